import type { LanderDocument } from '@dating/shared-contracts/api';

/** /landers/maplanding: the built-in document of this design (decision 0123). */
export const maplanding: LanderDocument = {
  name: 'maplanding',
  theme: 'light',
  blocks: [
    {
      type: 'hero',
    },
    {
      type: 'region-map',
    },
    {
      type: 'signup-band',
    },
  ],
  copy: {
    nl: {
      title: 'Singles bij jou in de buurt',
      description: 'Ontmoet mensen uit je eigen regio, gewoon dicht bij huis.',
      headline: 'Singles bij jou in de buurt',
      subline: 'Ontmoet mensen uit je eigen regio, gewoon dicht bij huis.',
      cta: 'Meld je gratis aan',
    },
    da: {
      title: 'Singler i nærheden',
      description: 'Mød mennesker fra dit eget område, tæt på hvor du bor.',
      headline: 'Singler i nærheden',
      subline: 'Mød mennesker fra dit eget område, tæt på hvor du bor.',
      cta: 'Tilmeld dig gratis',
    },
    de: {
      title: 'Singles in deiner Nähe',
      description: 'Lerne Menschen aus deiner Region kennen – ganz nah bei dir.',
      headline: 'Singles in deiner Nähe',
      subline: 'Lerne Menschen aus deiner Region kennen – ganz nah bei dir.',
      cta: 'Jetzt kostenlos registrieren',
    },
    en: {
      title: 'Singles near you',
      description: 'Meet people from your own area, close to home.',
      headline: 'Singles near you',
      subline: 'Meet people from your own area, close to home.',
      cta: 'Sign up for free',
    },
    es: {
      title: 'Solteros cerca de ti',
      description: 'Conoce a gente de tu zona, muy cerca de casa.',
      headline: 'Solteros cerca de ti',
      subline: 'Conoce a gente de tu zona, muy cerca de casa.',
      cta: 'Regístrate gratis',
    },
    fi: {
      title: 'Sinkkuja läheltäsi',
      description: 'Tapaa ihmisiä omalta alueeltasi, lähellä kotia.',
      headline: 'Sinkkuja läheltäsi',
      subline: 'Tapaa ihmisiä omalta alueeltasi, lähellä kotia.',
      cta: 'Rekisteröidy ilmaiseksi',
    },
    fr: {
      title: 'Des célibataires près de chez vous',
      description: 'Rencontrez des gens de votre région, tout près de chez vous.',
      headline: 'Des célibataires près de chez vous',
      subline: 'Rencontrez des gens de votre région, tout près de chez vous.',
      cta: 'Inscrivez-vous gratuitement',
    },
    it: {
      title: 'Single vicino a te',
      description: 'Incontra persone della tua zona, a due passi da casa.',
      headline: 'Single vicino a te',
      subline: 'Incontra persone della tua zona, a due passi da casa.',
      cta: 'Iscriviti gratis',
    },
    nb: {
      title: 'Singler i nærheten',
      description: 'Møt folk fra ditt eget område, nær der du bor.',
      headline: 'Singler i nærheten',
      subline: 'Møt folk fra ditt eget område, nær der du bor.',
      cta: 'Registrer deg gratis',
    },
    pl: {
      title: 'Single w Twojej okolicy',
      description: 'Poznaj ludzi z Twojego regionu, blisko domu.',
      headline: 'Single w Twojej okolicy',
      subline: 'Poznaj ludzi z Twojego regionu, blisko domu.',
      cta: 'Zarejestruj się za darmo',
    },
    sv: {
      title: 'Singlar nära dig',
      description: 'Träffa människor från din egen region, nära hemma.',
      headline: 'Singlar nära dig',
      subline: 'Träffa människor från din egen region, nära hemma.',
      cta: 'Registrera dig gratis',
    },
  },
};
