/** @jest-environment node */
// The server renderer as the API runs it (decision 0124): in Node, without a DOM, with the
// swaps its Node bundle makes (scripts/rspack/create-server-config.mjs) made here by jest.
import type { ServerRenderRequest } from '@dating/shared-contracts';
import { endpoints, type CompanyInfo } from '@dating/shared-contracts/api';

jest.mock('react-itself', () => jest.requireActual('react'), { virtual: true });
jest.mock('react', () => jest.requireActual('../../platform/src/server/react-shim.cjs'));
jest.mock('react-dom/client', () => jest.requireActual('../../platform/src/server/capture-root'));
jest.mock('react-router-itself', () => jest.requireActual('react-router'), { virtual: true });
jest.mock('react-router', () => jest.requireActual('../../platform/src/server/react-router-shim'));

const COMPANY: CompanyInfo = {
  name: 'Vonk Media BV',
  address: 'Herengracht 1',
  kvk: '12345678',
  city: 'Amsterdam',
  country: 'Nederland',
  tradenames: ['Liefdevol'],
  vat_numbers: ['NL001234567B01'],
  support_phone: '020 999 99 99',
  delete_discount: 0,
  added: '2020-01-01 00:00:00',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API as the renderer gets it: no published landers, an empty page of members. */
function visitorApi() {
  const calls: string[] = [];
  const fetch = (async (input: URL | RequestInfo) => {
    const url = new URL(String(input));
    calls.push(url.pathname);
    if (url.pathname === endpoints.landers.lander.path) return json(200, { lander: null });
    if (url.pathname === endpoints.site.companyInfo.path)
      return json(200, { companyinfo: COMPANY });
    // No member a visitor may see: unknown, deleted or blocked.
    if (url.pathname === endpoints.landerMember.member.path)
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

it('draws the not-found page, as a 404, for an unknown lander and a URL no page has', async () => {
  const { render } = await import('./server');
  const lander = await render(request('/landers/no-such-lander'));
  expect(lander?.status).toBe(404);
  expect(lander?.html).toContain('Deze pagina bestaat niet');
  for (const url of ['/abc123token', '/pages/unknown']) {
    const page = await render(request(url));
    expect({ url, status: page?.status }).toEqual({ url, status: 404 });
    expect(page?.html).toContain('Deze pagina kon niet worden gevonden');
    expect(page?.head.title).toBe('Deze pagina kon niet worden gevonden');
  }
});

it('draws a member lander of a member nobody may see as a 404, still selling', async () => {
  const { render, status } = await import('./server');
  const page = await render(request('/members/999/landing'));
  expect(page?.status).toBe(404);
  expect(page?.head.title).toBe('Dit profiel is niet (meer) beschikbaar');
  expect(await status(request('/members/999/landing2'))).toBe(404);
});

it('tells the status of a page without drawing it, and nothing of a foreign route', async () => {
  const { render, status } = await import('./server');
  expect(await status(request('/abc123token'))).toBe(404);
  expect(await status(request('/landers/no-such-lander'))).toBe(404);
  expect(await status(request('/algemene-voorwaarden'))).toBe(200);
  expect(await status(request('/landers/video'))).toBe(200);
  expect(await status(request('/complaints'))).toBe(200);
  // A path none of its routes matches (another remote's page).
  expect(await status(request('/chats/12'))).toBeNull();
  expect(await render(request('/chats/12'))).toBeNull();
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
