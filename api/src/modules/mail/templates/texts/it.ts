import type { MailTexts } from './nl';
import { plural } from './plural';

export const it: MailTexts = {
  layout: {
    colon: ':',
    linkHint: 'Il pulsante non funziona? Copia questo link nel tuo browser:',
    footer: 'Questa e-mail ti arriva da {site} ({domain}).',
    unsubscribe: 'Annulla l’iscrizione a queste e-mail',
  },
  activation: {
    subject: 'Attiva il tuo account su {site}',
    heading: 'Benvenuto/a su {site}!',
    body: 'Che bello averti qui. Conferma il tuo indirizzo e-mail: il tuo account sarà attivo e potrai iniziare subito a conoscere persone nuove.',
    button: 'Attiva account',
  },
  password_reset: {
    subject: 'Nuova password per {site}',
    heading: 'Scegli una nuova password',
    body: 'Hai chiesto una nuova password. Sceglila con il pulsante qui sotto; il link è valido per 1 ora. Non hai chiesto nulla? Allora puoi ignorare questa e-mail.',
    button: 'Scegli nuova password',
  },
  mail_change: {
    subject: 'Conferma il tuo nuovo indirizzo e-mail su {site}',
    heading: 'Conferma il tuo nuovo indirizzo e-mail',
    body: 'Vuoi usare questo indirizzo e-mail per il tuo account su {site}. Confermalo con il pulsante qui sotto; il link è valido per 24 ore.',
    button: 'Conferma indirizzo',
  },
  mail_changed: {
    subject: 'Il tuo indirizzo e-mail su {site} è stato modificato',
    heading: 'Il tuo indirizzo e-mail è stato modificato',
    body: 'L’indirizzo e-mail del tuo account è appena stato modificato. D’ora in poi riceverai le nostre e-mail al nuovo indirizzo. Non sei stato tu? Contattaci subito.',
    button: 'Contattaci',
  },
  password_changed: {
    subject: 'La tua password su {site} è stata modificata',
    heading: 'La tua password è stata modificata',
    body: 'La tua password è stata modificata e sei stato disconnesso ovunque altrove. Non sei stato tu? Scegli subito una nuova password.',
    button: 'Scegli nuova password',
  },
  reactivation: {
    subject: 'Il tuo account su {site} è stato eliminato',
    heading: 'Il tuo account è stato eliminato',
    body: 'Peccato che tu te ne vada. Ci hai ripensato? Con il pulsante qui sotto riavrai il tuo account, ancora per 14 giorni.',
    button: 'Ripristina account',
  },
  data_export: {
    subject: 'I tuoi dati di {site} sono pronti',
    heading: 'Il tuo download è pronto',
    body: 'Il download con tutti i tuoi dati su {site} è pronto. Accedi e scaricalo con il pulsante qui sotto; resta disponibile per 7 giorni.',
    button: 'Scarica i miei dati',
  },
  new_conversation: {
    subject: '{name} ha iniziato una conversazione con te',
    heading: 'Nuova conversazione con {name}',
    body: '{name} ti ha scritto per la prima volta. Curioso/a? Leggi il messaggio e rispondi.',
    button: 'Leggi il messaggio',
    why: 'Ricevi questa e-mail perché le notifiche sulle nuove conversazioni sono attive.',
  },
  new_message: {
    subject: 'Nuovo messaggio da {name}',
    heading: '{name} ti ha inviato un messaggio',
    body: 'Un nuovo messaggio di {name} ti sta aspettando.',
    button: 'Leggi il messaggio',
    why: 'Ricevi questa e-mail perché le notifiche sui nuovi messaggi sono attive.',
  },
  like: {
    subject: 'Piaci a {name}',
    heading: 'Piaci a {name}',
    body: 'Qualcuno ha messo gli occhi su di te! Dai un’occhiata al profilo di {name}; se anche a te piace {name}, è un match.',
    button: 'Vedi il profilo',
    why: 'Ricevi questa e-mail perché le notifiche su like e match sono attive.',
  },
  match: {
    subject: 'È un match con {name}!',
    heading: 'Vi piacete a vicenda',
    body: 'Tu e {name} vi piacete. È il momento giusto: manda a {name} un primo messaggio.',
    button: 'Invia un messaggio',
    why: 'Ricevi questa e-mail perché le notifiche su like e match sono attive.',
  },
  unread_reminder: {
    subject: plural({
      one: 'Hai 1 messaggio non letto',
      other: 'Hai {count} messaggi non letti',
    }),
    heading: plural({
      one: 'Un messaggio ti sta aspettando',
      other: '{count} messaggi ti stanno aspettando',
    }),
    body: 'Qualcuno aspetta la tua risposta. Non farlo aspettare troppo!',
    button: 'Leggi i messaggi',
    why: 'Ricevi questa e-mail perché i promemoria per i messaggi non letti sono attivi.',
  },
  weekly_update: {
    subject: 'La tua settimana su {site}',
    heading: 'Ecco cosa è successo questa settimana',
    body: 'Un riepilogo della tua ultima settimana su {site}:',
    likes: 'Nuovi like: {likes}',
    messages: 'Nuovi messaggi: {messages}',
    matches: 'Nuovi match: {matches}',
    button: 'Vai su {site}',
    why: 'Ricevi questa e-mail perché l’aggiornamento settimanale è attivo.',
  },
};
