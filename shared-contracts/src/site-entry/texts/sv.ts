import type { SiteEntryTexts } from './shape';

const texts: SiteEntryTexts = {
  warning:
    'Obs! Den här webbplatsen är endast för vuxna (18+). Vissa profiler är fiktiva och sköts av personal.',
  title: 'Endast för vuxna',
  body: 'Den här webbplatsen innehåller innehåll för vuxna och vissa profiler är fiktiva. Genom att fortsätta bekräftar du att du är 18 år eller äldre.',
  accept: 'Jag är 18+, fortsätt',
  skip: 'Senare',
};
export default texts;
