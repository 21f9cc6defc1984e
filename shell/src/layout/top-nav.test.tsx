import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSessionUser } from '@dating/shared-contracts/testing';
import { aSiteSettings, renderWithShell } from '../testing/render-with-shell';
import { TopNav } from './top-nav';

const mainMenu = () => screen.getByRole('navigation', { name: 'Hoofdmenu' });

it('shows a Login button and no member links to a visitor', async () => {
  await renderWithShell(<TopNav />);
  expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
  expect(within(mainMenu()).queryByRole('link', { name: /Berichten/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mijn account' })).not.toBeInTheDocument();
});

it('caps the unread and new-likes badges at 99+ and says what they count', async () => {
  const { totals$ } = await renderWithShell(<TopNav />, {
    user: aSessionUser(),
    totals: { unreadMessages: 150, newLikes: 3 },
  });
  const messages = screen.getByRole('link', { name: 'Berichten 150 ongelezen berichten' });
  expect(messages).toHaveAttribute('href', '/chats');
  expect(within(messages).getByText('99+')).toBeInTheDocument();
  const likes = screen.getByRole('link', { name: 'Likes 3 nieuwe likes' });
  expect(within(likes).getByText('3')).toBeInTheDocument();

  act(() => totals$.next({ unreadMessages: 1, newLikes: 0 }));
  expect(screen.getByRole('link', { name: 'Berichten 1 ongelezen bericht' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Likes' })).toBeInTheDocument();
});

it('offers Get Premium to an unpaid member', async () => {
  await renderWithShell(<TopNav />, { user: aSessionUser('Sanne', { paid_user: false }) });
  expect(screen.getByRole('link', { name: 'Word Premium' })).toHaveAttribute('href', '/premium');
  expect(screen.queryByRole('link', { name: /Credits/ })).not.toBeInTheDocument();
});

it.each([
  [25, 'Credits', null],
  [10, 'Credits Nog maar 10 credits', 'warning'],
  [1, 'Credits Nog maar 1 credit', 'warning'],
  [0, 'Credits Geen credits meer', 'danger'],
])('shows credits %i of a paid member as "%s"', async (credits, name, tone) => {
  await renderWithShell(<TopNav />, { user: aSessionUser('Sanne', { paid_user: true, credits }) });
  const link = screen.getByRole('link', { name });
  expect(link).toHaveAttribute('href', '/credits');
  expect(link.querySelector('[data-tone]')?.getAttribute('data-tone') ?? null).toBe(tone);
  expect(screen.queryByRole('link', { name: 'Word Premium' })).not.toBeInTheDocument();
});

it('opens the account dropdown, closes it with Escape and returns focus', async () => {
  const user = userEvent.setup();
  const { events } = await renderWithShell(<TopNav />, { user: aSessionUser() });
  const toggle = screen.getByRole('button', { name: 'Mijn account' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link', { name: 'Mijn profiel' })).not.toBeInTheDocument();

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Mijn profiel' })).toHaveAttribute('href', '/profile');
  expect(screen.getByRole('link', { name: 'Instellingen' })).toHaveAttribute(
    'href',
    '/notifications',
  );
  await user.tab();
  expect(screen.getByRole('link', { name: 'Mijn profiel' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();

  await user.keyboard('{Enter}');
  await user.click(screen.getByRole('button', { name: 'Uitloggen' }));
  expect(events).toContainEqual({ type: 'auth/logout-requested' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

it('closes the account dropdown on a click outside it', async () => {
  const user = userEvent.setup();
  await renderWithShell(<TopNav />, { user: aSessionUser() });
  await user.click(screen.getByRole('button', { name: 'Mijn account' }));
  await user.click(screen.getByRole('link', { name: 'localhost' }));
  expect(screen.getByRole('button', { name: 'Mijn account' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

it("links home under the domain's own name", async () => {
  await renderWithShell(<TopNav />, { settings: aSiteSettings({ name: 'Herzlich' }) });
  expect(screen.getByRole('link', { name: 'Herzlich' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('link', { name: 'Liefdevol' })).not.toBeInTheDocument();
});

it('links home under the host name when the settings failed to load', async () => {
  await renderWithShell(<TopNav />, { settings: null });
  expect(screen.getByRole('link', { name: 'localhost' })).toHaveAttribute('href', '/');
});

it('has no language dropdown in the Netherlands (one visible locale)', async () => {
  await renderWithShell(<TopNav />, { settings: aSiteSettings({ geoip_country: 'NL' }) });
  expect(screen.queryByRole('button', { name: /^Taal/ })).not.toBeInTheDocument();
});

it('offers Dutch, French and German in Belgium and asks the session to switch', async () => {
  const user = userEvent.setup();
  const { events } = await renderWithShell(<TopNav />, {
    settings: aSiteSettings({ geoip_country: 'BE' }),
  });
  const toggle = screen.getByRole('button', { name: 'Taal: Nederlands' });
  await user.click(toggle);
  const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
  const choices = within(list).getAllByRole('button');
  expect(choices.map((choice) => choice.textContent)).toEqual([
    'Nederlands',
    'Français',
    'Deutsch',
  ]);
  expect(screen.getByRole('button', { name: 'Nederlands' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await user.click(screen.getByRole('button', { name: 'Français' }));
  expect(events).toContainEqual({ type: 'locale/change-requested', locale: 'fr' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
});

it('closes a dropdown when Tab leaves it', async () => {
  const user = userEvent.setup();
  await renderWithShell(<TopNav />, {
    user: aSessionUser(),
    settings: aSiteSettings({ geoip_country: 'BE' }),
  });
  const language = screen.getByRole('button', { name: 'Taal: Nederlands' });
  await user.click(language);
  for (const name of ['Nederlands', 'Français', 'Deutsch']) {
    await user.tab();
    expect(screen.getByRole('button', { name })).toHaveFocus();
  }
  await user.tab();
  expect(screen.getByRole('button', { name: 'Mijn account' })).toHaveFocus();
  expect(language).toHaveAttribute('aria-expanded', 'false');
});

it('falls back to the domain country when geo-IP is unknown', async () => {
  await renderWithShell(<TopNav />, {
    settings: aSiteSettings({ geoip_country: null, countries: ['CH'] }),
  });
  expect(screen.getByRole('button', { name: 'Taal: Nederlands' })).toBeInTheDocument();
});

it('translates the navigation (German)', async () => {
  await renderWithShell(<TopNav />, {
    locale: 'de',
    user: aSessionUser(),
    totals: { unreadMessages: 2, newLikes: 0 },
  });
  expect(
    screen.getByRole('link', { name: 'Nachrichten 2 ungelesene Nachrichten' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mein Konto' })).toBeInTheDocument();
});

describe('back button', () => {
  const standalone = (matches: boolean) => {
    window.matchMedia = jest.fn().mockImplementation((query: string) => ({
      matches: matches && query === '(display-mode: standalone)',
      media: query,
    }));
  };
  afterEach(() => {
    delete (window as Partial<Window>).matchMedia;
  });

  it('shows in installed-app mode with history on a member page and goes back', async () => {
    standalone(true);
    window.history.pushState(null, '', '/');
    window.history.pushState(null, '', '/members/12');
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    await renderWithShell(<TopNav />, { user: aSessionUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Terug' }));
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });

  it.each(['/likes', '/credits/repeat-order'])(
    'shows on %s in installed-app mode',
    async (path) => {
      standalone(true);
      window.history.pushState(null, '', path);
      await renderWithShell(<TopNav />, { user: aSessionUser() });
      expect(screen.getByRole('button', { name: 'Terug' })).toBeInTheDocument();
    },
  );

  it('hides in the browser and on other routes', async () => {
    standalone(false);
    window.history.pushState(null, '', '/members/12');
    const { unmount } = await renderWithShell(<TopNav />, { user: aSessionUser() });
    expect(screen.queryByRole('button', { name: 'Terug' })).not.toBeInTheDocument();
    unmount();
    standalone(true);
    window.history.pushState(null, '', '/chats');
    await renderWithShell(<TopNav />, { user: aSessionUser() });
    expect(screen.queryByRole('button', { name: 'Terug' })).not.toBeInTheDocument();
  });
});
