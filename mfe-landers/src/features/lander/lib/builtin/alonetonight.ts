import type { LanderCopyByLanguage, LanderDocument } from '@dating/shared-contracts/api';
import { slugCopy } from './slug-copy';

const copy: LanderCopyByLanguage = {
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
    description: 'Des célibataires près de chez vous aimeraient aussi un peu de compagnie ce soir.',
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
};

/** /landers/alonetonight: the built-in document of this design (decision 0123). */
export const alonetonight: LanderDocument = {
  name: 'alonetonight',
  theme: 'night',
  blocks: [{ type: 'night-hero' }, { type: 'online-now' }, { type: 'signup-band' }],
  copy,
  slugs: {
    vrouwen: {
      audience: { gender: 'female' },
      copy: slugCopy(copy, {
        nl: [
          'Vanavond alleen? Zij ook.',
          'Vrouwen bij jou in de buurt die vanavond wel zin hebben in een goed gesprek.',
        ],
        da: [
          'Alene i aften? Det er hun også.',
          'Kvinder i nærheden, som gerne vil have en god snak i aften.',
        ],
        de: [
          'Heute Abend allein? Sie auch.',
          'Frauen in deiner Nähe, die heute Abend Lust auf ein gutes Gespräch haben.',
        ],
        en: [
          'Alone tonight? So is she.',
          'Women near you who would enjoy a good conversation tonight.',
        ],
        es: [
          '¿Sin planes esta noche? Ella tampoco.',
          'Mujeres cerca de ti a las que esta noche les apetece una buena conversación.',
        ],
        fi: [
          'Yksin tänä iltana? Niin hänkin.',
          'Lähelläsi olevia naisia, jotka kaipaavat tänä iltana hyvää juttuseuraa.',
        ],
        fr: [
          'Seul ce soir ? Elle aussi.',
          'Des femmes près de chez vous qui ont envie d’une bonne conversation ce soir.',
        ],
        it: [
          'Solo stasera? Anche lei.',
          'Donne vicino a te che stasera hanno voglia di una bella chiacchierata.',
        ],
        nb: [
          'Alene i kveld? Det er hun også.',
          'Kvinner i nærheten som har lyst på en god prat i kveld.',
        ],
        pl: [
          'Sam dziś wieczorem? Ona też.',
          'Kobiety z Twojej okolicy, które dziś wieczorem chętnie porozmawiają.',
        ],
        sv: [
          'Ensam i kväll? Det är hon också.',
          'Kvinnor nära dig som gärna vill ha ett bra samtal i kväll.',
        ],
      }),
    },
    mannen: {
      audience: { gender: 'male' },
      copy: slugCopy(copy, {
        nl: [
          'Vanavond alleen? Hij ook.',
          'Mannen bij jou in de buurt die vanavond wel zin hebben in een goed gesprek.',
        ],
        da: [
          'Alene i aften? Det er han også.',
          'Mænd i nærheden, som gerne vil have en god snak i aften.',
        ],
        de: [
          'Heute Abend allein? Er auch.',
          'Männer in deiner Nähe, die heute Abend Lust auf ein gutes Gespräch haben.',
        ],
        en: [
          'Alone tonight? So is he.',
          'Men near you who would enjoy a good conversation tonight.',
        ],
        es: [
          '¿Sin planes esta noche? Él tampoco.',
          'Hombres cerca de ti a los que esta noche les apetece una buena conversación.',
        ],
        fi: [
          'Yksin tänä iltana? Niin hänkin.',
          'Lähelläsi olevia miehiä, jotka kaipaavat tänä iltana hyvää juttuseuraa.',
        ],
        fr: [
          'Seule ce soir ? Lui aussi.',
          'Des hommes près de chez vous qui ont envie d’une bonne conversation ce soir.',
        ],
        it: [
          'Sola stasera? Anche lui.',
          'Uomini vicino a te che stasera hanno voglia di una bella chiacchierata.',
        ],
        nb: [
          'Alene i kveld? Det er han også.',
          'Menn i nærheten som har lyst på en god prat i kveld.',
        ],
        pl: [
          'Sama dziś wieczorem? On też.',
          'Mężczyźni z Twojej okolicy, którzy dziś wieczorem chętnie porozmawiają.',
        ],
        sv: [
          'Ensam i kväll? Det är han också.',
          'Män nära dig som gärna vill ha ett bra samtal i kväll.',
        ],
      }),
    },
  },
};
