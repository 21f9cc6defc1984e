import { registerNamespace } from '@dating/platform';
import { GIFTS_NS, loadGiftTexts } from '@dating/shared-contracts/gifts';

/**
 * Texts of the chat screen's parts (top bar, menu, dialogs, footer tools, image and gift
 * messages): a namespace of their own, loaded with the conversation screen's chunk, so the
 * chat list's first visit carries none of them (docs/decisions/0013).
 */
export const PARTS_NS = 'chat-parts';

registerNamespace(PARTS_NS, (locale) =>
  // Unnamed chunks: each chunk's name would travel in remoteEntry.js on every first visit.
  import(`./locales/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  ),
);
// The gift names, shared with the profile view (mfe-members).
registerNamespace(GIFTS_NS, loadGiftTexts);

/** The namespaces the parts render with: load them before the conversation screen shows. */
export const CONVERSATION_PARTS_NAMESPACES = [PARTS_NS, GIFTS_NS] as const;
