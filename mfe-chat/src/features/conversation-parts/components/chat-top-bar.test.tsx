import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@dating/shared-contracts/api';
import { aSessionUser, anApiError, answer } from '@dating/shared-contracts/testing';
import { ChatTopBar } from '../index';
import { ANNA, renderPart } from '../testing/render-part';

type Remote = Awaited<ReturnType<typeof renderPart>>;
let remote: Remote | null = null;
afterEach(async () => {
  await remote?.unmount();
  remote = null;
  jest.restoreAllMocks();
});

async function renderBar(
  options: Parameters<typeof renderPart>[1] = {},
  conversationId: string | null = '5',
) {
  const onDeleted = jest.fn();
  remote = await renderPart(
    <ChatTopBar
      profile={ANNA}
      conversationId={conversationId}
      backHref="/chats"
      onDeleted={onDeleted}
    />,
    options,
  );
  return { onDeleted, remote };
}

const menuButton = () => screen.getByRole('button', { name: 'Meer opties' });

async function choose(item: string) {
  await userEvent.click(menuButton());
  await userEvent.click(screen.getByRole('menuitem', { name: item }));
}

describe('chat top bar', () => {
  it('shows the way back, and the partner as a link to the profile with photo, name and age', async () => {
    await renderBar();
    expect(screen.getByRole('link', { name: 'Terug naar je gesprekken' })).toHaveAttribute(
      'href',
      '/chats',
    );
    const profile = screen.getByRole('link', { name: 'Anna, 31' });
    expect(profile).toHaveAttribute('href', '/members/42');
    expect(profile.querySelector('img')).toHaveAttribute('src', '/media/anna-t.jpg');
  });

  it('draws an initial when the partner has no photo', async () => {
    const onDeleted = jest.fn();
    remote = await renderPart(
      <ChatTopBar
        profile={{ ...ANNA, main_image: null }}
        conversationId="5"
        backHref="/chats"
        onDeleted={onDeleted}
      />,
    );
    const profile = screen.getByRole('link', { name: 'Anna, 31' });
    expect(profile.querySelector('img')).toBeNull();
    expect(profile).toHaveTextContent('A');
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

  it('deletes after a confirmation: locally at once, then on the server', async () => {
    const remove = jest.fn(async () => ({ ok: true as const }));
    const { onDeleted, remote: mounted } = await renderBar({
      api: [answer(endpoints.conversation.remove, remove)],
    });
    await choose('Gesprek verwijderen');
    const dialog = screen.getByRole('dialog', { name: 'Gesprek verwijderen?' });
    expect(dialog).toHaveTextContent('Het gesprek met Anna verdwijnt');
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toHaveFocus();
    expect(remove).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(mounted.events).toContainEqual({ type: 'chat/deleted', conversationIds: ['5'] });
    expect(onDeleted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ query: { id: '5' } }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mounted.events).not.toContainEqual({ type: 'session/refresh-requested' });
  });

  it('says so in an alert and reloads the chats when the server refuses the deletion', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { remote: mounted } = await renderBar({
      api: [
        answer(endpoints.conversation.remove, async () => {
          throw anApiError(500, 'internal');
        }),
      ],
    });
    await choose('Gesprek verwijderen');
    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'Het gesprek kon niet worden verwijderd. Je gesprekken worden opnieuw geladen.',
      ),
    );
    expect(mounted.events).toContainEqual({ type: 'session/refresh-requested' });
  });

  it('keeps the chat when the deletion is cancelled, with the focus back on the menu', async () => {
    const { onDeleted, remote: mounted } = await renderBar();
    await choose('Gesprek verwijderen');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
    expect(onDeleted).not.toHaveBeenCalled();
    expect(mounted.events).toEqual([]);
  });

  it('blocks after a confirmation, confirms it, and then leaves the chat', async () => {
    const block = jest.fn(async () => ({ ok: true as const }));
    const { onDeleted, remote: mounted } = await renderBar({
      api: [answer(endpoints.members.block, block)],
    });
    await choose('Blokkeren');
    const dialog = screen.getByRole('dialog', { name: 'Anna blokkeren?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Blokkeren' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Anna is geblokkeerd.');
    expect(block).toHaveBeenCalledWith({ body: { profile_id: '42' } });
    expect(mounted.events).toContainEqual({ type: 'session/refresh-requested' });
    expect(onDeleted).not.toHaveBeenCalled();
    const close = within(dialog).getByRole('button', { name: 'Sluiten' });
    expect(close).toHaveFocus();
    await userEvent.click(close);
    expect(onDeleted).toHaveBeenCalledTimes(1);
  });

  it('says when blocking failed and stays in the chat', async () => {
    const { onDeleted } = await renderBar({
      api: [
        answer(endpoints.members.block, async () => {
          throw anApiError(500, 'internal');
        }),
      ],
    });
    await choose('Blokkeren');
    await userEvent.click(screen.getByRole('button', { name: 'Blokkeren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Blokkeren is niet gelukt.');
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('reports the conversation with a reason and an explanation, and shows the reference', async () => {
    const report = jest
      .fn()
      .mockRejectedValueOnce(anApiError(503, 'unavailable'))
      .mockResolvedValueOnce({
        ok: true,
        report_id: '9',
        reference: 'DSA-2026-12',
        created: true,
      });
    await renderBar({ api: [answer(endpoints.conversation.report, report)] });
    await choose('Gesprek melden');
    const dialog = screen.getByRole('dialog', { name: 'Gesprek met Anna melden' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Melding versturen' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Kies een reden.');
    expect(report).not.toHaveBeenCalled();

    await userEvent.click(
      within(dialog).getByRole('radio', { name: 'Oplichting of vraagt om geld' }),
    );
    const explanation = within(dialog).getByRole('textbox', {
      name: 'Toelichting (niet verplicht)',
    });
    await userEvent.type(explanation, 'Vraagt om een cadeaukaart');
    expect(explanation).toHaveAccessibleDescription('Nog 1975 tekens');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Melding versturen' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Je melding kon niet worden verstuurd.',
    );
    expect(
      within(dialog).getByRole('radio', { name: 'Oplichting of vraagt om geld' }),
    ).toBeChecked();
    expect(explanation).toHaveValue('Vraagt om een cadeaukaart');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Melding versturen' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Je melding is ontvangen, referentie DSA-2026-12.',
    );
    expect(report).toHaveBeenLastCalledWith({
      body: { conversation_id: '5', reason: 'scam', text: 'Vraagt om een cadeaukaart' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
