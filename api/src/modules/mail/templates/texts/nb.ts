import type { MailTexts } from './nl';
import { plural } from './plural';

export const nb: MailTexts = {
  layout: {
    colon: ':',
    linkHint: 'Virker ikke knappen? Kopier denne lenken inn i nettleseren din:',
    footer: 'Denne e-posten kommer fra {site} ({domain}).',
    unsubscribe: 'Meld deg av disse e-postene',
  },
  activation: {
    subject: 'Aktiver kontoen din hos {site}',
    heading: 'Velkommen til {site}!',
    body: 'Så fint at du er her. Bekreft e-postadressen din, så er kontoen aktiv og du kan begynne å date med en gang.',
    button: 'Aktiver konto',
  },
  password_reset: {
    subject: 'Nytt passord for {site}',
    heading: 'Velg et nytt passord',
    body: 'Du har bedt om et nytt passord. Velg et med knappen nedenfor; lenken gjelder i 1 time. Har du ikke bedt om det? Da kan du se bort fra denne e-posten.',
    button: 'Velg nytt passord',
  },
  mail_change: {
    subject: 'Bekreft den nye e-postadressen din hos {site}',
    heading: 'Bekreft den nye e-postadressen din',
    body: 'Du vil bruke denne e-postadressen for kontoen din hos {site}. Bekreft den med knappen nedenfor; lenken gjelder i 24 timer.',
    button: 'Bekreft e-postadresse',
  },
  mail_changed: {
    subject: 'E-postadressen din hos {site} er endret',
    heading: 'E-postadressen din er endret',
    body: 'E-postadressen til kontoen din ble nettopp endret. Fra nå av får du e-postene våre på den nye adressen. Var det ikke deg? Ta kontakt med oss med en gang.',
    button: 'Kontakt oss',
  },
  password_changed: {
    subject: 'Passordet ditt hos {site} er endret',
    heading: 'Passordet ditt er endret',
    body: 'Passordet ditt er endret, og du er logget ut alle andre steder. Var det ikke deg? Velg et nytt passord med en gang.',
    button: 'Velg nytt passord',
  },
  reactivation: {
    subject: 'Kontoen din hos {site} er slettet',
    heading: 'Kontoen din er slettet',
    body: 'Synd at du drar. Har du ombestemt deg? Med knappen nedenfor får du kontoen tilbake, i 14 dager til.',
    button: 'Gjenopprett konto',
  },
  data_export: {
    subject: 'Dataene dine fra {site} er klare',
    heading: 'Nedlastingen din er klar',
    body: 'Nedlastingen med alle dataene dine hos {site} er klar. Logg inn og last den ned med knappen nedenfor; den er tilgjengelig i 7 dager.',
    button: 'Last ned dataene mine',
  },
  new_conversation: {
    subject: '{name} har startet en samtale med deg',
    heading: 'Ny samtale med {name}',
    body: '{name} har skrevet til deg for første gang. Nysgjerrig? Les meldingen og svar.',
    button: 'Les meldingen',
    why: 'Du får denne e-posten fordi varsler om nye samtaler er slått på.',
  },
  new_message: {
    subject: 'Ny melding fra {name}',
    heading: '{name} har sendt deg en melding',
    body: 'En ny melding fra {name} venter på deg.',
    button: 'Les meldingen',
    why: 'Du får denne e-posten fordi varsler om nye meldinger er slått på.',
  },
  like: {
    subject: '{name} liker deg',
    heading: '{name} liker deg',
    body: 'Noen har fått øynene opp for deg! Se profilen til {name}; liker du {name} også, er det en match.',
    button: 'Se profilen',
    why: 'Du får denne e-posten fordi varsler om likes og matcher er slått på.',
  },
  match: {
    subject: 'Det er en match med {name}!',
    heading: 'Dere liker hverandre',
    body: 'Du og {name} liker hverandre. Nå er øyeblikket: send {name} en første melding.',
    button: 'Send en melding',
    why: 'Du får denne e-posten fordi varsler om likes og matcher er slått på.',
  },
  unread_reminder: {
    subject: plural({
      one: 'Du har 1 ulest melding',
      other: 'Du har {count} uleste meldinger',
    }),
    heading: plural({
      one: 'En melding venter på deg',
      other: '{count} meldinger venter på deg',
    }),
    body: 'Noen venter på svaret ditt. Ikke la dem vente for lenge!',
    button: 'Les meldingene',
    why: 'Du får denne e-posten fordi påminnelser om uleste meldinger er slått på.',
  },
  weekly_update: {
    subject: 'Uken din hos {site}',
    heading: 'Dette skjedde denne uken',
    body: 'En oversikt over den siste uken din hos {site}:',
    likes: 'Nye likes: {likes}',
    messages: 'Nye meldinger: {messages}',
    matches: 'Nye matcher: {matches}',
    button: 'Gå til {site}',
    why: 'Du får denne e-posten fordi den ukentlige oppdateringen er slått på.',
  },
};
