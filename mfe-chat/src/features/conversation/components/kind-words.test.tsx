import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, type ChatReportBody, type SendMessageBody } from '@dating/shared-contracts/api';
import { answer } from '@dating/shared-contracts/testing';
import {
  aChatResponse,
  aMessage,
  mountChat,
  readOk,
  typingOk,
  log,
} from '../testing/conversation-fixtures';

const sendOk = (bodies: SendMessageBody[]) =>
  answer(endpoints.conversation.send, async ({ body }) => {
    bodies.push(body);
    return {
      conversation_id: '5',
      message: aMessage(String(10 + bodies.length), {
        from_me: true,
        body: body.body ?? null,
        nonce: body.nonce,
      }),
      cost: 0,
      credits: 20,
    };
  });

describe('kinder words in a conversation', () => {
  it('asks "Weet je het zeker?" before a message that may hurt: change it, or send anyway', async () => {
    const bodies: SendMessageBody[] = [];
    const remote = await mountChat('/chats/5', [
      answer(endpoints.conversation.open, async () => aChatResponse([aMessage('3')])),
      readOk,
      typingOk,
      sendOk(bodies),
    ]);
    const user = userEvent.setup();
    const messages = await log();
    const field = screen.getByRole('textbox', { name: 'Bericht aan Anna' });
    // The list of the page's language loads with the chat.
    await user.type(field, 'Hou je bek, trut{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Weet je het zeker?' });
    expect(dialog).toHaveTextContent('woorden die Anna als kwetsend kan ervaren');
    expect(bodies).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Aanpassen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field).toHaveValue('Hou je bek, trut');
    expect(bodies).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await user.click(await screen.findByRole('button', { name: 'Toch sturen' }));
    await waitFor(() => expect(bodies.map((b) => b.body)).toEqual(['Hou je bek, trut']));
    expect(within(messages).getByText('Hou je bek, trut')).toBeInTheDocument();

    // A friendly message goes at once.
    await user.type(field, 'Sorry!{Enter}');
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await remote.unmount();
  });

  it('asks the reader "Stoort dit je?" under such a message, and reports it in one tap', async () => {
    const reports: ChatReportBody[] = [];
    const remote = await mountChat('/chats/5', [
      answer(endpoints.conversation.open, async () =>
        aChatResponse([aMessage('3', { body: 'Jij vuile trut', offensive: true }), aMessage('4')]),
      ),
      readOk,
      typingOk,
      answer(endpoints.conversation.report, async ({ body }) => {
        reports.push(body);
        return { ok: true as const, report_id: '1', reference: 'M-1', created: true };
      }),
    ]);
    const user = userEvent.setup();
    const messages = await log();
    const question = await within(messages).findByRole('group', { name: 'Stoort dit je?' });
    // Only the message that matched asks.
    expect(within(messages).getAllByRole('group', { name: 'Stoort dit je?' })).toHaveLength(1);
    await user.click(within(question).getByRole('button', { name: 'Ja, melden' }));
    expect(
      await within(messages).findByText(/Een moderator bekijkt dit bericht/),
    ).toBeInTheDocument();
    expect(reports).toEqual([{ conversation_id: '5', message_id: '3', reason: 'offensive' }]);
    await remote.unmount();
  });

  it('puts the question away on "Nee", reporting nothing', async () => {
    const remote = await mountChat('/chats/5', [
      answer(endpoints.conversation.open, async () =>
        aChatResponse([aMessage('8', { body: 'Jij vuile trut', offensive: true })]),
      ),
      readOk,
      typingOk,
    ]);
    const user = userEvent.setup();
    const messages = await log();
    await user.click(await within(messages).findByRole('button', { name: 'Nee' }));
    expect(within(messages).queryByRole('group', { name: 'Stoort dit je?' })).toBeNull();
    expect(within(messages).getByText('Jij vuile trut')).toBeInTheDocument();
    await remote.unmount();
  });
});

describe('a warning against scams', () => {
  it('stands under a received message that asks for money or another channel, not under others', async () => {
    const remote = await mountChat('/chats/5', [
      answer(endpoints.conversation.open, async () =>
        aChatResponse([
          aMessage('21', { body: 'Zullen we op WhatsApp verder?', caution: true }),
          aMessage('22', { body: 'Leuk!' }),
        ]),
      ),
      readOk,
      typingOk,
    ]);
    const messages = await log();
    const notes = await within(messages).findAllByRole('note');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toHaveTextContent('Stuur nooit geld en deel geen bankgegevens');
    await remote.unmount();
  });
});

describe('a partner whose account was erased', () => {
  it('is called a deleted member in the conversation', async () => {
    const answerWith = aChatResponse([aMessage('30', { body: 'Dag!' })]);
    const remote = await mountChat('/chats/5', [
      answer(endpoints.conversation.open, async () => ({
        ...answerWith,
        profile: { ...answerWith.profile, name: '' },
      })),
      readOk,
      typingOk,
    ]);
    expect(
      await screen.findByRole('log', { name: 'Berichten met Verwijderd lid' }),
    ).toBeInTheDocument();
    await remote.unmount();
  });
});
