import type { LanderCopyByLanguage, LanderDocument } from '@dating/shared-contracts/api';
import { slugCopy } from './slug-copy';

const copy: LanderCopyByLanguage = {
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
};

/** /landers/maplanding: the built-in document of this design (decision 0123). */
export const maplanding: LanderDocument = {
  name: 'maplanding',
  theme: 'light',
  blocks: [{ type: 'region-map' }, { type: 'signup-band' }],
  copy,
  slugs: {
    belgie: {
      audience: { country: 'BE' },
      copy: slugCopy(copy, {
        nl: [
          'Singles in heel België',
          'Van Antwerpen tot Luik: zie hoeveel leden er in jouw provincie wonen.',
        ],
        da: [
          'Singler i hele Belgien',
          'Fra Antwerpen til Liège: se, hvor mange medlemmer der bor i din provins.',
        ],
        de: [
          'Singles in ganz Belgien',
          'Von Antwerpen bis Lüttich: Sieh, wie viele Mitglieder in deiner Provinz wohnen.',
        ],
        en: [
          'Singles all over Belgium',
          'From Antwerp to Liège: see how many members live in your province.',
        ],
        es: [
          'Solteros en toda Bélgica',
          'De Amberes a Lieja: mira cuántos miembros viven en tu provincia.',
        ],
        fi: [
          'Sinkkuja koko Belgiassa',
          'Antwerpenista Liègeen: katso, montako jäsentä maakunnassasi asuu.',
        ],
        fr: [
          'Des célibataires dans toute la Belgique',
          "D'Anvers à Liège : voyez combien de membres vivent dans votre province.",
        ],
        it: [
          'Single in tutto il Belgio',
          'Da Anversa a Liegi: guarda quanti iscritti vivono nella tua provincia.',
        ],
        nb: [
          'Singler i hele Belgia',
          'Fra Antwerpen til Liège: se hvor mange medlemmer som bor i din provins.',
        ],
        pl: [
          'Single w całej Belgii',
          'Od Antwerpii po Liège: zobacz, ilu członków mieszka w Twojej prowincji.',
        ],
        sv: [
          'Singlar i hela Belgien',
          'Från Antwerpen till Liège: se hur många medlemmar som bor i din provins.',
        ],
      }),
    },
    deutschland: {
      audience: { country: 'DE' },
      copy: slugCopy(copy, {
        nl: [
          'Singles in heel Duitsland',
          'Van Hamburg tot München: zie hoeveel leden er in jouw deelstaat wonen.',
        ],
        da: [
          'Singler i hele Tyskland',
          'Fra Hamborg til München: se, hvor mange medlemmer der bor i din delstat.',
        ],
        de: [
          'Singles in ganz Deutschland',
          'Von Hamburg bis München: Sieh, wie viele Mitglieder in deinem Bundesland wohnen.',
        ],
        en: [
          'Singles all over Germany',
          'From Hamburg to Munich: see how many members live in your state.',
        ],
        es: [
          'Solteros en toda Alemania',
          'De Hamburgo a Múnich: mira cuántos miembros viven en tu estado federado.',
        ],
        fi: [
          'Sinkkuja koko Saksassa',
          'Hampurista Müncheniin: katso, montako jäsentä osavaltiossasi asuu.',
        ],
        fr: [
          'Des célibataires dans toute l’Allemagne',
          'De Hambourg à Munich : voyez combien de membres vivent dans votre Land.',
        ],
        it: [
          'Single in tutta la Germania',
          'Da Amburgo a Monaco: guarda quanti iscritti vivono nel tuo Land.',
        ],
        nb: [
          'Singler i hele Tyskland',
          'Fra Hamburg til München: se hvor mange medlemmer som bor i din delstat.',
        ],
        pl: [
          'Single w całych Niemczech',
          'Od Hamburga po Monachium: zobacz, ilu członków mieszka w Twoim kraju związkowym.',
        ],
        sv: [
          'Singlar i hela Tyskland',
          'Från Hamburg till München: se hur många medlemmar som bor i din delstat.',
        ],
      }),
    },
  },
};
