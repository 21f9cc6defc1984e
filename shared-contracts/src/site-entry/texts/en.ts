import type { SiteEntryTexts } from './shape';

const texts: SiteEntryTexts = {
  warning:
    'Please note: this site is for adults only (18+). Some profiles are fictional and run by staff.',
  title: 'Adults only',
  body: 'This website contains adult content and some profiles are fictional. By continuing you confirm that you are 18 or older.',
  accept: 'I am 18+, continue',
  skip: 'Later',
};
export default texts;
