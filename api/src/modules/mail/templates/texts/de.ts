import type { MailTexts } from './nl';
import { plural } from './plural';

export const de: MailTexts = {
  layout: {
    colon: ':',
    linkHint: 'Der Button funktioniert nicht? Kopiere diesen Link in deinen Browser:',
    footer: 'Diese E-Mail kommt von {site} ({domain}).',
    unsubscribe: 'Diese E-Mails abbestellen',
  },
  activation: {
    subject: 'Aktiviere dein Konto bei {site}',
    heading: 'Willkommen bei {site}!',
    body: 'Schön, dass du da bist. Bestätige deine E-Mail-Adresse, dann ist dein Konto aktiv und du kannst sofort mit dem Daten loslegen.',
    button: 'Konto aktivieren',
  },
  password_reset: {
    subject: 'Neues Passwort für {site}',
    heading: 'Wähle ein neues Passwort',
    body: 'Du hast ein neues Passwort angefordert. Mit dem Button unten wählst du eins; der Link ist 1 Stunde gültig. Du hast nichts angefordert? Dann kannst du diese E-Mail ignorieren.',
    button: 'Neues Passwort wählen',
  },
  mail_change: {
    subject: 'Bestätige deine neue E-Mail-Adresse bei {site}',
    heading: 'Bestätige deine neue E-Mail-Adresse',
    body: 'Du möchtest diese E-Mail-Adresse für dein Konto bei {site} verwenden. Bestätige sie mit dem Button unten; der Link ist 24 Stunden gültig.',
    button: 'E-Mail-Adresse bestätigen',
  },
  mail_changed: {
    subject: 'Deine E-Mail-Adresse bei {site} wurde geändert',
    heading: 'Deine E-Mail-Adresse wurde geändert',
    body: 'Die E-Mail-Adresse deines Kontos wurde gerade geändert. Ab jetzt bekommst du unsere E-Mails an die neue Adresse. Das warst nicht du? Dann melde dich sofort bei uns.',
    button: 'Kontakt aufnehmen',
  },
  password_changed: {
    subject: 'Dein Passwort bei {site} wurde geändert',
    heading: 'Dein Passwort wurde geändert',
    body: 'Dein Passwort wurde geändert und du wurdest überall sonst abgemeldet. Das warst nicht du? Dann wähle sofort ein neues Passwort.',
    button: 'Neues Passwort wählen',
  },
  reactivation: {
    subject: 'Dein Konto bei {site} wurde gelöscht',
    heading: 'Dein Konto wurde gelöscht',
    body: 'Schade, dass du gehst. Du hast es dir anders überlegt? Mit dem Button unten holst du dein Konto zurück, noch 14 Tage lang.',
    button: 'Konto wiederherstellen',
  },
  data_export: {
    subject: 'Deine Daten von {site} sind bereit',
    heading: 'Dein Download ist bereit',
    body: 'Der Download mit all deinen Daten bei {site} ist bereit. Melde dich an und lade ihn mit dem Button unten herunter; er ist 7 Tage lang verfügbar.',
    button: 'Daten herunterladen',
  },
  new_conversation: {
    subject: '{name} hat ein Gespräch mit dir begonnen',
    heading: 'Neues Gespräch mit {name}',
    body: '{name} hat dir zum ersten Mal geschrieben. Neugierig? Lies die Nachricht und schreib zurück.',
    button: 'Nachricht lesen',
    why: 'Du bekommst diese E-Mail, weil Benachrichtigungen über neue Gespräche eingeschaltet sind.',
  },
  new_message: {
    subject: 'Neue Nachricht von {name}',
    heading: '{name} hat dir geschrieben',
    body: 'Eine neue Nachricht von {name} wartet auf dich.',
    button: 'Nachricht lesen',
    why: 'Du bekommst diese E-Mail, weil Benachrichtigungen über neue Nachrichten eingeschaltet sind.',
  },
  like: {
    subject: '{name} mag dich',
    heading: '{name} mag dich',
    body: 'Jemand hat ein Auge auf dich geworfen! Schau dir das Profil von {name} an; magst du {name} auch, ist es ein Match.',
    button: 'Profil ansehen',
    why: 'Du bekommst diese E-Mail, weil Benachrichtigungen über Likes und Matches eingeschaltet sind.',
  },
  match: {
    subject: 'Es ist ein Match mit {name}!',
    heading: 'Ihr mögt euch',
    body: 'Du und {name} mögt euch. Jetzt ist der Moment: Schick {name} eine erste Nachricht.',
    button: 'Nachricht schreiben',
    why: 'Du bekommst diese E-Mail, weil Benachrichtigungen über Likes und Matches eingeschaltet sind.',
  },
  unread_reminder: {
    subject: plural({
      one: 'Du hast 1 ungelesene Nachricht',
      other: 'Du hast {count} ungelesene Nachrichten',
    }),
    heading: plural({
      one: 'Eine Nachricht wartet auf dich',
      other: '{count} Nachrichten warten auf dich',
    }),
    body: 'Jemand wartet auf deine Antwort. Lass ihn oder sie nicht zu lange warten!',
    button: 'Nachrichten lesen',
    why: 'Du bekommst diese E-Mail, weil Erinnerungen an ungelesene Nachrichten eingeschaltet sind.',
  },
  weekly_update: {
    subject: 'Deine Woche bei {site}',
    heading: 'Das ist diese Woche passiert',
    body: 'Ein Überblick über deine letzte Woche bei {site}:',
    likes: 'Neue Likes: {likes}',
    messages: 'Neue Nachrichten: {messages}',
    matches: 'Neue Matches: {matches}',
    button: 'Zu {site}',
    why: 'Du bekommst diese E-Mail, weil das wöchentliche Update eingeschaltet ist.',
  },
};
