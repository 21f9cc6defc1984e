import type { SiteEntryTexts } from './shape';

const texts: SiteEntryTexts = {
  warning:
    'Attention : ce site est réservé aux adultes (18+). Certains profils sont fictifs et gérés par notre équipe.',
  title: 'Réservé aux adultes',
  body: 'Ce site contient du contenu pour adultes et certains profils sont fictifs. En continuant, tu confirmes avoir 18 ans ou plus.',
  accept: "J'ai 18 ans ou plus, continuer",
  skip: 'Plus tard',
};
export default texts;
