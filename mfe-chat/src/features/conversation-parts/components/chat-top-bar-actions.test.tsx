import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@dating/shared-contracts/api';
import { anApiError, answer } from '@dating/shared-contracts/testing';
import { topBarMounter } from '../testing/render-part';

const renderBar = topBarMounter();

const menuButton = () => screen.getByRole('button', { name: 'Meer opties' });

async function choose(item: string) {
  await userEvent.click(menuButton());
  await userEvent.click(screen.getByRole('menuitem', { name: item }));
}

describe('chat top bar menu actions', () => {
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
