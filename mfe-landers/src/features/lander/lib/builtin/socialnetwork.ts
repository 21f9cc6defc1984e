import type { LanderDocument } from '@dating/shared-contracts/api';

/** /landers/socialnetwork: the built-in document of this design (decision 0123). */
export const socialnetwork: LanderDocument = {
  name: 'socialnetwork',
  theme: 'social',
  blocks: [
    {
      type: 'feed',
    },
    {
      type: 'signup-band',
    },
  ],
  copy: {
    nl: {
      title: 'Maak nieuwe connecties',
      description: 'Chat, like en leer elkaar kennen in een vertrouwde omgeving.',
      headline: 'Maak nieuwe connecties',
      subline: 'Chat, like en leer elkaar kennen in een vertrouwde omgeving.',
      cta: 'Meld je gratis aan',
    },
    da: {
      title: 'Skab nye forbindelser',
      description: 'Chat, like og lær hinanden at kende i trygge rammer.',
      headline: 'Skab nye forbindelser',
      subline: 'Chat, like og lær hinanden at kende i trygge rammer.',
      cta: 'Tilmeld dig gratis',
    },
    de: {
      title: 'Knüpfe neue Kontakte',
      description: 'Chatte, like und lernt euch in einer vertrauten Umgebung kennen.',
      headline: 'Knüpfe neue Kontakte',
      subline: 'Chatte, like und lernt euch in einer vertrauten Umgebung kennen.',
      cta: 'Jetzt kostenlos registrieren',
    },
    en: {
      title: 'Make new connections',
      description: 'Chat, like and get to know each other in a trusted place.',
      headline: 'Make new connections',
      subline: 'Chat, like and get to know each other in a trusted place.',
      cta: 'Sign up for free',
    },
    es: {
      title: 'Haz nuevas conexiones',
      description: 'Chatea, da likes y conoceos en un entorno de confianza.',
      headline: 'Haz nuevas conexiones',
      subline: 'Chatea, da likes y conoceos en un entorno de confianza.',
      cta: 'Regístrate gratis',
    },
    fi: {
      title: 'Solmi uusia tuttavuuksia',
      description: 'Chattaile, tykkää ja tutustukaa toisiinne turvallisessa ympäristössä.',
      headline: 'Solmi uusia tuttavuuksia',
      subline: 'Chattaile, tykkää ja tutustukaa toisiinne turvallisessa ympäristössä.',
      cta: 'Rekisteröidy ilmaiseksi',
    },
    fr: {
      title: 'Créez de nouveaux liens',
      description: 'Discutez, likez et apprenez à vous connaître dans un cadre de confiance.',
      headline: 'Créez de nouveaux liens',
      subline: 'Discutez, likez et apprenez à vous connaître dans un cadre de confiance.',
      cta: 'Inscrivez-vous gratuitement',
    },
    it: {
      title: 'Crea nuove connessioni',
      description: 'Chatta, metti like e conoscetevi in un ambiente di fiducia.',
      headline: 'Crea nuove connessioni',
      subline: 'Chatta, metti like e conoscetevi in un ambiente di fiducia.',
      cta: 'Iscriviti gratis',
    },
    nb: {
      title: 'Knytt nye bånd',
      description: 'Chat, lik og bli kjent med hverandre i trygge omgivelser.',
      headline: 'Knytt nye bånd',
      subline: 'Chat, lik og bli kjent med hverandre i trygge omgivelser.',
      cta: 'Registrer deg gratis',
    },
    pl: {
      title: 'Nawiązuj nowe znajomości',
      description: 'Czatuj, lajkuj i poznawajcie się w zaufanym miejscu.',
      headline: 'Nawiązuj nowe znajomości',
      subline: 'Czatuj, lajkuj i poznawajcie się w zaufanym miejscu.',
      cta: 'Zarejestruj się za darmo',
    },
    sv: {
      title: 'Skapa nya kontakter',
      description: 'Chatta, gilla och lär känna varandra i en trygg miljö.',
      headline: 'Skapa nya kontakter',
      subline: 'Chatta, gilla och lär känna varandra i en trygg miljö.',
      cta: 'Registrera dig gratis',
    },
  },
  slugs: {
    '50plus': {
      audience: { min_age: 50 },
      copy: {
        nl: {
          title: 'Nieuwe connecties na je 50e',
          description: 'Chat en leer leeftijdsgenoten kennen in een vertrouwde omgeving.',
          headline: 'Nieuwe connecties na je 50e',
          subline: 'Chat en leer leeftijdsgenoten kennen in een vertrouwde omgeving.',
          cta: 'Meld je gratis aan',
        },
        da: {
          title: 'Nye forbindelser efter de 50',
          description: 'Chat og lær jævnaldrende at kende i trygge rammer.',
          headline: 'Nye forbindelser efter de 50',
          subline: 'Chat og lær jævnaldrende at kende i trygge rammer.',
          cta: 'Tilmeld dig gratis',
        },
        de: {
          title: 'Neue Kontakte ab 50',
          description: 'Chatte und lerne Gleichaltrige in einer vertrauten Umgebung kennen.',
          headline: 'Neue Kontakte ab 50',
          subline: 'Chatte und lerne Gleichaltrige in einer vertrauten Umgebung kennen.',
          cta: 'Jetzt kostenlos registrieren',
        },
        en: {
          title: 'New connections after 50',
          description: 'Chat and get to know people your age in a trusted place.',
          headline: 'New connections after 50',
          subline: 'Chat and get to know people your age in a trusted place.',
          cta: 'Sign up for free',
        },
        es: {
          title: 'Nuevas conexiones a partir de los 50',
          description: 'Chatea y conoce a gente de tu edad en un entorno de confianza.',
          headline: 'Nuevas conexiones a partir de los 50',
          subline: 'Chatea y conoce a gente de tu edad en un entorno de confianza.',
          cta: 'Regístrate gratis',
        },
        fi: {
          title: 'Uusia tuttavuuksia yli 50-vuotiaille',
          description: 'Chattaile ja tutustu ikätovereihisi turvallisessa ympäristössä.',
          headline: 'Uusia tuttavuuksia yli 50-vuotiaille',
          subline: 'Chattaile ja tutustu ikätovereihisi turvallisessa ympäristössä.',
          cta: 'Rekisteröidy ilmaiseksi',
        },
        fr: {
          title: 'De nouveaux liens après 50 ans',
          description:
            'Discutez et faites connaissance avec des personnes de votre âge dans un cadre de confiance.',
          headline: 'De nouveaux liens après 50 ans',
          subline:
            'Discutez et faites connaissance avec des personnes de votre âge dans un cadre de confiance.',
          cta: 'Inscrivez-vous gratuitement',
        },
        it: {
          title: 'Nuove connessioni dopo i 50',
          description: 'Chatta e conosci persone della tua età in un ambiente di fiducia.',
          headline: 'Nuove connessioni dopo i 50',
          subline: 'Chatta e conosci persone della tua età in un ambiente di fiducia.',
          cta: 'Iscriviti gratis',
        },
        nb: {
          title: 'Nye bånd etter fylte 50',
          description: 'Chat og bli kjent med jevnaldrende i trygge omgivelser.',
          headline: 'Nye bånd etter fylte 50',
          subline: 'Chat og bli kjent med jevnaldrende i trygge omgivelser.',
          cta: 'Registrer deg gratis',
        },
        pl: {
          title: 'Nowe znajomości po pięćdziesiątce',
          description: 'Czatuj i poznawaj rówieśników w zaufanym miejscu.',
          headline: 'Nowe znajomości po pięćdziesiątce',
          subline: 'Czatuj i poznawaj rówieśników w zaufanym miejscu.',
          cta: 'Zarejestruj się za darmo',
        },
        sv: {
          title: 'Nya kontakter efter 50',
          description: 'Chatta och lär känna jämnåriga i en trygg miljö.',
          headline: 'Nya kontakter efter 50',
          subline: 'Chatta och lär känna jämnåriga i en trygg miljö.',
          cta: 'Registrera dig gratis',
        },
      },
    },
  },
};
