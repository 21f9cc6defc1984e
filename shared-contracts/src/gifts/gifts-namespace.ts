/**
 * The gift names, in every language, by slug (`<slug>`, e.g. `rose`): the gift catalogue's
 * slugs (GET /api/gifts.php) and a gift message's `gift`. The profile view's gift panel and
 * the chat show them; each package registers this loader under GIFTS_NS (registerNamespace)
 * and loads the namespace with its lazy screen, never on a first visit.
 */
export const GIFTS_NS = 'gifts';

export function loadGiftTexts(locale: string): Promise<Record<string, unknown>> {
  // Unnamed chunks: each chunk's name would travel in remoteEntry.js on every first visit.
  return import(`./locales/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  );
}
