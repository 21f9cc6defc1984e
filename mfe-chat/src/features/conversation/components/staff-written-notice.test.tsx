import { screen } from '@testing-library/react';
import { endpoints } from '@dating/shared-contracts/api';
import { aPublicProfile, answer } from '@dating/shared-contracts/testing';
import { aChatResponse, aMessage, log, mountChat, readOk } from '../testing/conversation-fixtures';

describe('a chat with a fictional profile', () => {
  it('tells the member that a staff member writes for the profile', async () => {
    const remote = await mountChat('/chats/5', [
      answer(endpoints.conversation.open, async () => ({
        ...aChatResponse([aMessage('3', { body: 'Hoi!' })]),
        staff_written: true,
      })),
      readOk,
    ]);
    await log();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Anna is een fictief profiel: een medewerker van deze site schrijft de berichten.',
    );
    await remote.unmount();
  });

  it('tells it before the first message, on opening a new chat with the profile', async () => {
    const remote = await mountChat('/members/90/chat', [
      answer(endpoints.members.profile, async () => ({
        profile: aPublicProfile({ id: '90', name: 'Anna', fictional: true }),
      })),
    ]);
    await screen.findByRole('log', { name: 'Berichten met Anna' });
    expect(screen.getByRole('note')).toHaveTextContent(
      'Anna is een fictief profiel: een medewerker van deze site schrijft de berichten.',
    );
    await remote.unmount();
  });

  it('says nothing of the kind in a chat with a member', async () => {
    const remote = await mountChat('/chats/5', [
      answer(endpoints.conversation.open, async () => ({
        ...aChatResponse([aMessage('3', { body: 'Hoi!' })]),
        staff_written: false,
      })),
      readOk,
    ]);
    await log();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await remote.unmount();
  });
});
