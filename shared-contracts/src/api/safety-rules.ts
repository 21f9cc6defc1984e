// Plain values and rules, no schema library: the front ends import them at run time.

/** The most hidden words a member keeps, and the longest one. */
export const HIDDEN_WORDS_MAX = 50;
export const HIDDEN_WORD_MAX_LENGTH = 40;

/** Lower case without accents, so "Geld", "GELD" and "géld" are one word. */
export const foldWord = (text: string): string =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('und');

/**
 * The words of a text, folded: runs of letters and digits. Matching is by whole word (a
 * hidden "ex" does not hide "examen") or, for a phrase of several words, by the whole phrase.
 */
const wordsOf = (text: string): string[] => foldWord(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Each list's words folded into their words, once per list: the server screens every chat
 * message against the same constant lists (offensive words, scam signals), and folding them
 * again at each message was a tenth of a message's CPU (decision 0183). Lists are read-only:
 * one changed in place after a call would be matched as it was then.
 */
const foldedLists = new WeakMap<readonly string[], readonly (readonly string[])[]>();

const foldedWordsOf = (words: readonly string[]) => {
  let folded = foldedLists.get(words);
  if (folded === undefined || folded.length !== words.length) {
    folded = words.map(wordsOf);
    foldedLists.set(words, folded);
  }
  return folded;
};

/** The first of `words` (single words or phrases) the text contains, or null. */
export function firstWordIn(text: string, words: readonly string[]): string | null {
  if (words.length === 0 || text.length === 0) return null;
  const tokens = wordsOf(text);
  const joined = ` ${tokens.join(' ')} `;
  const single = new Set(tokens);
  const folded = foldedWordsOf(words);
  for (const [i, word] of words.entries()) {
    const parts = folded[i]!;
    if (parts.length === 0) continue;
    if (parts.length === 1 ? single.has(parts[0]!) : joined.includes(` ${parts.join(' ')} `)) {
      return word;
    }
  }
  return null;
}

/**
 * A member's list of hidden words as kept: trimmed, folded, each once, in the given order.
 * Null when a word is empty or too long, or there are too many.
 */
export function normalizeHiddenWords(words: readonly string[]): string[] | null {
  const kept: string[] = [];
  for (const raw of words) {
    const word = foldWord(raw.trim()).replace(/\s+/g, ' ');
    if (word.length === 0 || word.length > HIDDEN_WORD_MAX_LENGTH) return null;
    if (!kept.includes(word)) kept.push(word);
  }
  return kept.length > HIDDEN_WORDS_MAX ? null : kept;
}
