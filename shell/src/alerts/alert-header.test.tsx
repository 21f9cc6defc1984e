import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of } from 'rxjs';
import { createEventBus, matchRoute, type SessionUser } from '@dating/shared-contracts';
import { endpoints } from '@dating/shared-contracts/api';
import { aSessionUser, answer, strictApiClient } from '@dating/shared-contracts/testing';
import { PRODUCT_ROUTES } from '../testing/product-routes';
import { createPushController } from '../push/push-controller';
import {
  A_PUBLIC_KEY,
  fakePushBrowser,
  type FakePushBrowserOptions,
} from '../push/testing/fake-push-browser';
import { useLocationPath } from '../routing/use-location-path';
import { timeBonusCountdown$ } from '../session/time-bonus-countdown';
import { AlertHeader } from './alert-header';
import { DISMISSAL_KEYS } from './dismissals';
import { fakeSession, goTo, renderWithShell } from '../testing/render-with-shell';

const routeOf = (path: string) => matchRoute(path, PRODUCT_ROUTES)?.route ?? null;

function Header() {
  return <AlertHeader route={routeOf(useLocationPath())} />;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('shows the time-bonus banner with a live countdown and a link to credits', async () => {
  const user: SessionUser = {
    ...aSessionUser('Sanne', { signup_date: '2026-01-02T09:00:00.000Z' }),
    profile: { ...aSessionUser().profile, main_image: { url: '/a.jpg', thumb_url: '/b.jpg' } },
  };
  const session = fakeSession({ user });
  await renderWithShell(<Header />, { path: '/members', session: session.store });
  jest.useFakeTimers({ now: new Date('2026-01-02T10:00:00.000Z') });
  // The API's active discount: the time bonus, to 4 hours after signup.
  const discount$ = of({
    code: 'TIMEBONUS25',
    value_percentage: 25,
    expires: '2026-01-02T13:00:00.000Z',
  });
  const subscription = timeBonusCountdown$(discount$).subscribe((state) =>
    act(() => session.timeBonus$.next(state)),
  );

  const banner = screen.getByRole('region', { name: '25% welkomstkorting' });
  expect(banner).toHaveTextContent('03:00:00');
  expect(screen.getByRole('link', { name: 'Naar credits' })).toHaveAttribute('href', '/credits');
  act(() => jest.advanceTimersByTime(1000));
  expect(banner).toHaveTextContent('02:59:59');
  act(() => jest.advanceTimersByTime(61_000));
  expect(banner).toHaveTextContent('02:58:58');

  goTo('/credits');
  expect(screen.queryByRole('region', { name: '25% welkomstkorting' })).not.toBeInTheDocument();
  subscription.unsubscribe();
});

it('hides the banner once the countdown is over', async () => {
  const session = fakeSession({
    user: aSessionUser(),
    timeBonus: { isVisible: true, hours: '00', minutes: '00', seconds: '01' },
  });
  await renderWithShell(<Header />, { path: '/chats', session: session.store });
  expect(screen.getByRole('region', { name: '25% welkomstkorting' })).toBeInTheDocument();
  act(() =>
    session.timeBonus$.next({ isVisible: false, hours: '00', minutes: '00', seconds: '00' }),
  );
  expect(screen.queryByRole('region', { name: '25% welkomstkorting' })).not.toBeInTheDocument();
});

it('reminds a pending account to activate, on the right routes only', async () => {
  const pending = aSessionUser('Sanne', { status: 'not_confirmed' });
  const session = fakeSession({
    user: { ...pending, profile: { ...pending.profile, status: 'disabled' } },
  });
  await renderWithShell(<Header />, { path: '/members', session: session.store });
  const reminder = screen.getByRole('region', { name: 'Bevestig je e-mailadres' });
  expect(reminder).toHaveTextContent('Klik op de link in de e-mail');
  expect(screen.queryByRole('button', { name: 'Sluiten' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Profielfoto ontbreekt' })).not.toBeInTheDocument();
  goTo('/notifications');
  expect(screen.queryByRole('region', { name: 'Bevestig je e-mailadres' })).not.toBeInTheDocument();
  goTo('/signup');
  expect(screen.queryByRole('region', { name: 'Bevestig je e-mailadres' })).not.toBeInTheDocument();
});

it('asks for a profile photo until dismissed, and remembers the dismissal', async () => {
  jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-01-02T10:00:00.000Z'));
  const session = fakeSession({ user: aSessionUser() });
  const view = await renderWithShell(<Header />, { path: '/members', session: session.store });
  const warning = screen.getByRole('region', { name: 'Profielfoto ontbreekt' });
  // The own profile's photo manager (#photos), not the top of the page.
  expect(screen.getByRole('link', { name: 'Foto toevoegen' })).toHaveAttribute(
    'href',
    '/profile#photos',
  );
  goTo('/profile');
  expect(screen.queryByRole('region', { name: 'Profielfoto ontbreekt' })).not.toBeInTheDocument();
  goTo('/members');

  await userEvent.click(
    screen.getByRole('region', { name: 'Profielfoto ontbreekt' }).querySelector('button')!,
  );
  expect(warning).not.toBeInTheDocument();
  expect(window.localStorage.getItem(DISMISSAL_KEYS.photo)).toBe(
    String(Date.parse('2026-01-02T10:00:00.000Z')),
  );
  view.unmount();
  await renderWithShell(<Header />, { path: '/members', session: session.store });
  expect(screen.queryByRole('region', { name: 'Profielfoto ontbreekt' })).not.toBeInTheDocument();
});

it('offers push while its state is unknown; dismissing hides it for good', async () => {
  const user = aSessionUser('Sanne', {
    profile: { ...aSessionUser().profile, main_image: { url: '/a.jpg', thumb_url: '/b.jpg' } },
  });
  const session = fakeSession({ user, pushState: 'unknown' });
  await renderWithShell(<Header />, { path: '/members', session: session.store });
  const offer = screen.getByRole('region', { name: 'Meldingen' });
  expect(offer).toHaveTextContent('zet meldingen aan op dit apparaat');
  expect(screen.getByRole('button', { name: 'Meldingen aanzetten' })).toBeInTheDocument();
  goTo('/premium');
  expect(screen.queryByRole('region', { name: 'Meldingen' })).not.toBeInTheDocument();
  goTo('/members');
  act(() => session.pushState$.next('subscribed'));
  expect(screen.queryByRole('region', { name: 'Meldingen' })).not.toBeInTheDocument();
  act(() => session.pushState$.next('unknown'));
  await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
  expect(screen.queryByRole('region', { name: 'Meldingen' })).not.toBeInTheDocument();
  expect(window.localStorage.getItem(DISMISSAL_KEYS.push)).not.toBeNull();
});

it('asks a member to read a decision about their account, with a link to their decisions', async () => {
  const user = aSessionUser('Sanne', {
    unread_decisions: 1,
    profile: { ...aSessionUser().profile, main_image: { url: '/a.jpg', thumb_url: '/b.jpg' } },
  });
  const session = fakeSession({ user });
  await renderWithShell(<Header />, { path: '/members', session: session.store });
  const alert = screen.getByRole('region', { name: 'Er is een besluit over je account' });
  expect(within(alert).getByRole('link', { name: 'Lees het besluit' })).toHaveAttribute(
    'href',
    '/decisions',
  );
  expect(within(alert).queryByRole('button', { name: 'Sluiten' })).toBeNull();
  goTo('/decisions');
  expect(
    screen.queryByRole('region', { name: 'Er is een besluit over je account' }),
  ).not.toBeInTheDocument();
});

it('warns about disabled notifications except on the settings page', async () => {
  const user = aSessionUser('Sanne', {
    notifications_disabled: ['new_messages'],
    profile: { ...aSessionUser().profile, main_image: { url: '/a.jpg', thumb_url: '/b.jpg' } },
  });
  const session = fakeSession({ user });
  await renderWithShell(<Header />, { path: '/chats', session: session.store });
  expect(screen.getByRole('region', { name: 'E-mailmeldingen staan uit' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Meldingen beheren' })).toHaveAttribute(
    'href',
    '/notifications',
  );
  goTo('/notifications');
  expect(
    screen.queryByRole('region', { name: 'E-mailmeldingen staan uit' }),
  ).not.toBeInTheDocument();
  goTo('/chats');
  await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
  expect(
    screen.queryByRole('region', { name: 'E-mailmeldingen staan uit' }),
  ).not.toBeInTheDocument();
  expect(window.localStorage.getItem(DISMISSAL_KEYS.notificationsDisabled)).not.toBeNull();
});

describe('enabling push from the offer', () => {
  const user = aSessionUser('Sanne', {
    profile: { ...aSessionUser().profile, main_image: { url: '/a.jpg', thumb_url: '/b.jpg' } },
  });

  /** The real push feature in a browser the test drives. */
  async function renderOffer(browser: FakePushBrowserOptions) {
    const fake = fakePushBrowser(browser);
    const post = jest.fn(async () => ({ ok: true as const }));
    const session = fakeSession({ user, pushState: 'unknown' });
    const push = createPushController({
      api: strictApiClient([answer(endpoints.user.loginOrPush, post)]),
      linkEndpoint: endpoints.user.loginOrPush,
      bus: createEventBus(),
      pushState$: session.pushState$,
      user$: session.user$,
      publicKey: A_PUBLIC_KEY,
      navigate: () => undefined,
      env: fake.env,
    });
    push.start();
    await renderWithShell(<Header />, { path: '/members', session: session.store, push });
    return { ...fake, post, session };
  }

  it('asks the browser, subscribes, tells the server and hides the offer', async () => {
    const { requestPermission, post, session } = await renderOffer({ answer: 'granted' });
    await userEvent.click(screen.getByRole('button', { name: 'Meldingen aanzetten' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith({
      query: { push: 1 },
      body: { subscription: expect.objectContaining({ endpoint: 'https://push.example/new' }) },
    });
    expect(session.pushState$.value).toBe('subscribed');
    expect(screen.queryByRole('region', { name: 'Meldingen' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(DISMISSAL_KEYS.push)).toBeNull();
  });

  it('a denial sets the push state and hides the offer', async () => {
    const { session, pushManager } = await renderOffer({ answer: 'denied' });
    await userEvent.click(screen.getByRole('button', { name: 'Meldingen aanzetten' }));
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(session.pushState$.value).toBe('denied');
    expect(screen.queryByRole('region', { name: 'Meldingen' })).not.toBeInTheDocument();
  });

  it('keeps the offer when the prompt was closed without an answer', async () => {
    await renderOffer({ answer: 'default' });
    await userEvent.click(screen.getByRole('button', { name: 'Meldingen aanzetten' }));
    expect(screen.getByRole('region', { name: 'Meldingen' })).toBeInTheDocument();
  });

  it('says so when subscribing fails, and can be closed', async () => {
    expectConsoleError('[push] subscribing failed');
    const { session, post } = await renderOffer({ answer: 'granted', subscribeFails: true });
    await userEvent.click(screen.getByRole('button', { name: 'Meldingen aanzetten' }));
    const failure = screen.getByRole('region', { name: 'Meldingen staan niet aan' });
    expect(failure).toHaveTextContent('niet gelukt');
    expect(session.pushState$.value).toBe('unknown');
    expect(post).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Meldingen' })).not.toBeInTheDocument();
    await userEvent.click(within(failure).getByRole('button', { name: 'Sluiten' }));
    expect(failure).not.toBeInTheDocument();
  });
});
