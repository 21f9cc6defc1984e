/** @jest-environment node */
// The server renderer as the API runs it (decision 0124): in Node, without a DOM, with the
// swaps its Node bundle makes (scripts/rspack/create-server-config.mjs) made here by jest.
import type { ServerRenderRequest, SiteSettings } from '@dating/shared-contracts';
import { endpoints } from '@dating/shared-contracts/api';
import { aCard, aPage, aSiteSettings } from './features/member-search/test-fixtures';

jest.mock('react-itself', () => jest.requireActual('react'), { virtual: true });
jest.mock('react', () => jest.requireActual('../../platform/src/server/react-shim.cjs'));
jest.mock('react-dom/client', () => jest.requireActual('../../platform/src/server/capture-root'));
jest.mock('react-router-itself', () => jest.requireActual('react-router'), { virtual: true });
jest.mock('react-router', () => jest.requireActual('../../platform/src/server/react-router-shim'));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API as the renderer gets it: a page of members. */
function visitorApi() {
  const calls: URL[] = [];
  const fetch = (async (input: URL | RequestInfo) => {
    const url = new URL(String(input));
    calls.push(url);
    if (url.pathname !== endpoints.members.search.path) return json(404, {});
    return json(200, aPage(1, { profiles: [aCard(8), aCard(9), aCard(7, { main_image: null })] }));
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const request = (url: string, settings: SiteSettings | null = aSiteSettings()) => ({
  url,
  origin: 'https://liefdevol.nl',
  assetBase: '/remotes/mfe-members/9.9.9/',
  locale: 'nl' as ServerRenderRequest['locale'],
  settings,
  ...visitorApi(),
});

it("draws a visitor's home: the site, the sign-up, the newest members with their CSS", async () => {
  const { render } = await import('./server');
  const visit = request('/');
  const result = await render(visit);
  expect(result?.html).toContain('<h1 id="home-title">Liefdevol</h1>');
  expect(result?.html).toContain('Gratis aanmelden</button>');
  expect(result?.html).toContain('Member 8');
  expect(result?.head).toEqual({
    title: 'Liefdevol - daten en chatten met singles uit je buurt',
    description: 'Daten en chatten met singles uit Nederland en België.',
    preloadImage: '/media/8-t.jpg',
  });
  // The first photo loads first; none of the first row waits, and each has its size.
  expect(result?.html).toMatch(
    /<img src="\/media\/8-t.jpg" alt="" fetchPriority="high" width="200" height="200"\/>/i,
  );
  expect(result?.html).not.toContain('loading="lazy"');
  const classes = [...(result?.html.matchAll(/class="members-(\w+)"/g) ?? [])].map((m) => m[1]);
  expect(classes.length).toBeGreaterThan(0);
  for (const id of classes) expect(result?.css.text).toContain(`.members-${id}{`);
  // One search, the visitor's, under the key the screen's hook reads in the browser.
  expect(visit.calls.map((url) => url.pathname)).toEqual([endpoints.members.search.path]);
  expect(visit.calls[0]?.searchParams.get('per_page')).toBe('24');
  expect(result?.queries.map((query) => query.queryKey[1])).toEqual([
    endpoints.members.search.path,
  ]);
});

it('passes the traffic source on where only a source opens the search', async () => {
  const { render } = await import('./server');
  const settings = aSiteSettings({
    logged_out_search: false,
    logged_out_search_trafficsource: true,
  });
  const withSource = request('/?network=n1', settings);
  expect((await render(withSource))?.html).toContain('Member 8');
  expect(withSource.calls[0]?.searchParams.get('network')).toBe('n1');

  const without = request('/', settings);
  const result = await render(without);
  expect(result?.html).toContain('Gratis aanmelden</button>');
  expect(result?.html).not.toContain('Member 8');
  expect(result?.head.preloadImage).toBeUndefined();
  expect(without.calls).toEqual([]);
});

it('leaves the members area to the browser and lists no pages of its own', async () => {
  const { render, sitemap } = await import('./server');
  expect(await render(request('/members'))).toBeNull();
  expect(await render(request('/likes'))).toBeNull();
  expect(await sitemap(request('/'))).toEqual([]);
});
