import type { LanderDocument } from '@dating/shared-contracts/api';

/** /landers/tinderswipe: the built-in document of this design (decision 0123). */
export const tinderswipe: LanderDocument = {
  name: 'tinderswipe',
  theme: 'warm',
  blocks: [
    {
      type: 'swipe-deck',
    },
    {
      type: 'signup-band',
    },
  ],
  copy: {
    nl: {
      title: 'Swipe, match, chat',
      description: 'Like wie je leuk vindt en zie meteen of het wederzijds is.',
      headline: 'Swipe, match, chat',
      subline: 'Like wie je leuk vindt en zie meteen of het wederzijds is.',
      cta: 'Meld je gratis aan',
    },
    da: {
      title: 'Swipe, match, chat',
      description: 'Like dem, du kan lide, og se med det samme, om det er gensidigt.',
      headline: 'Swipe, match, chat',
      subline: 'Like dem, du kan lide, og se med det samme, om det er gensidigt.',
      cta: 'Tilmeld dig gratis',
    },
    de: {
      title: 'Swipe, Match, Chat',
      description: 'Like, wen du magst, und sieh sofort, ob es auf Gegenseitigkeit beruht.',
      headline: 'Swipe, Match, Chat',
      subline: 'Like, wen du magst, und sieh sofort, ob es auf Gegenseitigkeit beruht.',
      cta: 'Jetzt kostenlos registrieren',
    },
    en: {
      title: 'Swipe, match, chat',
      description: "Like who you like and see straight away if it's mutual.",
      headline: 'Swipe, match, chat',
      subline: "Like who you like and see straight away if it's mutual.",
      cta: 'Sign up for free',
    },
    es: {
      title: 'Desliza, haz match y chatea',
      description: 'Da like a quien te guste y comprueba al instante si es mutuo.',
      headline: 'Desliza, haz match y chatea',
      subline: 'Da like a quien te guste y comprueba al instante si es mutuo.',
      cta: 'Regístrate gratis',
    },
    fi: {
      title: 'Pyyhkäise, mätsää, chattaile',
      description: 'Tykkää niistä, joista pidät, ja näe heti, onko tunne molemminpuolinen.',
      headline: 'Pyyhkäise, mätsää, chattaile',
      subline: 'Tykkää niistä, joista pidät, ja näe heti, onko tunne molemminpuolinen.',
      cta: 'Rekisteröidy ilmaiseksi',
    },
    fr: {
      title: 'Swipez, matchez, discutez',
      description: "Likez qui vous plaît et voyez aussitôt si c'est réciproque.",
      headline: 'Swipez, matchez, discutez',
      subline: "Likez qui vous plaît et voyez aussitôt si c'est réciproque.",
      cta: 'Inscrivez-vous gratuitement',
    },
    it: {
      title: 'Scorri, fai match, chatta',
      description: 'Metti like a chi ti piace e scopri subito se è reciproco.',
      headline: 'Scorri, fai match, chatta',
      subline: 'Metti like a chi ti piace e scopri subito se è reciproco.',
      cta: 'Iscriviti gratis',
    },
    nb: {
      title: 'Sveip, match, chat',
      description: 'Lik dem du liker, og se med en gang om det er gjensidig.',
      headline: 'Sveip, match, chat',
      subline: 'Lik dem du liker, og se med en gang om det er gjensidig.',
      cta: 'Registrer deg gratis',
    },
    pl: {
      title: 'Przesuń, dopasuj, czatuj',
      description: 'Polub osoby, które Ci się podobają, i od razu sprawdź, czy to z wzajemnością.',
      headline: 'Przesuń, dopasuj, czatuj',
      subline: 'Polub osoby, które Ci się podobają, i od razu sprawdź, czy to z wzajemnością.',
      cta: 'Zarejestruj się za darmo',
    },
    sv: {
      title: 'Swipa, matcha, chatta',
      description: 'Gilla den du gillar och se direkt om det är ömsesidigt.',
      headline: 'Swipa, matcha, chatta',
      subline: 'Gilla den du gillar och se direkt om det är ömsesidigt.',
      cta: 'Registrera dig gratis',
    },
  },
};
