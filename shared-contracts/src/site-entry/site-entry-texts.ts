import type { Locale } from '../i18n/locales';

/** The words of the adult-content warnings (site-entry.ts), in each locale. */
export interface SiteEntryTexts {
  /** The chat, lander and empty layouts' warning line. */
  readonly warning: string;
  /** The site-entry dialog. */
  readonly title: string;
  readonly body: string;
  readonly accept: string;
  readonly skip: string;
}

/**
 * One copy for the shell (its `site-entry` i18n namespace, loaded when a warning shows) and
 * for the server's first paint (decision 0128): the two must say the same, since the shell
 * takes the server's warning over without redrawing it.
 */
export const SITE_ENTRY_TEXTS: Readonly<Record<Locale, SiteEntryTexts>> = {
  nl: {
    warning:
      'Let op: deze site is alleen voor volwassenen (18+). Sommige profielen zijn fictief en worden beheerd door medewerkers.',
    title: 'Alleen voor volwassenen',
    body: 'Deze website bevat inhoud voor volwassenen en sommige profielen zijn fictief. Door verder te gaan bevestig je dat je 18 jaar of ouder bent.',
    accept: 'Ik ben 18+ en ga verder',
    skip: 'Later',
  },
  da: {
    warning:
      'Bemærk: denne side er kun for voksne (18+). Nogle profiler er fiktive og styres af medarbejdere.',
    title: 'Kun for voksne',
    body: 'Denne hjemmeside indeholder indhold for voksne, og nogle profiler er fiktive. Ved at fortsætte bekræfter du, at du er fyldt 18 år.',
    accept: 'Jeg er 18+, fortsæt',
    skip: 'Senere',
  },
  de: {
    warning:
      'Hinweis: Diese Seite ist nur für Erwachsene (18+). Einige Profile sind fiktiv und werden von Mitarbeitern betreut.',
    title: 'Nur für Erwachsene',
    body: 'Diese Website enthält Inhalte für Erwachsene und einige Profile sind fiktiv. Wenn du fortfährst, bestätigst du, dass du mindestens 18 Jahre alt bist.',
    accept: 'Ich bin 18+ und fahre fort',
    skip: 'Später',
  },
  en: {
    warning:
      'Please note: this site is for adults only (18+). Some profiles are fictional and run by staff.',
    title: 'Adults only',
    body: 'This website contains adult content and some profiles are fictional. By continuing you confirm that you are 18 or older.',
    accept: 'I am 18+, continue',
    skip: 'Later',
  },
  es: {
    warning:
      'Aviso: este sitio es solo para adultos (18+). Algunos perfiles son ficticios y los gestiona nuestro equipo.',
    title: 'Solo para adultos',
    body: 'Este sitio web tiene contenido para adultos y algunos perfiles son ficticios. Al continuar, confirmas que tienes 18 años o más.',
    accept: 'Tengo 18+, continuar',
    skip: 'Más tarde',
  },
  fi: {
    warning:
      'Huomio: tämä sivusto on vain aikuisille (18+). Osa profiileista on kuvitteellisia ja henkilökunnan ylläpitämiä.',
    title: 'Vain aikuisille',
    body: 'Tämä sivusto sisältää aikuisille tarkoitettua sisältöä, ja osa profiileista on kuvitteellisia. Jatkamalla vahvistat olevasi vähintään 18-vuotias.',
    accept: 'Olen täysi-ikäinen, jatka',
    skip: 'Myöhemmin',
  },
  fr: {
    warning:
      'Attention : ce site est réservé aux adultes (18+). Certains profils sont fictifs et gérés par notre équipe.',
    title: 'Réservé aux adultes',
    body: 'Ce site contient du contenu pour adultes et certains profils sont fictifs. En continuant, tu confirmes avoir 18 ans ou plus.',
    accept: "J'ai 18 ans ou plus, continuer",
    skip: 'Plus tard',
  },
  it: {
    warning:
      'Attenzione: questo sito è riservato agli adulti (18+). Alcuni profili sono fittizi e gestiti dal nostro staff.',
    title: 'Solo per adulti',
    body: 'Questo sito contiene contenuti per adulti e alcuni profili sono fittizi. Continuando confermi di avere almeno 18 anni.',
    accept: 'Ho 18+ anni, continua',
    skip: 'Più tardi',
  },
  nb: {
    warning:
      'Merk: dette nettstedet er kun for voksne (18+). Noen profiler er fiktive og drives av ansatte.',
    title: 'Kun for voksne',
    body: 'Dette nettstedet har innhold for voksne, og noen profiler er fiktive. Ved å fortsette bekrefter du at du er 18 år eller eldre.',
    accept: 'Jeg er 18+, fortsett',
    skip: 'Senere',
  },
  pl: {
    warning:
      'Uwaga: ta strona jest przeznaczona wyłącznie dla dorosłych (18+). Niektóre profile są fikcyjne i prowadzone przez pracowników.',
    title: 'Tylko dla dorosłych',
    body: 'Ta strona zawiera treści dla dorosłych, a niektóre profile są fikcyjne. Kontynuując, potwierdzasz, że masz ukończone 18 lat.',
    accept: 'Mam 18+ lat, dalej',
    skip: 'Później',
  },
  sv: {
    warning:
      'Obs! Den här webbplatsen är endast för vuxna (18+). Vissa profiler är fiktiva och sköts av personal.',
    title: 'Endast för vuxna',
    body: 'Den här webbplatsen innehåller innehåll för vuxna och vissa profiler är fiktiva. Genom att fortsätta bekräftar du att du är 18 år eller äldre.',
    accept: 'Jag är 18+, fortsätt',
    skip: 'Senare',
  },
};
