/**
 * Words that may hurt in a chat message, one list per language (kept as data, one module
 * each): before sending, a message that contains one asks its writer "Weet je het zeker?",
 * and its reader is asked whether it bothers them. A page loads only its language's list,
 * in a chunk of its own; the API reads them all (OFFENSIVE_WORDS in ./all).
 */
export async function loadOffensiveWords(locale: string): Promise<readonly string[]> {
  // Unnamed chunks: each chunk's name would travel in remoteEntry.js on every first visit.
  const module: { default: readonly string[] } = await import(`./lists/${locale}`).catch(
    () => import('./lists/nl'),
  );
  return module.default;
}
