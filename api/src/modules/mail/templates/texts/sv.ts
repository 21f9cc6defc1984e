import type { MailTexts } from './nl';
import { plural } from './plural';

export const sv: MailTexts = {
  layout: {
    colon: ':',
    linkHint: 'Fungerar inte knappen? Kopiera den här länken till din webbläsare:',
    footer: 'Det här mejlet kommer från {site} ({domain}).',
    unsubscribe: 'Avsluta prenumerationen på de här mejlen',
  },
  activation: {
    subject: 'Aktivera ditt konto hos {site}',
    heading: 'Välkommen till {site}!',
    body: 'Kul att du är här. Bekräfta din e-postadress, så är ditt konto aktivt och du kan börja dejta direkt.',
    button: 'Aktivera konto',
  },
  password_reset: {
    subject: 'Nytt lösenord för {site}',
    heading: 'Välj ett nytt lösenord',
    body: 'Du har bett om ett nytt lösenord. Välj ett med knappen nedan; länken gäller i 1 timme. Har du inte bett om det? Då kan du strunta i det här mejlet.',
    button: 'Välj nytt lösenord',
  },
  mail_change: {
    subject: 'Bekräfta din nya e-postadress hos {site}',
    heading: 'Bekräfta din nya e-postadress',
    body: 'Du vill använda den här e-postadressen för ditt konto hos {site}. Bekräfta den med knappen nedan; länken gäller i 24 timmar.',
    button: 'Bekräfta e-postadress',
  },
  mail_changed: {
    subject: 'Din e-postadress hos {site} har ändrats',
    heading: 'Din e-postadress har ändrats',
    body: 'E-postadressen för ditt konto har just ändrats. Från och med nu får du våra mejl på den nya adressen. Var det inte du? Kontakta oss direkt.',
    button: 'Kontakta oss',
  },
  password_changed: {
    subject: 'Ditt lösenord hos {site} har ändrats',
    heading: 'Ditt lösenord har ändrats',
    body: 'Ditt lösenord har ändrats och du har loggats ut överallt annars. Var det inte du? Välj ett nytt lösenord direkt.',
    button: 'Välj nytt lösenord',
  },
  reactivation: {
    subject: 'Ditt konto hos {site} har raderats',
    heading: 'Ditt konto har raderats',
    body: 'Synd att du lämnar oss. Har du ångrat dig? Med knappen nedan får du tillbaka ditt konto, i 14 dagar till.',
    button: 'Återställ konto',
  },
  data_export: {
    subject: 'Dina uppgifter från {site} är klara',
    heading: 'Din nedladdning är klar',
    body: 'Nedladdningen med alla dina uppgifter hos {site} är klar. Logga in och ladda ner den med knappen nedan; den finns kvar i 7 dagar.',
    button: 'Ladda ner mina uppgifter',
  },
  new_conversation: {
    subject: '{name} har startat en konversation med dig',
    heading: 'Ny konversation med {name}',
    body: '{name} har skrivit till dig för första gången. Nyfiken? Läs meddelandet och svara.',
    button: 'Läs meddelandet',
    why: 'Du får det här mejlet eftersom aviseringar om nya konversationer är på.',
  },
  new_message: {
    subject: 'Nytt meddelande från {name}',
    heading: '{name} har skickat ett meddelande till dig',
    body: 'Ett nytt meddelande från {name} väntar på dig.',
    button: 'Läs meddelandet',
    why: 'Du får det här mejlet eftersom aviseringar om nya meddelanden är på.',
  },
  like: {
    subject: '{name} gillar dig',
    heading: '{name} gillar dig',
    body: 'Någon har fått upp ögonen för dig! Kolla in profilen för {name}; gillar du {name} också blir det en matchning.',
    button: 'Visa profil',
    why: 'Du får det här mejlet eftersom aviseringar om gillningar och matchningar är på.',
  },
  match: {
    subject: 'Det är en matchning med {name}!',
    heading: 'Ni gillar varandra',
    body: 'Du och {name} gillar varandra. Nu är det läge: skicka ett första meddelande till {name}.',
    button: 'Skicka ett meddelande',
    why: 'Du får det här mejlet eftersom aviseringar om gillningar och matchningar är på.',
  },
  unread_reminder: {
    subject: plural({
      one: 'Du har 1 oläst meddelande',
      other: 'Du har {count} olästa meddelanden',
    }),
    heading: plural({
      one: 'Ett meddelande väntar på dig',
      other: '{count} meddelanden väntar på dig',
    }),
    body: 'Någon väntar på ditt svar. Låt dem inte vänta för länge!',
    button: 'Läs meddelandena',
    why: 'Du får det här mejlet eftersom påminnelser om olästa meddelanden är på.',
  },
  weekly_update: {
    subject: 'Din vecka hos {site}',
    heading: 'Det här hände den här veckan',
    body: 'En sammanfattning av din senaste vecka hos {site}:',
    likes: 'Nya gillningar: {likes}',
    messages: 'Nya meddelanden: {messages}',
    matches: 'Nya matchningar: {matches}',
    button: 'Till {site}',
    why: 'Du får det här mejlet eftersom veckouppdateringen är på.',
  },
};
