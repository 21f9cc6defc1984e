import type { SiteEntryTexts } from './shape';

const texts: SiteEntryTexts = {
  warning:
    'Merk: dette nettstedet er kun for voksne (18+). Noen profiler er fiktive og drives av ansatte.',
  title: 'Kun for voksne',
  body: 'Dette nettstedet har innhold for voksne, og noen profiler er fiktive. Ved å fortsette bekrefter du at du er 18 år eller eldre.',
  accept: 'Jeg er 18+, fortsett',
  skip: 'Senere',
};
export default texts;
