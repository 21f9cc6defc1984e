// Finnish: insults, slurs and sexual harassment, folded when matched (foldWord).
const words: readonly string[] = [
  'huora',
  'lutka',
  'vittu',
  'haista vittu',
  'kusipää',
  'mulkku',
  'idiootti',
  'ämmä',
  'huoranpenikka',
  'läski',
  'turpa kiinni',
  'vitun',
  'runkkari',
  'mongoloidi',
  'paskiainen',
  'narttu',
];
export default words;
