// Swedish: insults, slurs and sexual harassment, folded when matched (foldWord).
const words: readonly string[] = [
  'hora',
  'slampa',
  'fitta',
  'kuk',
  'jävla hora',
  'knulla dig',
  'fetto',
  'subba',
  'håll käften',
  'mongo',
  'idiot',
  'horunge',
  'sug min kuk',
  'fittan',
  'kärring',
  'äckel',
  'tjockis',
];
export default words;
