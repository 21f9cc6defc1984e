import type { SiteEntryTexts } from './shape';

const texts: SiteEntryTexts = {
  warning:
    'Uwaga: ta strona jest przeznaczona wyłącznie dla dorosłych (18+). Niektóre profile są fikcyjne i prowadzone przez pracowników.',
  title: 'Tylko dla dorosłych',
  body: 'Ta strona zawiera treści dla dorosłych, a niektóre profile są fikcyjne. Kontynuując, potwierdzasz, że masz ukończone 18 lat.',
  accept: 'Mam 18+ lat, dalej',
  skip: 'Później',
};
export default texts;
