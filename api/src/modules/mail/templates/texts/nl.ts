import { plural } from './plural';

/**
 * The Dutch mail texts: the product's first language and the shape every other language's
 * file is typed against (a missing text is a type error). Placeholders in braces: {site} is
 * the site's name everywhere, the others are the kind's variables. Members are "je".
 */
export const nl = {
  layout: {
    /** Between a label and what it names (French puts a space before it). */
    colon: ':',
    linkHint: 'Werkt de knop niet? Kopieer deze link dan in je browser:',
    footer: 'Deze e-mail komt van {site} ({domain}).',
    unsubscribe: 'Afmelden voor deze e-mails',
  },
  activation: {
    subject: 'Activeer je account bij {site}',
    heading: 'Welkom bij {site}!',
    body: 'Fijn dat je er bent. Bevestig je e-mailadres, dan is je account actief en kun je meteen beginnen met daten.',
    button: 'Account activeren',
  },
  password_reset: {
    subject: 'Nieuw wachtwoord voor {site}',
    heading: 'Kies een nieuw wachtwoord',
    body: 'Je hebt gevraagd om een nieuw wachtwoord. Met de knop hieronder kies je er een; de link is 1 uur geldig. Heb je niets gevraagd? Dan kun je deze e-mail negeren.',
    button: 'Nieuw wachtwoord kiezen',
  },
  mail_change: {
    subject: 'Bevestig je nieuwe e-mailadres bij {site}',
    heading: 'Bevestig je nieuwe e-mailadres',
    body: 'Je wilt dit e-mailadres voor je account bij {site} gebruiken. Bevestig het met de knop hieronder; de link is 24 uur geldig.',
    button: 'E-mailadres bevestigen',
  },
  mail_changed: {
    subject: 'Je e-mailadres bij {site} is gewijzigd',
    heading: 'Je e-mailadres is gewijzigd',
    body: 'Het e-mailadres van je account is zojuist gewijzigd. Vanaf nu krijg je onze e-mails op het nieuwe adres. Was jij dit niet? Neem dan meteen contact met ons op.',
    button: 'Contact opnemen',
  },
  password_changed: {
    subject: 'Je wachtwoord bij {site} is gewijzigd',
    heading: 'Je wachtwoord is gewijzigd',
    body: 'Je wachtwoord is gewijzigd en je bent overal elders uitgelogd. Was jij dit niet? Kies dan meteen een nieuw wachtwoord.',
    button: 'Nieuw wachtwoord kiezen',
  },
  reactivation: {
    subject: 'Je account bij {site} is verwijderd',
    heading: 'Je account is verwijderd',
    body: 'Jammer dat je weggaat. Bedenk je je toch? Met de knop hieronder zet je je account terug, nog 14 dagen lang.',
    button: 'Account terugzetten',
  },
  data_export: {
    subject: 'Je gegevens van {site} staan klaar',
    heading: 'Je download staat klaar',
    body: 'Je download met al je gegevens bij {site} staat klaar. Log in en download hem met de knop hieronder; hij is 7 dagen beschikbaar.',
    button: 'Gegevens downloaden',
  },
  new_conversation: {
    subject: '{name} is een gesprek met je begonnen',
    heading: 'Nieuw gesprek met {name}',
    body: '{name} heeft je voor het eerst een bericht gestuurd. Benieuwd? Lees het en stuur iets terug.',
    button: 'Bericht lezen',
    why: 'Je krijgt deze e-mail omdat meldingen over nieuwe gesprekken aan staan.',
  },
  new_message: {
    subject: 'Nieuw bericht van {name}',
    heading: '{name} heeft je een bericht gestuurd',
    body: 'Er wacht een nieuw bericht van {name} op je.',
    button: 'Bericht lezen',
    why: 'Je krijgt deze e-mail omdat meldingen over nieuwe berichten aan staan.',
  },
  like: {
    subject: '{name} vindt je leuk',
    heading: '{name} vindt je leuk',
    body: 'Iemand heeft een oogje op je! Bekijk het profiel van {name}; vind je {name} ook leuk, dan is het een match.',
    button: 'Profiel bekijken',
    why: 'Je krijgt deze e-mail omdat meldingen over likes en matches aan staan.',
  },
  match: {
    subject: 'Het is een match met {name}!',
    heading: 'Jullie vinden elkaar leuk',
    body: 'Jij en {name} vinden elkaar leuk. Dit is het moment: stuur {name} een eerste bericht.',
    button: 'Bericht sturen',
    why: 'Je krijgt deze e-mail omdat meldingen over likes en matches aan staan.',
  },
  unread_reminder: {
    subject: plural({
      one: 'Je hebt 1 ongelezen bericht',
      other: 'Je hebt {count} ongelezen berichten',
    }),
    heading: plural({
      one: 'Er wacht een bericht op je',
      other: 'Er wachten {count} berichten op je',
    }),
    body: 'Iemand wacht op je antwoord. Laat diegene niet te lang wachten!',
    button: 'Berichten lezen',
    why: 'Je krijgt deze e-mail omdat herinneringen aan ongelezen berichten aan staan.',
  },
  weekly_update: {
    subject: 'Je week bij {site}',
    heading: 'Dit gebeurde er deze week',
    body: 'Een overzicht van je afgelopen week bij {site}:',
    likes: 'Nieuwe likes: {likes}',
    messages: 'Nieuwe berichten: {messages}',
    matches: 'Nieuwe matches: {matches}',
    button: 'Naar {site}',
    why: 'Je krijgt deze e-mail omdat de wekelijkse update aan staat.',
  },
};

export type MailTexts = typeof nl;
