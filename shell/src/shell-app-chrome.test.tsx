import { screen } from '@testing-library/react';
import { aSessionUser } from '@dating/shared-contracts/testing';
import { aSiteSettings, fakeSession, goTo, renderWithShell } from './testing/render-with-shell';
import { ShellApp } from './shell-app';

const settings = aSiteSettings({ geoip_country: 'NL', countries: ['NL'] });

it('draws the alert header for the current route and drops it in other layouts', async () => {
  const session = fakeSession({
    user: aSessionUser(),
    settings,
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
