import { screen } from '@testing-library/react';
import { aSessionUser } from '@dating/shared-contracts/testing';
import { aSiteSettings, fakeSession, goTo, renderWithShell } from './testing/render-with-shell';
import { liveStatus$ } from './session/live-status';
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

it('tells a member in every layout while live updates are offline, and a visitor nothing', async () => {
  const member = fakeSession({ user: aSessionUser(), settings });
  liveStatus$.next('retrying');
  try {
    const view = await renderWithShell(<ShellApp />, { path: '/chats/1', session: member.store });
    // The chat layout: no top navigation, no alert header, and still the notice, as a status.
    const notice = await screen.findByText('Live-updates offline, opnieuw verbinden…');
    expect(screen.getAllByRole('status')).toContain(notice.closest('[role="status"]'));
    goTo('/members');
    expect(screen.getByText('Live-updates offline, opnieuw verbinden…')).toBeInTheDocument();
    view.unmount();

    const visitor = fakeSession({ user: null, settings });
    await renderWithShell(<ShellApp />, { path: '/members', session: visitor.store });
    expect(screen.queryByText('Live-updates offline, opnieuw verbinden…')).not.toBeInTheDocument();
  } finally {
    liveStatus$.next('stopped');
  }
});
