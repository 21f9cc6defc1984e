import type { SiteEntryTexts } from './shape';

const texts: SiteEntryTexts = {
  warning:
    'Bemærk: denne side er kun for voksne (18+). Nogle profiler er fiktive og styres af medarbejdere.',
  title: 'Kun for voksne',
  body: 'Denne hjemmeside indeholder indhold for voksne, og nogle profiler er fiktive. Ved at fortsætte bekræfter du, at du er fyldt 18 år.',
  accept: 'Jeg er 18+, fortsæt',
  skip: 'Senere',
};
export default texts;
