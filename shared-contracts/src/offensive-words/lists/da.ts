// Danish: insults, slurs and sexual harassment, folded when matched (foldWord).
const words: readonly string[] = [
  'luder',
  'kælling',
  'fisse',
  'pik',
  'fuck dig',
  'møgso',
  'klamme',
  'bøsserøv',
  'hold kæft',
  'luderso',
  'kussesnot',
  'idiot',
  'mongol',
  'fede ko',
  'sut min pik',
  'spasser',
  'skøge',
  'lorteunge',
];
export default words;
