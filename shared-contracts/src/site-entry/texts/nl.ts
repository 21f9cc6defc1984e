import type { SiteEntryTexts } from './shape';

const texts: SiteEntryTexts = {
  warning:
    'Let op: deze site is alleen voor volwassenen (18+). Sommige profielen zijn fictief en worden beheerd door medewerkers.',
  title: 'Alleen voor volwassenen',
  body: 'Deze website bevat inhoud voor volwassenen en sommige profielen zijn fictief. Door verder te gaan bevestig je dat je 18 jaar of ouder bent.',
  accept: 'Ik ben 18+ en ga verder',
  skip: 'Later',
};
export default texts;
