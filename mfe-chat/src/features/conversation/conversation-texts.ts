import { registerNamespace } from '@dating/platform';

/**
 * Texts of the conversation screen: a namespace of their own, loaded with the screen's
 * chunk, so the first visit of /chats carries none of them (docs/decisions/0013).
 */
export const CONVERSATION_NS = 'chat-conversation';

registerNamespace(CONVERSATION_NS, (locale) =>
  // Unnamed chunks: each chunk's name would travel in remoteEntry.js on every first visit.
  import(`./locales/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  ),
);
