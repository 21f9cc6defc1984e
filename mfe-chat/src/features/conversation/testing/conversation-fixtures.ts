import { mountRemote, type MountOptions } from '@dating/platform/testing';
import type { ChatResponse, Message, ProfileCard } from '@dating/shared-contracts/api';
import { screen } from '@testing-library/react';
import { endpoints } from '@dating/shared-contracts/api';
import {
  aSessionUser,
  aSiteSettings,
  answer,
  type EndpointStub,
} from '@dating/shared-contracts/testing';
import * as app from '../../../app';
import { aMessage } from '../../../testing/chat-fixtures';

export { aMessage };

export const PARTNER: ProfileCard = {
  id: '90',
  name: 'Anna',
  age: 31,
  gender: 'female',
  city: 'Delft',
  region: null,
  country: 'NL',
  main_image: null,
};

export const aChatResponse = (
  messages: Message[],
  over: Partial<ChatResponse['conversation']> = {},
  costs: Partial<ChatResponse['costs']> = {},
): ChatResponse => ({
  conversation: {
    id: '5',
    messages,
    has_older: false,
    has_newer: false,
    partner_read_up_to: '0',
    read_up_to: messages.at(-1)?.id ?? '0',
    num_unread_messages: 0,
    ...over,
  },
  profile: PARTNER,
  costs: {
    message_credits: 0,
    photo_credits: 10,
    gift_credits: 10,
    minimum_message_cost: null,
    ...costs,
  },
});

/** Opens a path of mfe-chat for a logged-in member with these endpoints answered. */
export function mountChat(
  path: string,
  api: readonly EndpointStub[],
  options: Partial<MountOptions> = {},
) {
  return mountRemote(app, {
    remote: 'mfe-chat',
    path,
    user: aSessionUser(),
    settings: aSiteSettings({ message_length: 20 }),
    ...options,
    api,
  });
}

/** The read call, answered as the API does when nothing is left unread. */
export const readOk = answer(endpoints.conversation.read, async ({ body }) => ({
  ok: true as const,
  read_up_to: body.up_to_message_id,
  num_unread_messages: 0,
  total_unread_messages: 0,
}));

/** The typing call, accepted. */
export const typingOk = answer(endpoints.conversation.typing, async () => ({
  ok: true as const,
  expires_at: '2026-03-01T10:00:06.000Z',
}));

/** The message log of the conversation with Anna, once it shows. */
export const log = () => screen.findByRole('log', { name: 'Berichten met Anna' });
