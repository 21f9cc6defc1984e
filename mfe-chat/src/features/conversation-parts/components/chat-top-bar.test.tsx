import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSessionUser } from '@dating/shared-contracts/testing';
import { ANNA, topBarMounter } from '../testing/render-part';

const renderBar = topBarMounter();

const menuButton = () => screen.getByRole('button', { name: 'Meer opties' });

describe('chat top bar', () => {
  it('shows the way back, and the partner as a link to the profile with photo, name and age', async () => {
    await renderBar();
    expect(screen.getByRole('link', { name: 'Terug naar je gesprekken' })).toHaveAttribute(
      'href',
      '/chats',
    );
    const profile = screen.getByRole('link', { name: 'Anna, 31' });
    expect(profile).toHaveAttribute('href', '/members/42');
    expect(within(profile).queryByRole('img', { name: 'Geverifieerd' })).toBeNull();
    expect(profile.querySelector('img')).toHaveAttribute('src', '/media/anna-t.jpg');
  });

  it('draws an initial when the partner has no photo', async () => {
    await renderBar({}, '5', { ...ANNA, main_image: null });
    const profile = screen.getByRole('link', { name: 'Anna, 31' });
    expect(profile.querySelector('img')).toBeNull();
    expect(profile).toHaveTextContent('A');
  });

  it('marks a verified partner, and nobody else', async () => {
    await renderBar({}, '5', { ...ANNA, verified: true });
    const profile = screen.getByRole('link', { name: 'Anna, 31 Geverifieerd' });
    expect(within(profile).getByRole('img', { name: 'Geverifieerd' })).toBeInTheDocument();
  });

  it('shows a paying member their credits, warning at 10 or fewer and alarming at 0', async () => {
    const { remote: mounted } = await renderBar({
      user: aSessionUser('Sanne', { paid_user: true, credits: 25 }),
    });
    const badge = screen.getByRole('link', { name: 'Je hebt 25 credits. Credits kopen' });
    expect(badge).toHaveAttribute('href', '/credits');
    expect(badge).toHaveTextContent('25 credits');
    expect(badge).toHaveAttribute('data-tone', 'none');

    act(() => mounted.user$.next(aSessionUser('Sanne', { paid_user: true, credits: 10 })));
    expect(screen.getByRole('link', { name: 'Je hebt 10 credits. Credits kopen' })).toHaveAttribute(
      'data-tone',
      'warning',
    );

    act(() => mounted.user$.next(aSessionUser('Sanne', { paid_user: true, credits: 0 })));
    const empty = screen.getByRole('link', { name: 'Je hebt geen credits meer. Credits kopen' });
    expect(empty).toHaveAttribute('data-tone', 'danger');
  });

  it('offers a free member premium instead of credits', async () => {
    await renderBar({ user: aSessionUser('Sanne', { paid_user: false, credits: 3 }) });
    expect(screen.getByRole('link', { name: 'Premium worden' })).toHaveAttribute(
      'href',
      '/premium',
    );
    expect(screen.queryByRole('link', { name: /credits kopen/i })).not.toBeInTheDocument();
  });

  it('has a keyboard menu: arrows open and move, Escape closes back to the button', async () => {
    await renderBar();
    const button = menuButton();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = within(screen.getByRole('menu', { name: 'Meer opties' })).getAllByRole(
      'menuitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Gesprek verwijderen',
      'Blokkeren',
      'Gesprek melden',
    ]);
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[2]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('offers only blocking before the first message', async () => {
    await renderBar({}, null);
    await userEvent.click(menuButton());
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Blokkeren']);
  });
});
