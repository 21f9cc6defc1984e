import type { SiteEntryTexts } from './shape';

const texts: SiteEntryTexts = {
  warning:
    'Aviso: este sitio es solo para adultos (18+). Algunos perfiles son ficticios y los gestiona nuestro equipo.',
  title: 'Solo para adultos',
  body: 'Este sitio web tiene contenido para adultos y algunos perfiles son ficticios. Al continuar, confirmas que tienes 18 años o más.',
  accept: 'Tengo 18+, continuar',
  skip: 'Más tarde',
};
export default texts;
