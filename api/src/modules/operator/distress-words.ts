/**
 * Words a member in distress may write: loneliness, depression, self-harm, in the site's
 * eleven languages. A member's message holding one flags the conversation for care; a word
 * counts when a word of the message starts with it.
 */
const DISTRESS_STEMS = [
  // en
  'lonely',
  'loneliness',
  'suicid',
  'depressed',
  'depression',
  'selfharm',
  // nl
  'eenzaam',
  'eenzaamheid',
  'zelfmoord',
  'zelfdoding',
  'depressie',
  'depressief',
  // de
  'einsam',
  'selbstmord',
  'suizid',
  'depressiv',
  // fr, es, it
  'solitude',
  'déprim',
  'soledad',
  'deprimid',
  'solitudine',
  'depress',
  // pl
  'samotn',
  'samobój',
  'depresj',
  // da, sv, nb
  'ensom',
  'ensam',
  'selvmord',
  'självmord',
  'deprimer',
  // fi
  'yksinäi',
  'itsemurha',
  'masentu',
];

/** Whether the text holds a word of loneliness, depression or self-harm. */
export function soundsDistressed(text: string): boolean {
  const words = text.toLocaleLowerCase().match(/\p{L}+/gu) ?? [];
  return words.some((word) => DISTRESS_STEMS.some((stem) => word.startsWith(stem)));
}
