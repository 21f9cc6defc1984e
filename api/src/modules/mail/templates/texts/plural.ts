/** Forms of a text that counts, by the CLDR plural category the language gives the number. */
export interface Plural {
  readonly one: string;
  readonly other: string;
  readonly few?: string;
  readonly many?: string;
}

export const plural = (forms: Plural): Plural => forms;
