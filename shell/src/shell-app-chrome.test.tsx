import { screen } from '@testing-library/react';
import type { SiteSettings } from '@dating/shared-contracts';
import { aSessionUser } from '@dating/shared-contracts/testing';
import { fakeSession, goTo, renderWithShell } from './testing/render-with-shell';
import { ShellApp } from './shell-app';

const settings = { geoip_country: 'NL', countries: ['NL'], enable_site_entry_popup: [] };

it('draws the alert header for the current route and drops it in other layouts', async () => {
  const session = fakeSession({
    user: aSessionUser(),
    settings: settings as unknown as SiteSettings,
  });
  await renderWithShell(<ShellApp />, {
    path: '/members',
    session: session.store,
  });
  expect(screen.getByRole('region', { name: 'Profielfoto ontbreekt' })).toBeInTheDocument();
  goTo('/profile');
  expect(screen.queryByRole('region', { name: 'Profielfoto ontbreekt' })).not.toBeInTheDocument();
  goTo('/landers/gallery');
  expect(screen.getByRole('note')).toHaveTextContent('alleen voor volwassenen');
});
