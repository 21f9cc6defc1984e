import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoute, type SiteSettings } from '@dating/shared-contracts';
import { endpoints } from '@dating/shared-contracts/api';
import { aSessionUser, answer, strictApiClient } from '@dating/shared-contracts/testing';
import { PRODUCT_ROUTES } from '../testing/product-routes';
import { DISMISSAL_KEYS } from '../alerts/dismissals';
import { fakeSession, goTo, renderWithShell } from '../testing/render-with-shell';
import { useLocationPath } from '../routing/use-location-path';
import { createI18n } from '../i18n/create-i18n';
import { modalViews, siteEntryView } from './lazy-modals';
import { ShellModals } from './shell-modals';

function Modals() {
  return <ShellModals route={matchRoute(useLocationPath(), PRODUCT_ROUTES)?.route ?? null} />;
}

const BONUS = { name: '25% welkomstbonus' };
const running = { isVisible: true, hours: '03', minutes: '12', seconds: '05' };

// The modals' code is a lazy chunk (lazy-modals.test.tsx covers its loading state).
beforeAll(async () => {
  const i18n = await createI18n('nl');
  await Promise.all([modalViews.load(i18n), siteEntryView.load(i18n)]);
});
beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'site_entry_accepted=; Max-Age=0; Path=/';
  document.documentElement.removeAttribute('data-site-entry-skipped');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('time-bonus modal', () => {
  const renderAt = (path: string, credits = 0) => {
    const session = fakeSession({ user: aSessionUser('Sanne', { credits }), timeBonus: running });
    return renderWithShell(<Modals />, {
      path,
      session: session.store,
      beforeRender: () => jest.useFakeTimers(),
    });
  };

  it('opens 40 s after entering the members area, not at 39 s', async () => {
    await renderAt('/members');
    act(() => jest.advanceTimersByTime(39_000));
    expect(screen.queryByRole('dialog', BONUS)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_000));
    const dialog = screen.getByRole('dialog', BONUS);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    // What is true: how long the discount lasts and the member's own time left, no stock.
    expect(dialog).toHaveTextContent('elk pakket kost je 25% minder');
    expect(dialog).toHaveTextContent('Deze korting geldt alleen in je eerste 4 uur als lid.');
    expect(dialog).not.toHaveTextContent(/bonussen|beschikbaar/);
    expect(dialog).toHaveTextContent('Je ontvangt je credits direct na betaling');
    expect(screen.getByRole('link', { name: 'Bonus claimen – nog 03:12:05' })).toHaveAttribute(
      'href',
      '/credits',
    );
  });

  it('keeps counting while moving inside the members area', async () => {
    await renderAt('/members');
    act(() => jest.advanceTimersByTime(20_000));
    goTo('/chats');
    act(() => jest.advanceTimersByTime(20_000));
    expect(screen.getByRole('dialog', BONUS)).toBeInTheDocument();
  });

  it('is cancelled when leaving the members area', async () => {
    await renderAt('/members');
    act(() => jest.advanceTimersByTime(30_000));
    goTo('/credits');
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByRole('dialog', BONUS)).not.toBeInTheDocument();
  });

  it('is not offered once the member\u2019s bonus is over', async () => {
    const session = fakeSession({
      user: aSessionUser('Sanne', { credits: 0 }),
      timeBonus: { isVisible: false, hours: '00', minutes: '00', seconds: '00' },
    });
    await renderWithShell(<Modals />, {
      path: '/members',
      session: session.store,
      beforeRender: () => jest.useFakeTimers(),
    });
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByRole('dialog', BONUS)).not.toBeInTheDocument();
  });

  it('is only for users with zero credits', async () => {
    await renderAt('/members', 3);
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByRole('dialog', BONUS)).not.toBeInTheDocument();
  });

  it('stores its dismissal and then never opens again', async () => {
    const view = await renderAt('/members');
    act(() => jest.advanceTimersByTime(40_000));
    act(() => {
      screen.getByRole('button', { name: 'Sluiten' }).click();
    });
    expect(screen.queryByRole('dialog', BONUS)).not.toBeInTheDocument();
    expect(Number(window.localStorage.getItem(DISMISSAL_KEYS.timeBonusModal))).toBeGreaterThan(0);
    view.unmount();
    jest.useRealTimers();
    await renderAt('/members');
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByRole('dialog', BONUS)).not.toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    await renderAt('/members');
    act(() => jest.advanceTimersByTime(40_000));
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(screen.queryByRole('dialog', BONUS)).not.toBeInTheDocument();
  });
});

describe('site-entry warning', () => {
  const ENTRY = { name: 'Alleen voor volwassenen' };
  const settings = (overrides: Partial<SiteSettings> = {}) =>
    ({
      countries: ['NL'],
      geoip_country: 'NL',
      enable_site_entry_popup: ['NL', 'DE'],
      ...overrides,
    }) as SiteSettings;
  const renderAt = (path: string, options: Parameters<typeof fakeSession>[0]) =>
    renderWithShell(<Modals />, { path, session: fakeSession(options).store });

  it('shows to a visitor from a configured country until accepted', async () => {
    const view = await renderAt('/', { settings: settings() });
    expect(screen.getByRole('dialog', ENTRY)).toHaveTextContent('18 jaar of ouder');
    await userEvent.click(screen.getByRole('button', { name: 'Ik ben 18+ en ga verder' }));
    expect(screen.queryByRole('dialog', ENTRY)).not.toBeInTheDocument();
    expect(document.cookie).toMatch(/(^|; )site_entry_accepted=\d+/);
    view.unmount();
    await renderAt('/', { settings: settings() });
    expect(screen.queryByRole('dialog', ENTRY)).not.toBeInTheDocument();
  });

  it('shows again on the next visit when only skipped', async () => {
    const view = await renderAt('/members', { settings: settings() });
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog', ENTRY)).not.toBeInTheDocument();
    view.unmount();
    await renderAt('/members', { settings: settings() });
    expect(screen.getByRole('dialog', ENTRY)).toBeInTheDocument();
  });

  it.each(['/complete-signup', '/reset-password', '/reset-password/do'])(
    'stays hidden on %s',
    async (path) => {
      await renderAt(path, { settings: settings() });
      expect(screen.queryByRole('dialog', ENTRY)).not.toBeInTheDocument();
    },
  );

  it('stays hidden for other countries, logged-in users and the installed app', async () => {
    const first = await renderAt('/', { settings: settings({ geoip_country: 'BE' }) });
    expect(screen.queryByRole('dialog', ENTRY)).not.toBeInTheDocument();
    first.unmount();
    const second = await renderAt('/', { settings: settings(), user: aSessionUser() });
    expect(screen.queryByRole('dialog', ENTRY)).not.toBeInTheDocument();
    second.unmount();
    window.matchMedia = jest.fn().mockReturnValue({ matches: true });
    await renderAt('/', { settings: settings() });
    expect(screen.queryByRole('dialog', ENTRY)).not.toBeInTheDocument();
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it("stays closed when the visitor skipped the server's warning before the shell came", async () => {
    document.documentElement.setAttribute('data-site-entry-skipped', '');
    await renderAt('/', { settings: settings() });
    expect(screen.queryByRole('dialog', ENTRY)).not.toBeInTheDocument();
  });

  it('comes before a signup asked for at the same time (one modal at a time)', async () => {
    const { bus } = await renderAt('/', { settings: settings() });
    act(() => bus.emit({ type: 'modal/signup-requested' }));
    expect(screen.getAllByRole('dialog')).toEqual([screen.getByRole('dialog', ENTRY)]);
    await userEvent.click(screen.getByRole('button', { name: 'Ik ben 18+ en ga verder' }));
    expect(screen.getByRole('dialog', { name: 'Gratis aanmelden' })).toBeInTheDocument();
  });

  it('holds its place until the server said who is logged in, and a member never sees it', async () => {
    const member = fakeSession({ settings: settings(), userKnown: false });
    await renderWithShell(<Modals />, { path: '/members', session: member.store });
    expect(screen.getByRole('status')).toHaveTextContent('Laden…');
    expect(screen.queryByRole('dialog', ENTRY)).not.toBeInTheDocument();
    act(() => {
      member.user$.next(aSessionUser());
      member.store.userKnown$.next(true);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', ENTRY)).not.toBeInTheDocument();
  });

  it('shows to a visitor once the server said nobody is logged in', async () => {
    const visitor = fakeSession({ settings: settings(), userKnown: false });
    await renderWithShell(<Modals />, { path: '/', session: visitor.store });
    expect(screen.queryByRole('dialog', ENTRY)).not.toBeInTheDocument();
    act(() => visitor.store.userKnown$.next(true));
    expect(await screen.findByRole('dialog', ENTRY)).toBeInTheDocument();
  });

  it('uses the domain country when geo-IP knows none', async () => {
    await renderAt('/', { settings: settings({ geoip_country: null, countries: ['DE'] }) });
    expect(screen.getByRole('dialog', ENTRY)).toBeInTheDocument();
  });
});

describe('signup modal', () => {
  it('opens on request, shows the placeholder and restores focus on close', async () => {
    const session = fakeSession({});
    const { bus } = await renderWithShell(
      <>
        <button type="button">Aanmelden</button>
        <Modals />
      </>,
      { session: session.store },
    );
    const opener = screen.getByRole('button', { name: 'Aanmelden' });
    opener.focus();
    act(() => bus.emit({ type: 'modal/signup-requested' }));
    const dialog = screen.getByRole('dialog', { name: 'Gratis aanmelden' });
    expect(dialog).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Naar aanmelden' })).toHaveAttribute('href', '/signup');
    await userEvent.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('like modal through the t parameter', () => {
  const liker = { id: '42', name: 'Eva', main_image: { url: '/eva.jpg', thumb_url: '/e.jpg' } };

  const renderWithT = async () => {
    const fake = strictApiClient([answer(endpoints.chats.autoLike, () => ({ profile: liker }))]);
    const view = await renderWithShell(<Modals />, {
      api: fake,
      path: '/members?t=5&utm=x',
      session: fakeSession({ user: aSessionUser() }).store,
      beforeRender: () => jest.useFakeTimers(),
    });
    return { ...view, fake };
  };

  it('opens after t seconds with the auto-like profile and drops t from the address', async () => {
    const { fake } = await renderWithT();
    act(() => jest.advanceTimersByTime(4_999));
    expect(fake.count(endpoints.chats.autoLike)).toBe(0);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(fake.count(endpoints.chats.autoLike)).toBe(1);
    expect(window.location.search).toBe('?utm=x');
    const dialog = screen.getByRole('dialog', { name: 'Nieuwe like!' });
    expect(dialog).toHaveTextContent('Eva vindt jou leuk.');
  });

  it("waits for a login on a visitor's page: no call, t stays in the address", async () => {
    // The auto-like is a member's call: any call here fails the test.
    await renderWithShell(<Modals />, {
      api: strictApiClient([]),
      path: '/members?t=5',
      session: fakeSession({ user: null }).store,
      beforeRender: () => jest.useFakeTimers(),
    });
    await act(async () => {
      jest.advanceTimersByTime(10_000);
    });
    expect(window.location.search).toBe('?t=5');
    expect(screen.queryByRole('dialog', { name: 'Nieuwe like!' })).not.toBeInTheDocument();
  });

  it('opens the profile from the photo or the button', async () => {
    const { navigate } = await renderWithT();
    await act(async () => {
      jest.advanceTimersByTime(5_000);
    });
    act(() => screen.getByRole('button', { name: 'Profiel van Eva bekijken' }).click());
    expect(navigate).toHaveBeenCalledWith('/members/42');
    expect(screen.queryByRole('dialog', { name: 'Nieuwe like!' })).not.toBeInTheDocument();
  });

  it('closes on a click anywhere without navigating', async () => {
    const { navigate } = await renderWithT();
    await act(async () => {
      jest.advanceTimersByTime(5_000);
    });
    act(() => screen.getByText('Eva vindt jou leuk.').click());
    expect(screen.queryByRole('dialog', { name: 'Nieuwe like!' })).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    act(() => undefined);
    expect(screen.queryByRole('button', { name: 'Bekijk profiel' })).not.toBeInTheDocument();
  });
});

describe('match modal on a live match', () => {
  const card = (id: string, name: string) => ({
    id,
    name,
    age: 30,
    gender: 'female' as const,
    city: null,
    region: null,
    country: 'NL',
    main_image: { url: `/${name}.jpg`, thumb_url: `/${name}-t.jpg` },
  });

  const renderMember = async () => {
    const session = fakeSession({ user: aSessionUser() });
    const view = await renderWithShell(<Modals />, { path: '/chats', session: session.store });
    return { ...view, session };
  };

  it('opens wherever the member is once the likes summary names the match', async () => {
    const { session, navigate } = await renderMember();
    act(() => session.live$.next({ type: 'match', profile_id: '42' }));
    // The session is still reloading the likes: nothing to show yet.
    expect(screen.queryByRole('dialog', { name: 'Nieuwe like!' })).not.toBeInTheDocument();
    act(() =>
      session.likes$.next({ profiles: [card('7', 'Ada'), card('42', 'Eva')], liked_by: [] }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe like!' });
    expect(dialog).toHaveTextContent('Eva vindt jou leuk.');
    act(() => screen.getByRole('button', { name: 'Bekijk profiel' }).click());
    expect(navigate).toHaveBeenCalledWith('/members/42');
    expect(screen.queryByRole('dialog', { name: 'Nieuwe like!' })).not.toBeInTheDocument();
  });

  it('opens at once for a member already in the given likes, and ignores other events', async () => {
    const { session } = await renderMember();
    act(() => session.likes$.next({ profiles: [card('42', 'Eva')], liked_by: [] }));
    act(() => session.live$.next({ type: 'like', profile_id: '42' }));
    expect(screen.queryByRole('dialog', { name: 'Nieuwe like!' })).not.toBeInTheDocument();
    act(() => session.live$.next({ type: 'match', profile_id: '42' }));
    expect(await screen.findByRole('dialog', { name: 'Nieuwe like!' })).toHaveTextContent(
      'Eva vindt jou leuk.',
    );
    act(() => screen.getByText('Eva vindt jou leuk.').click());
    expect(screen.queryByRole('dialog', { name: 'Nieuwe like!' })).not.toBeInTheDocument();
  });
});

describe('activation reminder after signup', () => {
  const pending = aSessionUser('Sanne', { status: 'not_confirmed' });
  const awaiting = { ...pending, profile: { ...pending.profile, status: 'disabled' as const } };
  const NAME = { name: 'Bevestig je e-mailadres' };

  const mockSmartphone = (phone: boolean) => {
    window.matchMedia = jest.fn((query: string) => ({
      matches: phone && query.includes('max-width'),
    })) as unknown as typeof window.matchMedia;
  };
  const signUp = async (phone: boolean) => {
    mockSmartphone(phone);
    const session = fakeSession({});
    const { bus } = await renderWithShell(<Modals />, { session: session.store });
    act(() => bus.emit({ type: 'modal/signup-requested' }));
    expect(screen.getByRole('dialog', { name: 'Gratis aanmelden' })).toBeInTheDocument();
    act(() => {
      bus.emit({ type: 'signup/completed' });
      session.user$.next(awaiting);
    });
    expect(screen.queryByRole('dialog', { name: 'Gratis aanmelden' })).not.toBeInTheDocument();
  };
  afterEach(() => delete (window as { matchMedia?: unknown }).matchMedia);

  it('shows as a modal on a smartphone', async () => {
    await signUp(true);
    expect(screen.getByRole('dialog', NAME)).toHaveTextContent('Klik op de link');
    await userEvent.click(screen.getByRole('button', { name: 'Begrepen' }));
    expect(screen.queryByRole('dialog', NAME)).not.toBeInTheDocument();
  });

  it('stays a banner on a larger screen', async () => {
    await signUp(false);
    expect(screen.queryByRole('dialog', NAME)).not.toBeInTheDocument();
  });

  it('closes the signup modal when a link in it leads to another page', async () => {
    const session = fakeSession({});
    const { bus } = await renderWithShell(<Modals />, { session: session.store });
    act(() => bus.emit({ type: 'modal/signup-requested' }));
    expect(screen.getByRole('dialog', { name: 'Gratis aanmelden' })).toBeInTheDocument();
    act(() => {
      window.history.pushState(null, '', '/login');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.queryByRole('dialog', { name: 'Gratis aanmelden' })).not.toBeInTheDocument();
    window.history.pushState(null, '', '/');
  });

  it('closes the signup modal once the account exists, and waits for the last step', async () => {
    mockSmartphone(true);
    const session = fakeSession({});
    const { bus } = await renderWithShell(<Modals />, { session: session.store });
    act(() => bus.emit({ type: 'modal/signup-requested' }));
    act(() => {
      bus.emit({ type: 'signup/account-created' });
      session.user$.next(awaiting);
    });
    expect(screen.queryByRole('dialog', { name: 'Gratis aanmelden' })).not.toBeInTheDocument();
    // The steps at /complete-signup come first; the reminder follows the last one.
    expect(screen.queryByRole('dialog', NAME)).not.toBeInTheDocument();
  });
});

it('keeps Tab inside an open dialog', async () => {
  const session = fakeSession({});
  const { bus } = await renderWithShell(
    <>
      <button type="button">Achter de modal</button>
      <Modals />
    </>,
    { session: session.store },
  );
  act(() => bus.emit({ type: 'modal/signup-requested' }));
  const close = screen.getByRole('button', { name: 'Sluiten' });
  const link = screen.getByRole('link', { name: 'Naar aanmelden' });
  await userEvent.tab();
  expect(close).toHaveFocus();
  await userEvent.tab();
  expect(link).toHaveFocus();
  await userEvent.tab();
  expect(close).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(link).toHaveFocus();
});
