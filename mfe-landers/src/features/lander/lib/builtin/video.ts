import type { LanderDocument } from '@dating/shared-contracts/api';

/** /landers/video: the built-in document of this design (decision 0123). */
export const video: LanderDocument = {
  name: 'video',
  theme: 'night',
  blocks: [
    {
      type: 'hero-video',
    },
    {
      type: 'gallery',
    },
    {
      type: 'signup-band',
    },
  ],
  copy: {
    nl: {
      title: 'Zien, klikken, chatten',
      description: "Ontdek leden aan de hand van hun foto's en begin meteen een gesprek.",
      headline: 'Zien, klikken, chatten',
      subline: "Ontdek leden aan de hand van hun foto's en begin meteen een gesprek.",
      cta: 'Meld je gratis aan',
    },
    da: {
      title: 'Se, klik, chat',
      description: 'Opdag medlemmer gennem deres billeder, og start en samtale med det samme.',
      headline: 'Se, klik, chat',
      subline: 'Opdag medlemmer gennem deres billeder, og start en samtale med det samme.',
      cta: 'Tilmeld dig gratis',
    },
    de: {
      title: 'Sehen, klicken, chatten',
      description: 'Entdecke Mitglieder anhand ihrer Fotos und starte sofort ein Gespräch.',
      headline: 'Sehen, klicken, chatten',
      subline: 'Entdecke Mitglieder anhand ihrer Fotos und starte sofort ein Gespräch.',
      cta: 'Jetzt kostenlos registrieren',
    },
    en: {
      title: 'See, click, chat',
      description: 'Discover members through their photos and start a conversation right away.',
      headline: 'See, click, chat',
      subline: 'Discover members through their photos and start a conversation right away.',
      cta: 'Sign up for free',
    },
    es: {
      title: 'Mira, haz clic y chatea',
      description: 'Descubre a los miembros por sus fotos y empieza a charlar enseguida.',
      headline: 'Mira, haz clic y chatea',
      subline: 'Descubre a los miembros por sus fotos y empieza a charlar enseguida.',
      cta: 'Regístrate gratis',
    },
    fi: {
      title: 'Katso, klikkaa, chattaile',
      description: 'Tutustu jäseniin kuvien kautta ja aloita keskustelu heti.',
      headline: 'Katso, klikkaa, chattaile',
      subline: 'Tutustu jäseniin kuvien kautta ja aloita keskustelu heti.',
      cta: 'Rekisteröidy ilmaiseksi',
    },
    fr: {
      title: 'Voir, cliquer, discuter',
      description:
        'Découvrez les membres à travers leurs photos et lancez tout de suite la conversation.',
      headline: 'Voir, cliquer, discuter',
      subline:
        'Découvrez les membres à travers leurs photos et lancez tout de suite la conversation.',
      cta: 'Inscrivez-vous gratuitement',
    },
    it: {
      title: 'Guarda, clicca, chatta',
      description: 'Scopri i membri attraverso le loro foto e inizia subito una conversazione.',
      headline: 'Guarda, clicca, chatta',
      subline: 'Scopri i membri attraverso le loro foto e inizia subito una conversazione.',
      cta: 'Iscriviti gratis',
    },
    nb: {
      title: 'Se, klikk, chat',
      description: 'Oppdag medlemmer gjennom bildene deres og start en samtale med en gang.',
      headline: 'Se, klikk, chat',
      subline: 'Oppdag medlemmer gjennom bildene deres og start en samtale med en gang.',
      cta: 'Registrer deg gratis',
    },
    pl: {
      title: 'Zobacz, kliknij, czatuj',
      description: 'Poznawaj użytkowników po zdjęciach i od razu zacznij rozmowę.',
      headline: 'Zobacz, kliknij, czatuj',
      subline: 'Poznawaj użytkowników po zdjęciach i od razu zacznij rozmowę.',
      cta: 'Zarejestruj się za darmo',
    },
    sv: {
      title: 'Se, klicka, chatta',
      description: 'Upptäck medlemmar genom deras bilder och starta en konversation direkt.',
      headline: 'Se, klicka, chatta',
      subline: 'Upptäck medlemmar genom deras bilder och starta en konversation direkt.',
      cta: 'Registrera dig gratis',
    },
  },
  slugs: {
    vrouwen: {
      audience: { gender: 'female' },
      copy: {
        nl: {
          title: 'Ontmoet vrouwen bij jou in de buurt',
          description: "Bekijk hun foto's en begin meteen een gesprek.",
          headline: 'Ontmoet vrouwen bij jou in de buurt',
          subline: "Bekijk hun foto's en begin meteen een gesprek.",
          cta: 'Meld je gratis aan',
        },
        da: {
          title: 'Mød kvinder i nærheden',
          description: 'Se deres billeder, og start en samtale med det samme.',
          headline: 'Mød kvinder i nærheden',
          subline: 'Se deres billeder, og start en samtale med det samme.',
          cta: 'Tilmeld dig gratis',
        },
        de: {
          title: 'Triff Frauen in deiner Nähe',
          description: 'Sieh dir ihre Fotos an und starte sofort ein Gespräch.',
          headline: 'Triff Frauen in deiner Nähe',
          subline: 'Sieh dir ihre Fotos an und starte sofort ein Gespräch.',
          cta: 'Jetzt kostenlos registrieren',
        },
        en: {
          title: 'Meet women near you',
          description: 'See their photos and start a conversation right away.',
          headline: 'Meet women near you',
          subline: 'See their photos and start a conversation right away.',
          cta: 'Sign up for free',
        },
        es: {
          title: 'Conoce a mujeres cerca de ti',
          description: 'Mira sus fotos y empieza a charlar enseguida.',
          headline: 'Conoce a mujeres cerca de ti',
          subline: 'Mira sus fotos y empieza a charlar enseguida.',
          cta: 'Regístrate gratis',
        },
        fi: {
          title: 'Tapaa naisia läheltäsi',
          description: 'Katso heidän kuviaan ja aloita keskustelu heti.',
          headline: 'Tapaa naisia läheltäsi',
          subline: 'Katso heidän kuviaan ja aloita keskustelu heti.',
          cta: 'Rekisteröidy ilmaiseksi',
        },
        fr: {
          title: 'Rencontrez des femmes près de chez vous',
          description: 'Découvrez leurs photos et lancez tout de suite la conversation.',
          headline: 'Rencontrez des femmes près de chez vous',
          subline: 'Découvrez leurs photos et lancez tout de suite la conversation.',
          cta: 'Inscrivez-vous gratuitement',
        },
        it: {
          title: 'Incontra donne vicino a te',
          description: 'Guarda le loro foto e inizia subito una conversazione.',
          headline: 'Incontra donne vicino a te',
          subline: 'Guarda le loro foto e inizia subito una conversazione.',
          cta: 'Iscriviti gratis',
        },
        nb: {
          title: 'Møt kvinner i nærheten',
          description: 'Se bildene deres og start en samtale med en gang.',
          headline: 'Møt kvinner i nærheten',
          subline: 'Se bildene deres og start en samtale med en gang.',
          cta: 'Registrer deg gratis',
        },
        pl: {
          title: 'Poznaj kobiety w Twojej okolicy',
          description: 'Zobacz ich zdjęcia i od razu zacznij rozmowę.',
          headline: 'Poznaj kobiety w Twojej okolicy',
          subline: 'Zobacz ich zdjęcia i od razu zacznij rozmowę.',
          cta: 'Zarejestruj się za darmo',
        },
        sv: {
          title: 'Träffa kvinnor nära dig',
          description: 'Se deras bilder och starta en konversation direkt.',
          headline: 'Träffa kvinnor nära dig',
          subline: 'Se deras bilder och starta en konversation direkt.',
          cta: 'Registrera dig gratis',
        },
      },
    },
  },
};
