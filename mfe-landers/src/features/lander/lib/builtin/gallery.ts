import type { LanderCopyByLanguage, LanderDocument } from '@dating/shared-contracts/api';
import { slugCopy } from './slug-copy';

const copy: LanderCopyByLanguage = {
  nl: {
    title: 'Bekijk wie er online is',
    description: 'Blader door de profielen en stuur een bericht naar wie jij leuk vindt.',
    headline: 'Bekijk wie er online is',
    subline: 'Blader door de profielen en stuur een bericht naar wie jij leuk vindt.',
    cta: 'Meld je gratis aan',
  },
  da: {
    title: 'Se, hvem der er online',
    description: 'Bladr gennem profilerne, og send en besked til dem, du kan lide.',
    headline: 'Se, hvem der er online',
    subline: 'Bladr gennem profilerne, og send en besked til dem, du kan lide.',
    cta: 'Tilmeld dig gratis',
  },
  de: {
    title: 'Sieh, wer online ist',
    description: 'Stöbere durch die Profile und schreib, wem du willst.',
    headline: 'Sieh, wer online ist',
    subline: 'Stöbere durch die Profile und schreib, wem du willst.',
    cta: 'Jetzt kostenlos registrieren',
  },
  en: {
    title: "See who's online",
    description: 'Browse the profiles and send a message to whoever you like.',
    headline: "See who's online",
    subline: 'Browse the profiles and send a message to whoever you like.',
    cta: 'Sign up for free',
  },
  es: {
    title: 'Mira quién está en línea',
    description: 'Echa un vistazo a los perfiles y escribe a quien te guste.',
    headline: 'Mira quién está en línea',
    subline: 'Echa un vistazo a los perfiles y escribe a quien te guste.',
    cta: 'Regístrate gratis',
  },
  fi: {
    title: 'Katso, kuka on paikalla',
    description: 'Selaa profiileja ja lähetä viesti sille, joka kiinnostaa.',
    headline: 'Katso, kuka on paikalla',
    subline: 'Selaa profiileja ja lähetä viesti sille, joka kiinnostaa.',
    cta: 'Rekisteröidy ilmaiseksi',
  },
  fr: {
    title: 'Découvrez qui est en ligne',
    description: 'Parcourez les profils et envoyez un message à qui vous plaît.',
    headline: 'Découvrez qui est en ligne',
    subline: 'Parcourez les profils et envoyez un message à qui vous plaît.',
    cta: 'Inscrivez-vous gratuitement',
  },
  it: {
    title: 'Guarda chi è online',
    description: 'Sfoglia i profili e scrivi a chi ti piace.',
    headline: 'Guarda chi è online',
    subline: 'Sfoglia i profili e scrivi a chi ti piace.',
    cta: 'Iscriviti gratis',
  },
  nb: {
    title: 'Se hvem som er pålogget',
    description: 'Bla gjennom profilene og send en melding til den du liker.',
    headline: 'Se hvem som er pålogget',
    subline: 'Bla gjennom profilene og send en melding til den du liker.',
    cta: 'Registrer deg gratis',
  },
  pl: {
    title: 'Zobacz, kto jest online',
    description: 'Przeglądaj profile i napisz do osoby, która Ci się podoba.',
    headline: 'Zobacz, kto jest online',
    subline: 'Przeglądaj profile i napisz do osoby, która Ci się podoba.',
    cta: 'Zarejestruj się za darmo',
  },
  sv: {
    title: 'Se vilka som är online',
    description: 'Bläddra bland profilerna och skicka ett meddelande till den du gillar.',
    headline: 'Se vilka som är online',
    subline: 'Bläddra bland profilerna och skicka ett meddelande till den du gillar.',
    cta: 'Registrera dig gratis',
  },
};

/** /landers/gallery: the built-in document of this design (decision 0123). */
export const gallery: LanderDocument = {
  name: 'gallery',
  theme: 'light',
  blocks: [{ type: 'gallery' }, { type: 'signup-band' }],
  copy,
  slugs: {
    vrouwen: {
      audience: { gender: 'female' },
      copy: slugCopy(copy, {
        nl: [
          'Bekijk de vrouwen op onze site',
          'Blader door de profielen van vrouwen bij jou in de buurt en stuur een bericht naar wie jij leuk vindt.',
        ],
        da: [
          'Se kvinderne på vores side',
          'Bladr gennem profilerne af kvinder i nærheden, og send en besked til den, du kan lide.',
        ],
        de: [
          'Sieh dir die Frauen auf unserer Seite an',
          'Blättere durch die Profile von Frauen in deiner Nähe und schreib der, die dir gefällt.',
        ],
        en: [
          'See the women on our site',
          'Browse the profiles of women near you and send a message to whoever you like.',
        ],
        es: [
          'Mira a las mujeres de nuestra web',
          'Explora los perfiles de mujeres cerca de ti y escribe a quien te guste.',
        ],
        fi: [
          'Katso sivustomme naiset',
          'Selaa lähelläsi olevien naisten profiileja ja lähetä viesti sille, josta pidät.',
        ],
        fr: [
          'Découvrez les femmes de notre site',
          'Parcourez les profils de femmes près de chez vous et écrivez à celle qui vous plaît.',
        ],
        it: [
          'Guarda le donne del nostro sito',
          'Sfoglia i profili delle donne vicino a te e scrivi a chi ti piace.',
        ],
        nb: [
          'Se kvinnene på siden vår',
          'Bla gjennom profilene til kvinner i nærheten og send en melding til den du liker.',
        ],
        pl: [
          'Zobacz kobiety w naszym serwisie',
          'Przeglądaj profile kobiet z Twojej okolicy i napisz do tej, która Ci się podoba.',
        ],
        sv: [
          'Se kvinnorna på vår sida',
          'Bläddra bland profiler av kvinnor nära dig och skicka ett meddelande till den du gillar.',
        ],
      }),
    },
  },
};
