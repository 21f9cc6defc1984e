import type { SiteEntryTexts } from './shape';

const texts: SiteEntryTexts = {
  warning:
    'Attenzione: questo sito è riservato agli adulti (18+). Alcuni profili sono fittizi e gestiti dal nostro staff.',
  title: 'Solo per adulti',
  body: 'Questo sito contiene contenuti per adulti e alcuni profili sono fittizi. Continuando confermi di avere almeno 18 anni.',
  accept: 'Ho 18+ anni, continua',
  skip: 'Più tardi',
};
export default texts;
