import { firstWordIn } from '@dating/shared-contracts/api';
import { OFFENSIVE_WORDS } from '@dating/shared-contracts/offensive-words/all';

/** What the server notes of a text message before it is stored. */
export interface Screening {
  /** The text has a word of its sender's language's offensive-word list: its reader is asked. */
  offensive: boolean;
  /** A first message with one of the recipient's hidden words: it goes to their hidden folder. */
  hidden: boolean;
}

/**
 * Screens a text. The offensive-word list is the one of the sender's language (the language
 * they write in, as a rule); hidden words count in a conversation's first message only, so
 * a conversation the recipient takes part in is never hidden afterwards.
 */
export function screenText(
  body: string,
  senderLanguage: string,
  recipientHiddenWords: readonly string[] | null,
): Screening {
  const offensiveWords = OFFENSIVE_WORDS[senderLanguage] ?? OFFENSIVE_WORDS.nl!;
  return {
    offensive: firstWordIn(body, offensiveWords) !== null,
    hidden: recipientHiddenWords !== null && firstWordIn(body, recipientHiddenWords) !== null,
  };
}
