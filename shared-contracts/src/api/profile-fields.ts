// Plain values, no schema library: the front ends import them at run time.

/**
 * The values a member may choose for each profile attribute. They
 * are stable keys: the front ends translate `fieldValues.<field>.<value>`, the API refuses any
 * other value with `field_invalid`.
 */
export const PROFILE_ATTRIBUTE_VALUES = {
  gender: ['male', 'female'],
  sexuality: ['hetero', 'bi', 'gay'],
  hair_color: ['blond', 'light_brown', 'brown', 'dark_brown', 'black', 'red', 'grey'],
  eye_color: ['blue', 'brown', 'green', 'grey', 'hazel'],
  body_type: ['slim', 'athletic', 'average', 'curvy', 'muscular', 'a_few_extra_kilos'],
  relationship_status: ['single', 'divorced', 'widowed', 'separated'],
  tattoos: ['none', 'one', 'a_few', 'many'],
  reason: ['relationship', 'dating', 'friendship', 'chat', 'casual'],
} as const;

export type ProfileAttribute = keyof typeof PROFILE_ATTRIBUTE_VALUES;
export const PROFILE_ATTRIBUTES = Object.keys(PROFILE_ATTRIBUTE_VALUES) as ProfileAttribute[];

/**
 * The attributes that are special-category data (a sexual orientation tells about a
 * person's sex life): always optional, stored only with the member's explicit consent, and
 * erased when that consent is withdrawn.
 */
export const SENSITIVE_ATTRIBUTES = ['sexuality'] as const satisfies readonly ProfileAttribute[];
export type SensitiveAttribute = (typeof SENSITIVE_ATTRIBUTES)[number];
export const isSensitiveAttribute = (field: string): field is SensitiveAttribute =>
  (SENSITIVE_ATTRIBUTES as readonly string[]).includes(field);

/** The longest "about me" text, in characters. */
export const ABOUT_MAX_LENGTH = 2000;
/** How many interests a member may pick. */
export const MAX_INTERESTS = 20;
