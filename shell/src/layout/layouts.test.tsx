import { screen } from '@testing-library/react';
import { BUILT_IN_LAYOUTS, matchRoute } from '@dating/shared-contracts';
import { PRODUCT_ROUTES } from '../testing/product-routes';
import { aSessionUser } from '@dating/shared-contracts/testing';
import { aSiteSettings, fakeSession, renderWithShell } from '../testing/render-with-shell';
import { Layout } from './layouts';

const settingsFor = (country: string | null) =>
  aSiteSettings({ geoip_country: country, countries: ['NL'], name: 'Herzlich' });

const ENTRY_WARNING = /deze site is alleen voor volwassenen/;

async function renderLayout(name: string, country: string | null, path = '/members') {
  const session = fakeSession({ user: aSessionUser(), settings: settingsFor(country) });
  await renderWithShell(
    <Layout
      frame={BUILT_IN_LAYOUTS.find((layout) => layout.name === name)}
      route={matchRoute(path, PRODUCT_ROUTES)?.route ?? null}
    >
      <p>inhoud</p>
    </Layout>,
    { path, session: session.store },
  );
}

it.each(['chat', 'lander', 'empty'] as const)(
  'shows the entry warning in the %s layout for visitors from NL and DE',
  async (name) => {
    await renderLayout(name, 'NL');
    expect(screen.getByRole('note')).toHaveTextContent(ENTRY_WARNING);
  },
);

it('shows the entry warning to German visitors too, and not to others', async () => {
  await renderLayout('chat', 'DE');
  expect(screen.getByRole('note')).toBeInTheDocument();
  document.body.innerHTML = '';
  await renderLayout('chat', 'BE');
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
});

it('draws the alert header in the default layout only', async () => {
  await renderLayout('default', 'NL');
  expect(screen.getByRole('region', { name: 'Profielfoto ontbreekt' })).toBeInTheDocument();
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
  document.body.innerHTML = '';
  await renderLayout('chat', 'NL', '/chats/4');
  expect(screen.queryByRole('region', { name: 'Profielfoto ontbreekt' })).not.toBeInTheDocument();
});

it("names the domain in the lander's logo bar, linking home", async () => {
  await renderLayout('lander', 'DE', '/landers/video');
  expect(screen.getByRole('link', { name: 'Herzlich' })).toHaveAttribute('href', '/');
});

it("gives a member the phone's tab bar in the default layout, not in the chat screen's", async () => {
  await renderLayout('default', 'BE');
  expect(await screen.findByRole('link', { name: 'Zoeken' })).toHaveAttribute('href', '/members');
  document.body.innerHTML = '';
  await renderLayout('chat', 'BE', '/chats/4');
  expect(screen.queryByRole('link', { name: 'Zoeken' })).not.toBeInTheDocument();
});

it('gives a visitor no tab bar', async () => {
  await renderWithShell(
    <Layout route={matchRoute('/members', PRODUCT_ROUTES)?.route ?? null}>
      <p>inhoud</p>
    </Layout>,
    { path: '/members', settings: settingsFor('BE') },
  );
  expect(screen.getByRole('link', { name: 'Inloggen' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Zoeken' })).not.toBeInTheDocument();
});

it('draws a layout a release declares from the same parts: here a logo bar and no footer', async () => {
  await renderWithShell(
    <Layout frame={{ name: 'studio', header: 'logo', warning: true, footer: false, fill: true }}>
      <p>inhoud</p>
    </Layout>,
    { path: '/studio', settings: settingsFor('NL') },
  );
  expect(screen.getByRole('link', { name: 'Herzlich' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('note')).toHaveTextContent(ENTRY_WARNING);
  expect(screen.getByRole('main')).toHaveAttribute('data-layout', 'studio');
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Inloggen' })).not.toBeInTheDocument();
});
