import type { LanderCopyByLanguage, LanderDocument } from '@dating/shared-contracts/api';
import { slugCopy } from './slug-copy';

const copy: LanderCopyByLanguage = {
  nl: {
    title: 'Vind iemand die bij je past',
    description: 'Met gedeelde interesses is dat eerste bericht zo geschreven.',
    headline: 'Vind iemand die bij je past',
    subline: 'Met gedeelde interesses is dat eerste bericht zo geschreven.',
    cta: 'Meld je gratis aan',
  },
  da: {
    title: 'Find en, der passer til dig',
    description: 'Med fælles interesser er den første besked hurtigt skrevet.',
    headline: 'Find en, der passer til dig',
    subline: 'Med fælles interesser er den første besked hurtigt skrevet.',
    cta: 'Tilmeld dig gratis',
  },
  de: {
    title: 'Finde jemanden, der zu dir passt',
    description: 'Mit gemeinsamen Interessen ist die erste Nachricht schnell geschrieben.',
    headline: 'Finde jemanden, der zu dir passt',
    subline: 'Mit gemeinsamen Interessen ist die erste Nachricht schnell geschrieben.',
    cta: 'Jetzt kostenlos registrieren',
  },
  en: {
    title: 'Find someone who suits you',
    description: 'Shared interests make that first message easy to write.',
    headline: 'Find someone who suits you',
    subline: 'Shared interests make that first message easy to write.',
    cta: 'Sign up for free',
  },
  es: {
    title: 'Encuentra a alguien que encaje contigo',
    description: 'Con intereses en común, el primer mensaje se escribe solo.',
    headline: 'Encuentra a alguien que encaje contigo',
    subline: 'Con intereses en común, el primer mensaje se escribe solo.',
    cta: 'Regístrate gratis',
  },
  fi: {
    title: 'Löydä sinulle sopiva',
    description: 'Yhteisten kiinnostuksen kohteiden ansiosta ensimmäinen viesti syntyy helposti.',
    headline: 'Löydä sinulle sopiva',
    subline: 'Yhteisten kiinnostuksen kohteiden ansiosta ensimmäinen viesti syntyy helposti.',
    cta: 'Rekisteröidy ilmaiseksi',
  },
  fr: {
    title: "Trouvez quelqu'un qui vous correspond",
    description: "Avec des centres d'intérêt communs, le premier message s'écrit tout seul.",
    headline: "Trouvez quelqu'un qui vous correspond",
    subline: "Avec des centres d'intérêt communs, le premier message s'écrit tout seul.",
    cta: 'Inscrivez-vous gratuitement',
  },
  it: {
    title: 'Trova chi fa per te',
    description: 'Con interessi in comune, il primo messaggio si scrive da solo.',
    headline: 'Trova chi fa per te',
    subline: 'Con interessi in comune, il primo messaggio si scrive da solo.',
    cta: 'Iscriviti gratis',
  },
  nb: {
    title: 'Finn noen som passer deg',
    description: 'Med felles interesser er den første meldingen fort skrevet.',
    headline: 'Finn noen som passer deg',
    subline: 'Med felles interesser er den første meldingen fort skrevet.',
    cta: 'Registrer deg gratis',
  },
  pl: {
    title: 'Znajdź kogoś, kto do Ciebie pasuje',
    description: 'Dzięki wspólnym zainteresowaniom pierwsza wiadomość pisze się sama.',
    headline: 'Znajdź kogoś, kto do Ciebie pasuje',
    subline: 'Dzięki wspólnym zainteresowaniom pierwsza wiadomość pisze się sama.',
    cta: 'Zarejestruj się za darmo',
  },
  sv: {
    title: 'Hitta någon som passar dig',
    description: 'Med gemensamma intressen är det första meddelandet snabbt skrivet.',
    headline: 'Hitta någon som passar dig',
    subline: 'Med gemensamma intressen är det första meddelandet snabbt skrivet.',
    cta: 'Registrera dig gratis',
  },
};

/** /landers/iconslanding: the built-in document of this design (decision 0123). */
export const iconslanding: LanderDocument = {
  name: 'iconslanding',
  theme: 'light',
  blocks: [{ type: 'interest-icons' }, { type: 'signup-band' }],
  copy,
  slugs: {
    sportief: {
      copy: slugCopy(copy, {
        nl: [
          'Sportieve singles',
          'Van hardlopen tot zeilen: vind iemand die net zo graag in beweging is als jij.',
        ],
        da: [
          'Sportslige singler',
          'Fra løb til sejlads: find en, der er lige så glad for at røre sig som dig.',
        ],
        de: [
          'Sportliche Singles',
          'Vom Laufen bis zum Segeln: Finde jemanden, der sich so gern bewegt wie du.',
        ],
        en: [
          'Sporty singles',
          'From running to sailing: find someone who loves to move as much as you do.',
        ],
        es: [
          'Solteros deportistas',
          'Del running a la vela: encuentra a alguien a quien le guste moverse tanto como a ti.',
        ],
        fi: [
          'Urheilulliset sinkut',
          'Juoksusta purjehdukseen: löydä joku, joka liikkuu yhtä mielellään kuin sinä.',
        ],
        fr: [
          'Célibataires sportifs',
          'De la course à la voile : trouvez quelqu’un qui aime bouger autant que vous.',
        ],
        it: [
          'Single sportivi',
          'Dalla corsa alla vela: trova qualcuno a cui piace muoversi quanto a te.',
        ],
        nb: [
          'Sporty singler',
          'Fra løping til seiling: finn noen som liker å være i bevegelse like mye som deg.',
        ],
        pl: [
          'Wysportowani single',
          'Od biegania po żeglowanie: znajdź kogoś, kto lubi ruch tak jak Ty.',
        ],
        sv: [
          'Sportiga singlar',
          'Från löpning till segling: hitta någon som gillar att röra på sig lika mycket som du.',
        ],
      }),
    },
  },
};
