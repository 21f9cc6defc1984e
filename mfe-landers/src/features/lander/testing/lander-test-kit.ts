import { mountRemote } from '@dating/platform/testing';
import { anApiError, answer, type EndpointStub } from '@dating/shared-contracts/testing';
import { endpoints, type ProfileCard, type SearchResponse } from '@dating/shared-contracts/api';
import * as app from '../../../app';

const NAMES = [
  'Sanne',
  'Lotte',
  'Emma',
  'Noor',
  'Julia',
  'Fleur',
  'Anna',
  'Sophie',
  'Eva',
  'Lisa',
  'Tess',
];

/** A member as the search lists them, the n-th of a page. */
export const aMember = (n: number): ProfileCard => ({
  id: String(100 + n),
  name: NAMES[n % NAMES.length]!,
  age: 25 + n,
  gender: 'female',
  city: n % 3 === 2 ? null : ['Utrecht', 'Gent'][n % 2]!,
  region: null,
  country: 'NL',
  main_image: { url: `/media/p/${n}.jpg`, thumb_url: `/media/p/${n}_t.jpg` },
});

/** A page of the search with `count` members. */
export const searchAnswer = (count: number): SearchResponse => ({
  profiles: Array.from({ length: count }, (_, n) => aMember(n)),
  count,
  page: 1,
  per_page: count,
  pages: 1,
  similar: [],
  similar_count: 0,
});

/** The built-in variants: nothing of theirs is published. */
export const notPublished = answer(endpoints.landers.lander, () => ({ lander: null }));

export const searchFinds = (count: number) =>
  answer(endpoints.members.search, async () => searchAnswer(count));

export const searchFails = answer(endpoints.members.search, () =>
  Promise.reject(anApiError(503, 'unavailable')),
);

/** The lander remote at `path`, as a visitor sees it. */
export const mountLander = (path: string, api: readonly EndpointStub[]) =>
  mountRemote(app, { remote: 'mfe-landers', path, api: [notPublished, ...api] });

/**
 * The browser's answer to "prefers-reduced-motion" (jsdom has no matchMedia); undone by the
 * returned function.
 */
export function preferReducedMotion(reduce: boolean) {
  const query = (media: string) =>
    ({
      media,
      matches: reduce && media.includes('prefers-reduced-motion: reduce'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: query });
  return () => Reflect.deleteProperty(window, 'matchMedia');
}
