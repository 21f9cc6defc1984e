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
};
