/** The push notifications' texts: `{name}` is the other member's name. */
export type PushTextKind = 'new_conversation' | 'new_message' | 'like' | 'match';

type Texts = Record<PushTextKind, { title: string; body: string }>;

const nl: Texts = {
  new_conversation: {
    title: '{name} begon een gesprek met je',
    body: 'Open de chat om te antwoorden.',
  },
  new_message: { title: 'Nieuw bericht van {name}', body: 'Open de chat om het te lezen.' },
  like: { title: '{name} vindt je leuk', body: 'Bekijk wie het is.' },
  match: {
    title: 'Het is een match met {name}!',
    body: 'Jullie vinden elkaar leuk. Stuur een bericht.',
  },
};

const PUSH_TEXTS: Record<string, Texts> = {
  nl,
  en: {
    new_conversation: {
      title: '{name} started a conversation with you',
      body: 'Open the chat to reply.',
    },
    new_message: { title: 'New message from {name}', body: 'Open the chat to read it.' },
    like: { title: '{name} likes you', body: 'See who it is.' },
    match: { title: "It's a match with {name}!", body: 'You like each other. Send a message.' },
  },
  de: {
    new_conversation: {
      title: '{name} hat ein Gespräch mit dir begonnen',
      body: 'Öffne den Chat, um zu antworten.',
    },
    new_message: { title: 'Neue Nachricht von {name}', body: 'Öffne den Chat, um sie zu lesen.' },
    like: { title: '{name} mag dich', body: 'Sieh nach, wer es ist.' },
    match: { title: 'Ein Match mit {name}!', body: 'Ihr mögt euch. Schreib eine Nachricht.' },
  },
  fr: {
    new_conversation: {
      title: '{name} a commencé une conversation avec toi',
      body: 'Ouvre le chat pour répondre.',
    },
    new_message: { title: 'Nouveau message de {name}', body: 'Ouvre le chat pour le lire.' },
    like: { title: '{name} t’aime bien', body: 'Découvre qui c’est.' },
    match: { title: 'C’est un match avec {name} !', body: 'Vous vous plaisez. Envoie un message.' },
  },
  es: {
    new_conversation: {
      title: '{name} ha empezado una conversación contigo',
      body: 'Abre el chat para responder.',
    },
    new_message: { title: 'Nuevo mensaje de {name}', body: 'Abre el chat para leerlo.' },
    like: { title: 'Le gustas a {name}', body: 'Descubre quién es.' },
    match: { title: '¡Tienes un match con {name}!', body: 'Os gustáis. Envía un mensaje.' },
  },
  it: {
    new_conversation: {
      title: '{name} ha iniziato una conversazione con te',
      body: 'Apri la chat per rispondere.',
    },
    new_message: { title: 'Nuovo messaggio da {name}', body: 'Apri la chat per leggerlo.' },
    like: { title: 'Piaci a {name}', body: 'Scopri chi è.' },
    match: { title: 'È un match con {name}!', body: 'Vi piacete. Manda un messaggio.' },
  },
  da: {
    new_conversation: {
      title: '{name} har startet en samtale med dig',
      body: 'Åbn chatten for at svare.',
    },
    new_message: { title: 'Ny besked fra {name}', body: 'Åbn chatten for at læse den.' },
    like: { title: '{name} kan lide dig', body: 'Se hvem det er.' },
    match: { title: 'Det er et match med {name}!', body: 'I kan lide hinanden. Send en besked.' },
  },
  sv: {
    new_conversation: {
      title: '{name} har startat en konversation med dig',
      body: 'Öppna chatten för att svara.',
    },
    new_message: { title: 'Nytt meddelande från {name}', body: 'Öppna chatten för att läsa det.' },
    like: { title: '{name} gillar dig', body: 'Se vem det är.' },
    match: {
      title: 'Det är en match med {name}!',
      body: 'Ni gillar varandra. Skicka ett meddelande.',
    },
  },
  nb: {
    new_conversation: {
      title: '{name} har startet en samtale med deg',
      body: 'Åpne chatten for å svare.',
    },
    new_message: { title: 'Ny melding fra {name}', body: 'Åpne chatten for å lese den.' },
    like: { title: '{name} liker deg', body: 'Se hvem det er.' },
    match: { title: 'Det er en match med {name}!', body: 'Dere liker hverandre. Send en melding.' },
  },
  fi: {
    new_conversation: {
      title: '{name} aloitti keskustelun kanssasi',
      body: 'Avaa chat ja vastaa.',
    },
    new_message: { title: 'Uusi viesti käyttäjältä {name}', body: 'Avaa chat lukeaksesi sen.' },
    like: { title: '{name} tykkää sinusta', body: 'Katso, kuka se on.' },
    match: {
      title: 'Match käyttäjän {name} kanssa!',
      body: 'Tykkäätte toisistanne. Lähetä viesti.',
    },
  },
  pl: {
    new_conversation: {
      title: '{name} rozpoczyna z Tobą rozmowę',
      body: 'Otwórz czat, aby odpowiedzieć.',
    },
    new_message: { title: 'Nowa wiadomość od {name}', body: 'Otwórz czat, aby ją przeczytać.' },
    like: { title: 'Podobasz się {name}', body: 'Zobacz, kto to.' },
    match: { title: 'Masz parę z {name}!', body: 'Podobacie się sobie. Wyślij wiadomość.' },
  },
};

/** The push's title and body in the member's language (Dutch when it has none). */
export function pushText(kind: PushTextKind, language: string, name: string) {
  const texts = (PUSH_TEXTS[language] ?? nl)[kind];
  return { title: texts.title.replace('{name}', name), body: texts.body };
}

export const PUSH_LANGUAGES = Object.keys(PUSH_TEXTS);
