import type { MailTexts } from './nl';
import { plural } from './plural';

export const da: MailTexts = {
  layout: {
    colon: ':',
    linkHint: 'Virker knappen ikke? Kopiér dette link ind i din browser:',
    footer: 'Denne e-mail kommer fra {site} ({domain}).',
    unsubscribe: 'Afmeld disse e-mails',
  },
  activation: {
    subject: 'Aktivér din konto hos {site}',
    heading: 'Velkommen til {site}!',
    body: 'Dejligt, at du er her. Bekræft din e-mailadresse, så er din konto aktiv, og du kan begynde at date med det samme.',
    button: 'Aktivér konto',
  },
  password_reset: {
    subject: 'Ny adgangskode til {site}',
    heading: 'Vælg en ny adgangskode',
    body: 'Du har bedt om en ny adgangskode. Vælg en med knappen herunder; linket gælder i 1 time. Har du ikke bedt om det? Så kan du se bort fra denne e-mail.',
    button: 'Vælg ny adgangskode',
  },
  mail_change: {
    subject: 'Bekræft din nye e-mailadresse hos {site}',
    heading: 'Bekræft din nye e-mailadresse',
    body: 'Du vil bruge denne e-mailadresse til din konto hos {site}. Bekræft den med knappen herunder; linket gælder i 24 timer.',
    button: 'Bekræft e-mailadresse',
  },
  mail_changed: {
    subject: 'Din e-mailadresse hos {site} er ændret',
    heading: 'Din e-mailadresse er ændret',
    body: 'E-mailadressen på din konto er lige blevet ændret. Fremover får du vores e-mails på den nye adresse. Var det ikke dig? Så kontakt os med det samme.',
    button: 'Kontakt os',
  },
  password_changed: {
    subject: 'Din adgangskode hos {site} er ændret',
    heading: 'Din adgangskode er ændret',
    body: 'Din adgangskode er ændret, og du er logget ud alle andre steder. Var det ikke dig? Så vælg en ny adgangskode med det samme.',
    button: 'Vælg ny adgangskode',
  },
  reactivation: {
    subject: 'Din konto hos {site} er slettet',
    heading: 'Din konto er slettet',
    body: 'Ærgerligt, at du går. Har du fortrudt? Med knappen herunder får du din konto tilbage, i 14 dage endnu.',
    button: 'Gendan konto',
  },
  data_export: {
    subject: 'Dine data fra {site} er klar',
    heading: 'Din download er klar',
    body: 'Downloaden med alle dine data hos {site} er klar. Log ind, og hent den med knappen herunder; den er tilgængelig i 7 dage.',
    button: 'Hent mine data',
  },
  new_conversation: {
    subject: '{name} har startet en samtale med dig',
    heading: 'Ny samtale med {name}',
    body: '{name} har skrevet til dig for første gang. Nysgerrig? Læs beskeden, og skriv tilbage.',
    button: 'Læs besked',
    why: 'Du får denne e-mail, fordi notifikationer om nye samtaler er slået til.',
  },
  new_message: {
    subject: 'Ny besked fra {name}',
    heading: '{name} har sendt dig en besked',
    body: 'En ny besked fra {name} venter på dig.',
    button: 'Læs besked',
    why: 'Du får denne e-mail, fordi notifikationer om nye beskeder er slået til.',
  },
  like: {
    subject: '{name} kan lide dig',
    heading: '{name} kan lide dig',
    body: 'Nogen har fået øje på dig! Se profilen for {name}; kan du også lide {name}, er det et match.',
    button: 'Se profil',
    why: 'Du får denne e-mail, fordi notifikationer om likes og matches er slået til.',
  },
  match: {
    subject: 'Det er et match med {name}!',
    heading: 'I kan lide hinanden',
    body: 'Du og {name} kan lide hinanden. Nu er det nu: send {name} en første besked.',
    button: 'Send en besked',
    why: 'Du får denne e-mail, fordi notifikationer om likes og matches er slået til.',
  },
  unread_reminder: {
    subject: plural({
      one: 'Du har 1 ulæst besked',
      other: 'Du har {count} ulæste beskeder',
    }),
    heading: plural({
      one: 'En besked venter på dig',
      other: '{count} beskeder venter på dig',
    }),
    body: 'Nogen venter på dit svar. Lad dem ikke vente for længe!',
    button: 'Læs beskeder',
    why: 'Du får denne e-mail, fordi påmindelser om ulæste beskeder er slået til.',
  },
  weekly_update: {
    subject: 'Din uge hos {site}',
    heading: 'Det skete der i denne uge',
    body: 'Et overblik over din seneste uge hos {site}:',
    likes: 'Nye likes: {likes}',
    messages: 'Nye beskeder: {messages}',
    matches: 'Nye matches: {matches}',
    button: 'Gå til {site}',
    why: 'Du får denne e-mail, fordi den ugentlige opdatering er slået til.',
  },
};
