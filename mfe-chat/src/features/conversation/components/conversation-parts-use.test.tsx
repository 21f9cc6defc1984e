import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, type SendMessageBody } from '@dating/shared-contracts/api';
import { anApiError, answer, type StrictApiClient } from '@dating/shared-contracts/testing';
import type {
  ComposerToolsProps,
  InsufficientCreditsDialogProps,
  ReportMessageDialogProps,
} from '../../conversation-parts';
import { aChatResponse, aMessage, mountChat } from '../testing/conversation-fixtures';

// The parts' own branch draws them; here they only show what the screen hands them.
jest.mock('../../conversation-parts', () => ({
  ...jest.requireActual('../../conversation-parts'),
  InsufficientCreditsDialog: (props: InsufficientCreditsDialogProps) =>
    props.open ? (
      <div role="dialog" aria-label="credits">
        {props.needed} {props.returnTo}
      </div>
    ) : null,
  ReportMessageDialog: (props: ReportMessageDialogProps) =>
    props.open ? (
      <div role="dialog" aria-label="report">
        {props.conversationId}/{props.messageId}
      </div>
    ) : null,
  ComposerTools: (props: ComposerToolsProps) => (
    <div>
      <span>
        {props.partnerName} {props.photoCredits} {props.giftCredits}
      </span>
      <button type="button" onClick={() => props.onIcebreaker('Wat is je favoriete reis?')}>
        icebreaker
      </button>
      <button type="button" onClick={() => props.onGift('3', 'rose')}>
        gift
      </button>
      <button
        type="button"
        onClick={() => props.onImage(new File(['x'], 'zon.jpg', { type: 'image/jpeg' }))}
      >
        image
      </button>
    </div>
  ),
}));

const quiet = [
  answer(endpoints.conversation.read, async () => ({
    ok: true as const,
    read_up_to: '3',
    num_unread_messages: 0,
    total_unread_messages: 0,
  })),
  answer(endpoints.conversation.typing, async () => ({ ok: true as const, expires_at: '' })),
];
const opened = answer(endpoints.conversation.open, async () =>
  aChatResponse([aMessage('3')], {}, { message_credits: 10, photo_credits: 15, gift_credits: 25 }),
);

it('opens the credit prompt with the price and the way back on 402, keeping the text', async () => {
  const remote = await mountChat('/chats/5', [
    opened,
    ...quiet,
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

it('hands the footer tools the prices; an icebreaker lands in the field, focused', async () => {
  const remote = await mountChat('/chats/5', [opened, ...quiet]);
  const user = userEvent.setup();
  await screen.findByRole('log');
  expect(screen.getByText('Anna 15 25')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'icebreaker' }));
  const field = screen.getByRole('textbox', { name: 'Bericht aan Anna' });
  expect(field).toHaveValue('Wat is je favoriete reis?');
  expect(field).toHaveFocus();
  await remote.unmount();
});

it('sends a gift by its id and an image as multipart, each under a nonce of its own', async () => {
  const gifts: SendMessageBody[] = [];
  const remote = await mountChat('/chats/5', [
    opened,
    ...quiet,
    answer(endpoints.conversation.send, async ({ body }) => {
      gifts.push(body);
      return {
        conversation_id: '5',
        message: aMessage('4', {
          kind: 'gift',
          body: null,
          gift: 'rose',
          from_me: true,
          nonce: body.nonce,
        }),
        cost: 25,
        credits: 75,
      };
    }),
    answer(endpoints.conversation.sendImage, async ({ query }) => ({
      conversation_id: '5',
      message: aMessage('5', {
        kind: 'image',
        body: null,
        image_status: 'processing',
        from_me: true,
        nonce: query.nonce,
      }),
      cost: 15,
      credits: 60,
    })),
  ]);
  const user = userEvent.setup();
  await screen.findByRole('log');
  await user.click(screen.getByRole('button', { name: 'gift' }));
  await waitFor(() =>
    expect(remote.events).toContainEqual({ type: 'credits/changed', credits: 75 }),
  );
  expect(gifts).toEqual([expect.objectContaining({ profile_id: '90', gift_id: '3' })]);

  await user.click(screen.getByRole('button', { name: 'image' }));
  await waitFor(() =>
    expect(remote.events).toContainEqual({ type: 'credits/changed', credits: 60 }),
  );
  const upload = (remote.props.api as StrictApiClient).calls.find(
    (call) => call.path === '/api/chat-image.php',
  );
  expect(upload?.query).toEqual({
    profile_id: '90',
    nonce: expect.stringMatching(/^[\w-]{16,64}$/),
  });
  expect(upload?.query?.nonce).not.toBe(gifts[0]?.nonce);
  expect((upload?.body as FormData).get('image')).toBeInstanceOf(File);
  await remote.unmount();
});

it('shows an image at once while it is sent, and offers to report a partner message', async () => {
  let release: () => void = () => {};
  const remote = await mountChat('/chats/5', [
    opened,
    ...quiet,
    answer(endpoints.conversation.sendImage, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      throw anApiError(503, 'internal_error');
    }),
  ]);
  const user = userEvent.setup();
  const log = await screen.findByRole('log');
  await user.click(screen.getByRole('button', { name: 'image' }));
  expect(within(log).getByText('Jouw foto')).toBeInTheDocument();
  expect(within(log).getByText('Wordt verzonden…')).toBeInTheDocument();
  release();
  expect(await within(log).findByRole('button', { name: 'Opnieuw' })).toBeInTheDocument();

  await user.click(within(log).getByRole('button', { name: 'Bericht van Anna melden' }));
  expect(screen.getByRole('dialog', { name: 'report' })).toHaveTextContent('5/3');
  await remote.unmount();
});
