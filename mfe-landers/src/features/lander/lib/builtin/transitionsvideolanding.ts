import type { LanderDocument } from '@dating/shared-contracts/api';

/** /landers/transitionsvideolanding: the built-in document of this design (decision 0123). */
export const transitionsvideolanding: LanderDocument = {
  name: 'transitionsvideolanding',
  theme: 'night',
  blocks: [
    {
      type: 'transitions-video',
    },
    {
      type: 'signup-band',
    },
  ],
  copy: {
    nl: {
      title: 'Je volgende date begint hier',
      description: 'Meld je gratis aan en ontdek wie er op je wacht.',
      headline: 'Je volgende date begint hier',
      subline: 'Meld je gratis aan en ontdek wie er op je wacht.',
      cta: 'Meld je gratis aan',
    },
    da: {
      title: 'Din næste date starter her',
      description: 'Tilmeld dig gratis, og find ud af, hvem der venter på dig.',
      headline: 'Din næste date starter her',
      subline: 'Tilmeld dig gratis, og find ud af, hvem der venter på dig.',
      cta: 'Tilmeld dig gratis',
    },
    de: {
      title: 'Dein nächstes Date beginnt hier',
      description: 'Registriere dich kostenlos und entdecke, wer auf dich wartet.',
      headline: 'Dein nächstes Date beginnt hier',
      subline: 'Registriere dich kostenlos und entdecke, wer auf dich wartet.',
      cta: 'Jetzt kostenlos registrieren',
    },
    en: {
      title: 'Your next date starts here',
      description: "Sign up for free and find out who's waiting for you.",
      headline: 'Your next date starts here',
      subline: "Sign up for free and find out who's waiting for you.",
      cta: 'Sign up for free',
    },
    es: {
      title: 'Tu próxima cita empieza aquí',
      description: 'Regístrate gratis y descubre quién te está esperando.',
      headline: 'Tu próxima cita empieza aquí',
      subline: 'Regístrate gratis y descubre quién te está esperando.',
      cta: 'Regístrate gratis',
    },
    fi: {
      title: 'Seuraavat treffisi alkavat tästä',
      description: 'Rekisteröidy ilmaiseksi ja katso, kuka sinua odottaa.',
      headline: 'Seuraavat treffisi alkavat tästä',
      subline: 'Rekisteröidy ilmaiseksi ja katso, kuka sinua odottaa.',
      cta: 'Rekisteröidy ilmaiseksi',
    },
    fr: {
      title: 'Votre prochain rendez-vous commence ici',
      description: 'Inscrivez-vous gratuitement et découvrez qui vous attend.',
      headline: 'Votre prochain rendez-vous commence ici',
      subline: 'Inscrivez-vous gratuitement et découvrez qui vous attend.',
      cta: 'Inscrivez-vous gratuitement',
    },
    it: {
      title: 'Il tuo prossimo appuntamento inizia qui',
      description: 'Iscriviti gratis e scopri chi ti sta aspettando.',
      headline: 'Il tuo prossimo appuntamento inizia qui',
      subline: 'Iscriviti gratis e scopri chi ti sta aspettando.',
      cta: 'Iscriviti gratis',
    },
    nb: {
      title: 'Din neste date starter her',
      description: 'Registrer deg gratis og finn ut hvem som venter på deg.',
      headline: 'Din neste date starter her',
      subline: 'Registrer deg gratis og finn ut hvem som venter på deg.',
      cta: 'Registrer deg gratis',
    },
    pl: {
      title: 'Twoja następna randka zaczyna się tutaj',
      description: 'Zarejestruj się za darmo i odkryj, kto na Ciebie czeka.',
      headline: 'Twoja następna randka zaczyna się tutaj',
      subline: 'Zarejestruj się za darmo i odkryj, kto na Ciebie czeka.',
      cta: 'Zarejestruj się za darmo',
    },
    sv: {
      title: 'Din nästa dejt börjar här',
      description: 'Registrera dig gratis och upptäck vem som väntar på dig.',
      headline: 'Din nästa dejt börjar här',
      subline: 'Registrera dig gratis och upptäck vem som väntar på dig.',
      cta: 'Registrera dig gratis',
    },
  },
};
