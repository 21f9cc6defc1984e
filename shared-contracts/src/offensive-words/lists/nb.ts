// Norwegian (Bokmål): insults, slurs and sexual harassment, folded when matched (foldWord).
const words: readonly string[] = [
  'hore',
  'kjerring',
  'fitte',
  'pikk',
  'faen ta deg',
  'drittsekk',
  'tispe',
  'ludder',
  'hold kjeft',
  'mongo',
  'idiot',
  'feite ku',
  'sug pikken min',
  'horeunge',
  'kukhue',
  'jævla hore',
  'rasshøl',
  'ekkel',
];
export default words;
