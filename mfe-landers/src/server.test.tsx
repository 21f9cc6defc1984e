/** @jest-environment node */
// The server renderer as the API runs it (decision 0124): in Node, without a DOM, with the
// swaps its Node bundle makes (scripts/rspack/create-server-config.mjs) made here by jest.
import type { ServerRenderRequest } from '@dating/shared-contracts';
import { endpoints } from '@dating/shared-contracts/api';

jest.mock('react-itself', () => jest.requireActual('react'), { virtual: true });
jest.mock('react', () => jest.requireActual('../../platform/src/server/react-shim.cjs'));
jest.mock('react-dom/client', () => jest.requireActual('../../platform/src/server/capture-root'));
jest.mock('react-router-itself', () => jest.requireActual('react-router'), { virtual: true });
jest.mock('react-router', () => jest.requireActual('../../platform/src/server/react-router-shim'));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API as the renderer gets it: no published landers, an empty page of members. */
function visitorApi() {
  const calls: string[] = [];
  const fetch = (async (input: URL | RequestInfo) => {
    const url = new URL(String(input));
    calls.push(url.pathname);
    if (url.pathname === endpoints.landers.lander.path)
      return json(404, { statusCode: 404, code: 'not_found', messageKey: 'not_found' });
    return json(200, { profiles: [], total: 0, page: 1, per_page: 12 });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const request = (url: string, locale: ServerRenderRequest['locale'] = 'nl') => ({
  url,
  origin: 'https://liefdevol.nl',
  assetBase: '/remotes/mfe-landers/9.9.9/',
  locale,
  settings: null,
  ...visitorApi(),
});

it('draws a built-in lander: its headline, its call to action with the traffic source, its CSS', async () => {
  const { render } = await import('./server');
  const result = await render(request('/landers/video?network=n1&sub1=a'));
  expect(result?.html).toContain('<h1>Zien, klikken, chatten</h1>');
  expect(result?.html).toContain('href="/signup?network=n1&amp;sub1=a"');
  expect(result?.head.title).toBe('Zien, klikken, chatten');
  expect(result?.css.key).toBe('landers');
  // Every class the HTML uses has its rule in the critical CSS.
  const classes = [...(result?.html.matchAll(/class="landers-(\w+)"/g) ?? [])].map((m) => m[1]);
  expect(classes.length).toBeGreaterThan(0);
  for (const id of classes) {
    expect(result?.css.ids).toContain(id);
    expect(result?.css.text).toContain(`.landers-${id}{`);
  }
  // The browser's cache gets the document it drew, under the key its hook reads.
  expect(result?.queries.map((query) => query.queryKey[1])).toContain('/api/lander.php');
});

it('draws each render on its own: a second page in another language gets its own CSS', async () => {
  const { render } = await import('./server');
  await render(request('/landers/video'));
  const german = await render(request('/landers/video', 'de'));
  expect(german?.html).toContain('<h1>Sehen, klicken, chatten</h1>');
  expect(german?.css.text).toContain('.landers-');
});

it('leaves an unknown lander and a foreign route to the browser', async () => {
  const { render } = await import('./server');
  expect(await render(request('/landers/no-such-lander'))).toBeNull();
  expect(await render(request('/members'))).toBeNull();
});

it('lists the built-in landers and the static pages for the sitemap', async () => {
  const { sitemap } = await import('./server');
  const paths = await sitemap(request('/'));
  expect(paths).toEqual(expect.arrayContaining(['/landers/video', '/pages/terms', '/complaints']));
});

it('draws the complaints form, whose screen is a lazy chunk, with its texts', async () => {
  const { render } = await import('./server');
  const result = await render(request('/complaints?profile=12'));
  expect(result?.html).toContain('<h1>Iets melden</h1>');
  expect(result?.html).not.toContain('aria-busy="true"');
  expect(result?.head.title).toBe('Iets melden');
});
