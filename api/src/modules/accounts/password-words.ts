/**
 * Words people build passwords from in the languages zxcvbn-ts has no package for (Danish,
 * Norwegian, Swedish): the local words for password, secret, love, welcome, summer, the
 * country, its cities, family and pets, and the local "I love you". The shared list of leaked
 * passwords and the English words apply there as well; these close the gap a local word
 * would leave.
 */
export const NORDIC_PASSWORD_WORDS: Record<string, string[]> = {
  da: words(`
    adgangskode kodeord hemmelig hemmeligt kærlighed elskerdig jegelskerdig velkommen sommer
    vinter foråret efterår danmark københavn kobenhavn aarhus odense aalborg fodbold mormor
    morfar farmor farfar skat skattebasse kæreste hund kat hest blomst solskin hygge
    tusindtak hejsa hejmeddig smørrebrød lakrids sommerhus jul glædeligjul
  `),
  nb: words(`
    passord hemmelig hemmelighet kjærlighet kjaerlighet jegelskerdeg elskerdeg velkommen
    sommer vinter våren høsten norge oslo bergen trondheim stavanger tromsø fotball bestemor
    bestefar mormor morfar kjæreste skatt hund katt hest blomst solskinn sjokolade brunost
    tusentakk hallo heiheia hytte jul godjul fjell vikingene
  `),
  sv: words(`
    lösenord losenord hemligt hemlig hemlighet kärlek karlek jagälskardig jagalskardig
    älskardig välkommen valkommen sommar vinter våren hösten sverige stockholm göteborg
    goteborg malmö uppsala fotboll mormor morfar farmor farfar älskling alskling hund katt
    häst blomma solsken glass godis tackså hejhej midsommar godjul
  `),
};

function words(list: string): string[] {
  return list.split(/\s+/).filter(Boolean);
}
