import { Type, type Static } from 'typebox';

/** A member's own safety choices (GET and PUT /api/safety.php). */
export const SafetySettingsSchema = Type.Object({
  /** Images in chats with a match show at once; from anyone else they arrive blurred. */
  show_match_images: Type.Boolean(),
  /** Fictional profiles (written by staff) are left out of search and the swipe game. */
  hide_fictional: Type.Boolean(),
  /**
   * Words (lower case) that send a like or a first message to the hidden folder, without the
   * sender knowing: in the liker's profile text, or in the first message's text.
   */
  hidden_words: Type.Array(Type.String()),
});
export type SafetySettings = Static<typeof SafetySettingsSchema>;

export const SafetyResponseSchema = Type.Object({ safety: SafetySettingsSchema });
export type SafetyResponse = Static<typeof SafetyResponseSchema>;

/**
 * PUT /api/safety.php: any of the choices. A hidden word is trimmed and lower-cased, doubles
 * count once; an empty or too long word, or more than HIDDEN_WORDS_MAX, answers
 * `field_invalid` at `hidden_words` and changes nothing.
 */
export const UpdateSafetyBodySchema = Type.Object({
  show_match_images: Type.Optional(Type.Boolean()),
  hide_fictional: Type.Optional(Type.Boolean()),
  hidden_words: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 200 })),
});
export type UpdateSafetyBody = Static<typeof UpdateSafetyBodySchema>;
