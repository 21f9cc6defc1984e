/** The languages the site speaks to members; others get the English text. */
export const MEMBER_LANGUAGES = [
  'nl',
  'en',
  'de',
  'fr',
  'es',
  'it',
  'pl',
  'da',
  'sv',
  'nb',
  'fi',
] as const;
type MemberLanguage = (typeof MEMBER_LANGUAGES)[number];

/**
 * The honest answer to a member who asks whether the profile is real: it says that a staff
 * member of the site writes for the profile and that it is not a real person. It holds no
 * word of buying or paying, so it passes the operator's purchase check.
 */
const HONEST_ANSWERS: Record<MemberLanguage, string> = {
  nl: 'Eerlijk antwoord: dit profiel wordt beheerd door een medewerker van deze site. Het is geen echt persoon.',
  en: 'An honest answer: this profile is run by a staff member of this site. It is not a real person.',
  de: 'Ehrliche Antwort: Dieses Profil wird von einem Mitarbeiter dieser Website betreut. Es ist keine echte Person.',
  fr: "Réponse honnête : ce profil est géré par un membre de l'équipe de ce site. Ce n'est pas une personne réelle.",
  es: 'Respuesta sincera: este perfil lo gestiona un empleado de este sitio. No es una persona real.',
  it: 'Risposta sincera: questo profilo è gestito da un membro dello staff di questo sito. Non è una persona reale.',
  pl: 'Szczera odpowiedź: ten profil prowadzi pracownik tego serwisu. To nie jest prawdziwa osoba.',
  da: 'Ærligt svar: denne profil drives af en medarbejder på dette site. Det er ikke en rigtig person.',
  sv: 'Ärligt svar: den här profilen sköts av en medarbetare på den här webbplatsen. Det är inte en verklig person.',
  nb: 'Ærlig svar: denne profilen drives av en ansatt på dette nettstedet. Det er ikke en ekte person.',
  fi: 'Rehellinen vastaus: tätä profiilia ylläpitää tämän sivuston työntekijä. Se ei ole oikea ihminen.',
};

const isMemberLanguage = (value: string): value is MemberLanguage =>
  (MEMBER_LANGUAGES as readonly string[]).includes(value);

/** The honest answer in the member's language (English for a language the site lacks). */
export const honestAnswer = (language: string): string =>
  HONEST_ANSWERS[isMemberLanguage(language) ? language : 'en'];
