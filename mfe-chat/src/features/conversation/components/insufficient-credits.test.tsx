import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@dating/shared-contracts/api';
import { anApiError, answer } from '@dating/shared-contracts/testing';
import { aChatResponse, aMessage, mountChat } from '../testing/conversation-fixtures';

// The parts' own branch draws the dialog; here it only shows what the screen asks of it.
jest.mock('../../conversation-parts', () => ({
  ...jest.requireActual('../../conversation-parts'),
  InsufficientCreditsDialog: (props: { open: boolean; needed: number; returnTo: string }) =>
    props.open ? (
      <div role="dialog" aria-label="credits">
        {props.needed} {props.returnTo}
      </div>
    ) : null,
}));

it('opens the credit prompt with the price and the way back on 402, keeping the text', async () => {
  const remote = await mountChat('/chats/5', [
    answer(endpoints.conversation.open, async () =>
      aChatResponse([aMessage('3')], {}, { message_credits: 10 }),
    ),
    answer(endpoints.conversation.read, async () => ({
      ok: true as const,
      read_up_to: '3',
      num_unread_messages: 0,
      total_unread_messages: 0,
    })),
    answer(endpoints.conversation.typing, async () => ({ ok: true as const, expires_at: '' })),
    answer(endpoints.conversation.send, async () => {
      throw anApiError(402, 'insufficient_credits', { credits: 12 });
    }),
  ]);
  const user = userEvent.setup();
  await screen.findByRole('log');
  const field = screen.getByRole('textbox', { name: 'Bericht aan Anna' });
  await user.type(field, 'Hoi{Enter}');
  expect(await screen.findByRole('dialog', { name: 'credits' })).toHaveTextContent('12 /chats/5');
  expect(field).toHaveValue('Hoi');
  await remote.unmount();
});
