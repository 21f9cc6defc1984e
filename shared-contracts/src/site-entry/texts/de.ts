import type { SiteEntryTexts } from './shape';

const texts: SiteEntryTexts = {
  warning:
    'Hinweis: Diese Seite ist nur für Erwachsene (18+). Einige Profile sind fiktiv und werden von Mitarbeitern betreut.',
  title: 'Nur für Erwachsene',
  body: 'Diese Website enthält Inhalte für Erwachsene und einige Profile sind fiktiv. Wenn du fortfährst, bestätigst du, dass du mindestens 18 Jahre alt bist.',
  accept: 'Ich bin 18+ und fahre fort',
  skip: 'Später',
};
export default texts;
