import type { LanderCopyByLanguage, LanderDocument } from '@dating/shared-contracts/api';
import { slugCopy } from './slug-copy';

const copy: LanderCopyByLanguage = {
  nl: {
    title: 'Zoveel leuke singles',
    description: 'Bekijk wie er bij jou in de buurt op zoek is en maak vandaag nog contact.',
    headline: 'Zoveel leuke singles',
    subline: 'Bekijk wie er bij jou in de buurt op zoek is en maak vandaag nog contact.',
    cta: 'Meld je gratis aan',
  },
  da: {
    title: 'Så mange søde singler',
    description: 'Se, hvem der søger i nærheden af dig, og tag kontakt allerede i dag.',
    headline: 'Så mange søde singler',
    subline: 'Se, hvem der søger i nærheden af dig, og tag kontakt allerede i dag.',
    cta: 'Tilmeld dig gratis',
  },
  de: {
    title: 'So viele tolle Singles',
    description: 'Sieh dir an, wer in deiner Nähe sucht, und nimm noch heute Kontakt auf.',
    headline: 'So viele tolle Singles',
    subline: 'Sieh dir an, wer in deiner Nähe sucht, und nimm noch heute Kontakt auf.',
    cta: 'Jetzt kostenlos registrieren',
  },
  en: {
    title: 'So many great singles',
    description: "See who's looking near you and get in touch today.",
    headline: 'So many great singles',
    subline: "See who's looking near you and get in touch today.",
    cta: 'Sign up for free',
  },
  es: {
    title: 'Tantos solteros interesantes',
    description: 'Descubre quién busca cerca de ti y ponte en contacto hoy mismo.',
    headline: 'Tantos solteros interesantes',
    subline: 'Descubre quién busca cerca de ti y ponte en contacto hoy mismo.',
    cta: 'Regístrate gratis',
  },
  fi: {
    title: 'Niin monta mukavaa sinkkua',
    description: 'Katso, ketkä etsivät seuraa läheltäsi, ja ota yhteyttä jo tänään.',
    headline: 'Niin monta mukavaa sinkkua',
    subline: 'Katso, ketkä etsivät seuraa läheltäsi, ja ota yhteyttä jo tänään.',
    cta: 'Rekisteröidy ilmaiseksi',
  },
  fr: {
    title: 'Tant de célibataires sympas',
    description: "Découvrez qui cherche près de chez vous et prenez contact dès aujourd'hui.",
    headline: 'Tant de célibataires sympas',
    subline: "Découvrez qui cherche près de chez vous et prenez contact dès aujourd'hui.",
    cta: 'Inscrivez-vous gratuitement',
  },
  it: {
    title: 'Tanti single interessanti',
    description: 'Scopri chi sta cercando vicino a te e mettiti in contatto oggi stesso.',
    headline: 'Tanti single interessanti',
    subline: 'Scopri chi sta cercando vicino a te e mettiti in contatto oggi stesso.',
    cta: 'Iscriviti gratis',
  },
  nb: {
    title: 'Så mange fine singler',
    description: 'Se hvem som leter i nærheten av deg, og ta kontakt allerede i dag.',
    headline: 'Så mange fine singler',
    subline: 'Se hvem som leter i nærheten av deg, og ta kontakt allerede i dag.',
    cta: 'Registrer deg gratis',
  },
  pl: {
    title: 'Tylu fajnych singli',
    description: 'Zobacz, kto szuka w Twojej okolicy, i nawiąż kontakt jeszcze dziś.',
    headline: 'Tylu fajnych singli',
    subline: 'Zobacz, kto szuka w Twojej okolicy, i nawiąż kontakt jeszcze dziś.',
    cta: 'Zarejestruj się za darmo',
  },
  sv: {
    title: 'Så många trevliga singlar',
    description: 'Se vilka som söker nära dig och ta kontakt redan i dag.',
    headline: 'Så många trevliga singlar',
    subline: 'Se vilka som söker nära dig och ta kontakt redan i dag.',
    cta: 'Registrera dig gratis',
  },
};

/** /landers/collagelanding: the built-in document of this design (decision 0123). */
export const collagelanding: LanderDocument = {
  name: 'collagelanding',
  theme: 'warm',
  blocks: [{ type: 'collage' }, { type: 'signup-band' }],
  copy,
  slugs: {
    '50plus': {
      audience: { min_age: 50 },
      copy: slugCopy(copy, {
        nl: [
          'Verliefd worden kent geen leeftijd',
          'Ontmoet singles van 50 jaar en ouder bij jou in de buurt.',
        ],
        da: [
          'Forelskelse kender ingen alder',
          'Mød singler på 50 år og derover i nærheden af dig.',
        ],
        de: ['Verlieben kennt kein Alter', 'Lerne Singles ab 50 in deiner Nähe kennen.'],
        en: ['Falling in love knows no age', 'Meet singles aged 50 and over near you.'],
        es: ['Enamorarse no tiene edad', 'Conoce a solteros de 50 años o más cerca de ti.'],
        fi: ['Rakastuminen ei katso ikää', 'Tapaa yli 50-vuotiaita sinkkuja läheltäsi.'],
        fr: [
          "Tomber amoureux n'a pas d'âge",
          'Rencontrez des célibataires de 50 ans et plus près de chez vous.',
        ],
        it: ['Innamorarsi non ha età', 'Conosci single dai 50 anni in su vicino a te.'],
        nb: ['Forelskelse kjenner ingen alder', 'Møt singler på 50 år og eldre i nærheten av deg.'],
        pl: [
          'Na miłość nigdy nie jest za późno',
          'Poznaj singli po pięćdziesiątce z Twojej okolicy.',
        ],
        sv: ['Kärlek har ingen ålder', 'Träffa singlar som är 50 år och äldre nära dig.'],
      }),
    },
  },
};
