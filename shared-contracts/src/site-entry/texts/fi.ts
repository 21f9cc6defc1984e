import type { SiteEntryTexts } from './shape';

const texts: SiteEntryTexts = {
  warning:
    'Huomio: tämä sivusto on vain aikuisille (18+). Osa profiileista on kuvitteellisia ja henkilökunnan ylläpitämiä.',
  title: 'Vain aikuisille',
  body: 'Tämä sivusto sisältää aikuisille tarkoitettua sisältöä, ja osa profiileista on kuvitteellisia. Jatkamalla vahvistat olevasi vähintään 18-vuotias.',
  accept: 'Olen täysi-ikäinen, jatka',
  skip: 'Myöhemmin',
};
export default texts;
