import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, type SendMessageBody } from '@dating/shared-contracts/api';
import { anApiError, answer, type StrictApiClient } from '@dating/shared-contracts/testing';
import {
  aChatResponse,
  aMessage,
  mountChat,
  readOk,
  typingOk,
  log,
} from '../testing/conversation-fixtures';

describe('a conversation', () => {
  it('shows its messages as text, marks the newest partner message read and tells the shell', async () => {
    const remote = await mountChat('/chats/5', [
      answer(endpoints.conversation.open, async () =>
        aChatResponse(
          [aMessage('3', { body: '<b>hoi</b>' }), aMessage('4', { from_me: true, body: 'hallo' })],
          { read_up_to: '2' },
        ),
      ),
      readOk,
    ]);
    const messages = await log();
    expect(within(messages).getByText('<b>hoi</b>')).toBeInTheDocument();
    expect(within(messages).getByText('hallo')).toBeInTheDocument();
    await waitFor(() =>
      expect(remote.events).toContainEqual({ type: 'chat/opened', conversationId: '5' }),
    );
    const read = (remote.props.api as StrictApiClient).calls.find(
      (call) => call.path === '/api/chat-read.php',
    );
    expect(read?.body).toEqual({ conversation_id: '5', up_to_message_id: '3' });
    await remote.unmount();
  });

  it('sends with a nonce: sending at once, then sent, once, whether the answer or the live event comes first', async () => {
    let release: () => void = () => {};
    const bodies: SendMessageBody[] = [];
    const remote = await mountChat('/chats/5', [
      answer(endpoints.conversation.open, async () => aChatResponse([aMessage('3')])),
      readOk,
      typingOk,
      answer(endpoints.conversation.send, async ({ body }) => {
        bodies.push(body);
        await new Promise<void>((resolve) => (release = resolve));
        return {
          conversation_id: '5',
          message: aMessage('4', { from_me: true, body: body.body ?? null, nonce: body.nonce }),
          cost: 0,
          credits: 17,
        };
      }),
    ]);
    const user = userEvent.setup();
    const messages = await log();
    await user.type(
      screen.getByRole('textbox', { name: 'Bericht aan Anna' }),
      'Zin in koffie?{Enter}',
    );

    expect(screen.getByRole('textbox', { name: 'Bericht aan Anna' })).toHaveValue('');
    expect(within(messages).getByText('Zin in koffie?')).toBeInTheDocument();
    expect(within(messages).getByText('Wordt verzonden…')).toBeInTheDocument();
    const nonce = bodies[0]?.nonce ?? '';
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{16,64}$/);

    // The live event for the sender's tabs (with the nonce) beats the answer.
    act(() =>
      remote.live$.next({
        type: 'message',
        conversation_id: '5',
        profile_id: '7',
        message: aMessage('4', { from_me: true, body: 'Zin in koffie?', nonce }),
      }),
    );
    await act(async () => release());
    await waitFor(() => expect(within(messages).getByText('Verzonden')).toBeInTheDocument());
    expect(within(messages).getAllByText('Zin in koffie?')).toHaveLength(1);
    expect(within(messages).queryByText('Wordt verzonden…')).not.toBeInTheDocument();
    expect(remote.events).toContainEqual({ type: 'credits/changed', credits: 17 });
    await remote.unmount();
  });

  it('shows a message that got no answer as failed, and retries it with the same nonce', async () => {
    const nonces: string[] = [];
    const remote = await mountChat('/chats/5', [
      answer(endpoints.conversation.open, async () => aChatResponse([aMessage('3')])),
      readOk,
      typingOk,
      answer(endpoints.conversation.send, async ({ body }) => {
        nonces.push(body.nonce);
        if (nonces.length === 1) throw anApiError(0, 'network_error');
        return {
          conversation_id: '5',
          message: aMessage('4', { from_me: true, body: 'Ben je er?', nonce: body.nonce }),
          cost: 0,
          credits: 20,
        };
      }),
    ]);
    const user = userEvent.setup();
    const messages = await log();
    await user.type(screen.getByRole('textbox', { name: 'Bericht aan Anna' }), 'Ben je er?{Enter}');

    expect(await within(messages).findByText('Niet verzonden')).toBeInTheDocument();
    expect(within(messages).getByText('Ben je er?')).toBeInTheDocument();
    await user.click(within(messages).getByRole('button', { name: 'Opnieuw' }));

    expect(await within(messages).findByText('Verzonden')).toBeInTheDocument();
    expect(within(messages).getAllByText('Ben je er?')).toHaveLength(1);
    expect(nonces).toHaveLength(2);
    expect(nonces[1]).toBe(nonces[0]);
    await remote.unmount();
  });

  it('lets the member throw away a message that failed, sending nothing more', async () => {
    let sends = 0;
    const remote = await mountChat('/chats/5', [
      answer(endpoints.conversation.open, async () => aChatResponse([aMessage('3')])),
      readOk,
      typingOk,
      answer(endpoints.conversation.send, async () => {
        sends += 1;
        throw anApiError(0, 'network_error');
      }),
    ]);
    const user = userEvent.setup();
    const messages = await log();
    await user.type(screen.getByRole('textbox', { name: 'Bericht aan Anna' }), 'Laat maar{Enter}');
    expect(await within(messages).findByText('Niet verzonden')).toBeInTheDocument();

    await user.click(within(messages).getByRole('button', { name: 'Weggooien' }));
    expect(within(messages).queryByText('Laat maar')).not.toBeInTheDocument();
    expect(within(messages).queryByText('Niet verzonden')).not.toBeInTheDocument();
    expect(sends).toBe(1);
    await remote.unmount();
  });

  it.each([
    [403, 'free_chat_limit', /maximaal 2 leden/, { name: 'Premium worden', href: '/premium' }],
    [409, 'recipient_not_confirmed', /Anna heeft het account nog niet geactiveerd/, null],
    [404, 'not_found', /Anna is niet beschikbaar/, { name: 'Naar je berichten', href: '/chats' }],
    [429, 'too_many_requests', /te veel berichten/, null],
  ])(
    'explains a %i %s refusal and keeps the text in the field',
    async (status, code, text, link) => {
      const remote = await mountChat('/chats/5', [
        answer(endpoints.conversation.open, async () => aChatResponse([aMessage('3')])),
        readOk,
        typingOk,
        answer(endpoints.conversation.send, async () => {
          throw anApiError(status, code);
        }),
      ]);
      const user = userEvent.setup();
      const messages = await log();
      const field = screen.getByRole('textbox', { name: 'Bericht aan Anna' });
      await user.type(field, 'Hoi Anna{Enter}');

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(text);
      expect(field).toHaveValue('Hoi Anna');
      expect(within(messages).queryByText('Hoi Anna')).not.toBeInTheDocument();
      if (link)
        expect(within(alert).getByRole('link', { name: link.name })).toHaveAttribute(
          'href',
          link.href,
        );
      await user.click(within(alert).getByRole('button', { name: 'Sluiten' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await remote.unmount();
    },
  );

  it('refuses a text over the length limit and counts characters; Shift+Enter makes a new line', async () => {
    const remote = await mountChat('/chats/5', [
      answer(endpoints.conversation.open, async () =>
        aChatResponse([aMessage('3')], {}, { message_credits: 10 }),
      ),
      readOk,
      typingOk,
    ]);
    const user = userEvent.setup();
    await log();
    const field = screen.getByRole('textbox', { name: 'Bericht aan Anna' });
    expect(screen.getByText('Een bericht kost 10 credits.')).toBeInTheDocument();
    await user.type(field, 'regel een{Shift>}{Enter}{/Shift}twee');
    expect(field).toHaveValue('regel een\ntwee');
    expect(screen.getByText('14/20 tekens')).toBeInTheDocument();
    await user.type(field, ' en nog veel meer{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('maximaal 20 tekens');
    expect(field).toHaveValue('regel een\ntwee en nog veel meer');
    await remote.unmount();
  });
});
