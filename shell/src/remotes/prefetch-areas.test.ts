import { fireEvent } from '@testing-library/react';
import type { RemoteRegistry } from '@dating/shared-contracts';
import { REST_MS, startPrefetching } from './prefetch-areas';
import { createRemoteCatalog } from './remote-catalog';

const release = (name: string, routes: object[], platform = '^1.0.0') => ({
  name,
  version: '1.0.0',
  entry: `/remotes/${name}/1.0.0/remoteEntry.js`,
  platform,
  routes,
  preload: [`/remotes/${name}/1.0.0/app.js`, `/remotes/${name}/1.0.0/chat-locale-{lang}-json.js`],
  integrity: `sha384-${name}`,
});
const REGISTRY = {
  schemaVersion: 2,
  remotes: [
    release('mfe-chat', [{ name: 'chats', path: '/chats', layout: 'chat', membersArea: true }]),
    release('mfe-members', [
      { name: 'members', path: '/members', layout: 'default', membersArea: true },
    ]),
    release('mfe-payments', [{ name: 'credits', path: '/credits', layout: 'default' }], '^9.0.0'),
  ],
} as unknown as RemoteRegistry;

const prefetched = (rel = 'prefetch') =>
  [...document.head.querySelectorAll(`link[rel="${rel}"][as="script"]`)].map((link) =>
    link.getAttribute('href'),
  );

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<a href="/chats">Berichten</a><a href="/credits">Credits</a><a href="https://elders.nl/chats">x</a>';
});

function start() {
  startPrefetching({ catalog: createRemoteCatalog(REGISTRY, '1.4.0', 0.5), locale: () => 'de' });
}

it("preloads an area's entry, module and texts in the page's language when a link to it is pointed at, once", () => {
  start();
  const link = document.querySelector('a[href="/chats"]')!;
  fireEvent.pointerOver(link);
  fireEvent.pointerOver(link);
  // Preloaded: a click may come any moment, and its requests share these.
  expect(prefetched('preload')).toEqual([
    '/remotes/mfe-chat/1.0.0/remoteEntry.js',
    '/remotes/mfe-chat/1.0.0/app.js',
    '/remotes/mfe-chat/1.0.0/chat-locale-de-json.js',
  ]);
  // The entry's script carries its integrity hash, so its preload must carry the same.
  const integrity = [...document.head.querySelectorAll('link')].map((hint) =>
    hint.getAttribute('integrity'),
  );
  expect(integrity).toEqual(['sha384-mfe-chat', null, null]);
});

it('fetches ahead on keyboard focus as well, never a release the shell cannot run or another site', () => {
  start();
  fireEvent.focusIn(document.querySelector('a[href="/credits"]')!);
  fireEvent.pointerOver(document.querySelector('a[href^="https:"]')!);
  expect(prefetched('preload')).toEqual([]);
  fireEvent.focusIn(document.querySelector('a[href="/chats"]')!);
  expect(prefetched('preload')).toHaveLength(3);
});

it("fetches the areas of the page's header and navigation once the loaded page has rested, not the footer's", () => {
  document.body.innerHTML =
    '<header><a href="/members">Zoeken</a></header><nav><a href="/chats">Berichten</a></nav>' +
    '<footer><nav><a href="/credits">Credits</a></nav></footer>';
  jest.useFakeTimers();
  try {
    start();
    jest.advanceTimersByTime(REST_MS - 1);
    expect(prefetched()).toEqual([]);
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers();
    expect(prefetched().filter((href) => href?.endsWith('remoteEntry.js'))).toEqual([
      '/remotes/mfe-members/1.0.0/remoteEntry.js',
      '/remotes/mfe-chat/1.0.0/remoteEntry.js',
    ]);
  } finally {
    jest.useRealTimers();
  }
});
