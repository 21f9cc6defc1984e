import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSessionUser } from '@dating/shared-contracts/testing';
import { goTo, renderWithShell } from '../../testing/render-with-shell';
import { TabBar } from './tab-bar';

const tabBar = () => screen.getByRole('navigation', { name: 'Hoofdmenu' });
const tabs = () => within(tabBar()).getAllByRole('link');

it("names a free member's four destinations with a short word and an icon each", async () => {
  await renderWithShell(<TabBar user={aSessionUser('Sanne', { paid_user: false })} />, {
    path: '/members',
  });
  expect(tabs().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Zoeken', '/members'],
    ['Berichten', '/chats'],
    ['Likes', '/likes'],
    ['Premium', '/premium'],
  ]);
  for (const link of tabs())
    expect(link.querySelector('svg[aria-hidden="true"] path')).not.toBeNull();
});

it('caps the unread and new-likes badges at 99+ and says what they count', async () => {
  const { totals$ } = await renderWithShell(<TabBar user={aSessionUser()} />, {
    totals: { unreadMessages: 150, newLikes: 3 },
  });
  const messages = within(tabBar()).getByRole('link', {
    name: 'Berichten 150 ongelezen berichten',
  });
  expect(within(messages).getByText('99+')).toBeInTheDocument();
  const likes = within(tabBar()).getByRole('link', { name: 'Likes 3 nieuwe likes' });
  expect(within(likes).getByText('3')).toBeInTheDocument();
  act(() => totals$.next({ unreadMessages: 0, newLikes: 0 }));
  expect(within(tabBar()).getByRole('link', { name: 'Berichten' })).toBeInTheDocument();
  expect(within(tabBar()).getByRole('link', { name: 'Likes' })).toBeInTheDocument();
});

it("shows a paid member's credits with the low-credit badge instead of Premium", async () => {
  await renderWithShell(<TabBar user={aSessionUser('Sanne', { paid_user: true, credits: 4 })} />);
  const credits = within(tabBar()).getByRole('link', { name: 'Credits Nog maar 4 credits' });
  expect(credits).toHaveAttribute('href', '/credits');
  expect(credits.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'warning');
  expect(within(tabBar()).queryByRole('link', { name: /Premium/ })).not.toBeInTheDocument();
});

it('marks the current destination, also on the pages under it', async () => {
  await renderWithShell(<TabBar user={aSessionUser()} />, { path: '/members/42' });
  const current = () => tabs().filter((link) => link.getAttribute('aria-current') === 'page');
  expect(current().map((link) => link.textContent)).toEqual(['Zoeken']);
  goTo('/likes/m/7');
  expect(current().map((link) => link.textContent)).toEqual(['Likes']);
  goTo('/profile');
  expect(current()).toEqual([]);
});

it('is reached with Tab and followed with Enter', async () => {
  const user = userEvent.setup();
  const { navigate } = await renderWithShell(<TabBar user={aSessionUser()} />, {
    path: '/members',
  });
  await user.tab();
  expect(within(tabBar()).getByRole('link', { name: 'Zoeken' })).toHaveFocus();
  await user.tab();
  expect(within(tabBar()).getByRole('link', { name: 'Berichten' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(navigate).toHaveBeenCalledWith('/chats');
  expect(within(tabBar()).getByRole('link', { name: 'Berichten' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

it('speaks the language of the page (German)', async () => {
  await renderWithShell(<TabBar user={aSessionUser('Sanne', { paid_user: false })} />, {
    locale: 'de',
  });
  const bar = screen.getByRole('navigation', { name: 'Hauptmenü' });
  expect(
    within(bar)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Suchen', 'Nachrichten', 'Likes', 'Premium']);
});
