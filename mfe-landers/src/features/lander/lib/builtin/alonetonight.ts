import type { LanderDocument } from '@dating/shared-contracts/api';

/** /landers/alonetonight: the built-in document of this design (decision 0123). */
export const alonetonight: LanderDocument = {
  name: 'alonetonight',
  theme: 'night',
  blocks: [
    {
      type: 'night-hero',
    },
    {
      type: 'online-now',
    },
    {
      type: 'signup-band',
    },
  ],
  copy: {
    nl: {
      title: 'Vanavond alleen?',
      description:
        'Er zijn singles bij jou in de buurt die vanavond ook wel zin hebben in gezelschap.',
      headline: 'Vanavond alleen?',
      subline: 'Er zijn singles bij jou in de buurt die vanavond ook wel zin hebben in gezelschap.',
      cta: 'Meld je gratis aan',
    },
    da: {
      title: 'Alene i aften?',
      description: 'Der er singler i nærheden, som også godt kunne tænke sig selskab i aften.',
      headline: 'Alene i aften?',
      subline: 'Der er singler i nærheden, som også godt kunne tænke sig selskab i aften.',
      cta: 'Tilmeld dig gratis',
    },
    de: {
      title: 'Heute Abend allein?',
      description:
        'In deiner Nähe gibt es Singles, die heute Abend auch Lust auf Gesellschaft haben.',
      headline: 'Heute Abend allein?',
      subline: 'In deiner Nähe gibt es Singles, die heute Abend auch Lust auf Gesellschaft haben.',
      cta: 'Jetzt kostenlos registrieren',
    },
    en: {
      title: 'Alone tonight?',
      description: "There are singles near you who'd also like some company tonight.",
      headline: 'Alone tonight?',
      subline: "There are singles near you who'd also like some company tonight.",
      cta: 'Sign up for free',
    },
    es: {
      title: '¿Sin planes esta noche?',
      description: 'Cerca de ti hay solteros a los que también les apetece compañía esta noche.',
      headline: '¿Sin planes esta noche?',
      subline: 'Cerca de ti hay solteros a los que también les apetece compañía esta noche.',
      cta: 'Regístrate gratis',
    },
    fi: {
      title: 'Yksin tänä iltana?',
      description: 'Lähelläsi on sinkkuja, jotka kaipaavat tänä iltana myös seuraa.',
      headline: 'Yksin tänä iltana?',
      subline: 'Lähelläsi on sinkkuja, jotka kaipaavat tänä iltana myös seuraa.',
      cta: 'Rekisteröidy ilmaiseksi',
    },
    fr: {
      title: 'Envie de compagnie ce soir ?',
      description:
        'Des célibataires près de chez vous aimeraient aussi un peu de compagnie ce soir.',
      headline: 'Envie de compagnie ce soir ?',
      subline: 'Des célibataires près de chez vous aimeraient aussi un peu de compagnie ce soir.',
      cta: 'Inscrivez-vous gratuitement',
    },
    it: {
      title: 'Nessun programma per stasera?',
      description: 'Vicino a te ci sono single che stasera hanno voglia di compagnia.',
      headline: 'Nessun programma per stasera?',
      subline: 'Vicino a te ci sono single che stasera hanno voglia di compagnia.',
      cta: 'Iscriviti gratis',
    },
    nb: {
      title: 'Alene i kveld?',
      description: 'Det finnes singler i nærheten som også har lyst på selskap i kveld.',
      headline: 'Alene i kveld?',
      subline: 'Det finnes singler i nærheten som også har lyst på selskap i kveld.',
      cta: 'Registrer deg gratis',
    },
    pl: {
      title: 'Wieczór w pojedynkę?',
      description:
        'W Twojej okolicy są single, którzy dziś wieczorem też mają ochotę na towarzystwo.',
      headline: 'Wieczór w pojedynkę?',
      subline: 'W Twojej okolicy są single, którzy dziś wieczorem też mają ochotę na towarzystwo.',
      cta: 'Zarejestruj się za darmo',
    },
    sv: {
      title: 'Ensam i kväll?',
      description: 'Det finns singlar nära dig som också vill ha sällskap i kväll.',
      headline: 'Ensam i kväll?',
      subline: 'Det finns singlar nära dig som också vill ha sällskap i kväll.',
      cta: 'Registrera dig gratis',
    },
  },
};
