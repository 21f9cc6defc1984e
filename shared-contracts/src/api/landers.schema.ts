import { Type, type Static } from 'typebox';
import { LOCALES, type Locale } from '../i18n/locales';
import { GenderSchema, IdSchema } from './common.schema';
import {
  LANDER_BLOCKS,
  LANDER_THEMES,
  type LanderBlockType,
  type LanderTheme,
} from './lander-blocks';

/*
 * Landers as data (decision 0123). A landing variant is a document: a layout made of the
 * blocks mfe-landers knows, a theme, copy per language, images, and per slug an audience and
 * copy of its own. The nine built-in variants ship as such documents inside
 * mfe-landers; campaign staff publish more (or new versions of those) through the API's
 * `lander` command, with no code release. The API checks every document against this schema.
 */

/*
 * The `description` of a rule says in plain words what it wants: the `lander` command prints
 * it with the JSON path of each problem, and the OpenAPI document shows it.
 */

/** A lander's name, its URL segment: `/landers/<name>`. */
export const LanderNameSchema = Type.String({
  pattern: '^[a-z][a-z0-9-]{1,39}$',
  description: 'lowercase letters, digits and dashes, 2 to 40, starting with a letter',
});
const SLUG_PATTERN = '^[a-z0-9][a-z0-9-]{0,39}$';
const SLUG_RULE = 'lowercase letters, digits and dashes, 1 to 40, not starting with a dash';
/** A slug (`/landers/<name>/<slug>`) chooses copy and audience. */
export const LanderSlugSchema = Type.String({ pattern: SLUG_PATTERN, description: SLUG_RULE });

/**
 * Campaign copy: plain text. No markup (`<`, `>`), no control characters (C0, DEL, C1), no
 * line or paragraph separators and no bidirectional overrides (text that reads otherwise
 * than it is stored).
 */
const PLAIN_TEXT =
  '^[^\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069<>]*$';
const CopyText = (maxLength: number) =>
  Type.String({
    minLength: 1,
    maxLength,
    pattern: PLAIN_TEXT,
    description: `plain text of 1 to ${maxLength} characters: no markup (< or >) and no control characters`,
  });

export const LanderCopySchema = Type.Object(
  {
    /** The page title (browser tab, link previews). */
    title: CopyText(70),
    /** The meta description and link-preview text. */
    description: CopyText(200),
    headline: CopyText(90),
    subline: CopyText(240),
    /** The call-to-action button's text. */
    cta: CopyText(40),
  },
  { additionalProperties: false },
);
export type LanderCopy = Static<typeof LanderCopySchema>;

/** Copy by language: `nl` is required, as the fallback of every other language. */
export const LanderCopyByLanguageSchema = Type.Object(
  {
    nl: LanderCopySchema,
    ...Object.fromEntries(
      LOCALES.filter((locale) => locale !== 'nl').map((locale) => [
        locale,
        Type.Optional(LanderCopySchema),
      ]),
    ),
  },
  {
    additionalProperties: false,
    description: `copy by language: nl (required), ${LOCALES.filter((l) => l !== 'nl').join(', ')}`,
  },
);
export type LanderCopyByLanguage = { nl: LanderCopy } & Partial<Record<Locale, LanderCopy>>;

/** Whom the lander shows: the members its blocks list are searched with these. */
export const LanderAudienceSchema = Type.Object(
  {
    gender: Type.Optional(GenderSchema),
    min_age: Type.Optional(Type.Integer({ minimum: 18, maximum: 99 })),
    max_age: Type.Optional(Type.Integer({ minimum: 18, maximum: 99 })),
    country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
  },
  { additionalProperties: false },
);
export type LanderAudience = Static<typeof LanderAudienceSchema>;

/**
 * An image with its size, so the page reserves its place before it loads (no layout shift).
 * Always a path of this site (`/media/...` of the media store, `/remotes/...` of a release),
 * never a URL: no foreign host can serve (or track) a campaign's visitors, and a domain's
 * `cdn_prefix` is put in front when drawn.
 */
export const LanderImageSchema = Type.Object(
  {
    src: Type.String({
      maxLength: 500,
      pattern: '^/(media|remotes)(/(?!\\.{1,2}(/|$))[A-Za-z0-9._~-]+)+$',
      description:
        'a path of this site under /media/ or /remotes/ (like /media/landers/spring.jpg), never a URL of another host',
    }),
    width: Type.Integer({ minimum: 1, maximum: 4000 }),
    height: Type.Integer({ minimum: 1, maximum: 4000 }),
  },
  { additionalProperties: false },
);
export type LanderImage = Static<typeof LanderImageSchema>;

export const LanderBlockSchema = Type.Object(
  { type: Type.Enum([...LANDER_BLOCKS]) },
  { additionalProperties: false },
);
export type LanderBlock = { type: LanderBlockType };

export const LanderSlugVariantSchema = Type.Object(
  {
    audience: Type.Optional(LanderAudienceSchema),
    copy: Type.Optional(LanderCopyByLanguageSchema),
  },
  { additionalProperties: false },
);

export const LanderDocumentSchema = Type.Object(
  {
    name: LanderNameSchema,
    theme: Type.Enum([...LANDER_THEMES]),
    /** The layout, top to bottom. The first block holds the call to action above the fold. */
    blocks: Type.Array(LanderBlockSchema, {
      minItems: 1,
      maxItems: 8,
      description: '1 to 8 blocks, top to bottom',
    }),
    copy: LanderCopyByLanguageSchema,
    audience: Type.Optional(LanderAudienceSchema),
    /** A hero image (the hero, night-hero and collage blocks use it when set). */
    hero_image: Type.Optional(LanderImageSchema),
    slugs: Type.Optional(
      Type.Record(LanderSlugSchema, LanderSlugVariantSchema, {
        additionalProperties: false,
        description: `every slug: ${SLUG_RULE}`,
      }),
    ),
  },
  { additionalProperties: false },
);
export type LanderDocument = {
  name: string;
  theme: LanderTheme;
  blocks: LanderBlock[];
  copy: LanderCopyByLanguage;
  audience?: LanderAudience;
  hero_image?: LanderImage;
  slugs?: Record<string, { audience?: LanderAudience; copy?: LanderCopyByLanguage }>;
};

export const LanderQuerySchema = Type.Object({
  name: LanderNameSchema,
  /** A draft's preview token (printed by `npm run lander -- draft`): shows that version. */
  preview: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' })),
  /**
   * `null`: none live is answered `{ lander: null }`. Without it, 404 `lander_not_found`, the
   * answer the releases from before it handle (a release may run beside an older or newer API).
   */
  absent: Type.Optional(Type.Literal('null')),
});
export type LanderQuery = Static<typeof LanderQuerySchema>;

/**
 * The live (or previewed) version of a published lander; `{ lander: null }` when none is
 * live under that name (or the preview token shows none): the page then draws the variant
 * its release ships, or its not-found page. "None published" is an answer, not an error.
 */
export const LanderResponseSchema = Type.Union([
  Type.Object({
    lander: LanderDocumentSchema,
    version: Type.Integer({ minimum: 1 }),
    /** Whether this is a draft shown through its preview token. */
    preview: Type.Boolean(),
  }),
  Type.Object({ lander: Type.Null() }),
]);
export type LanderResponse = Static<typeof LanderResponseSchema>;

export const LanderMemberQuerySchema = Type.Object({ id: IdSchema });
export type LanderMemberQuery = Static<typeof LanderMemberQuerySchema>;

const NullableText = Type.Union([Type.String(), Type.Null()]);

/**
 * One member as a member lander (`/members/{id}/landing*`) shows them to a visitor: only what
 * the domain lets visitors see, and where they live as names (city, region), never a
 * position or a distance. Members who are not active, chose invisible mode or blocked the
 * viewer are not found.
 */
export const LanderMemberSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  age: Type.Integer(),
  gender: GenderSchema,
  /** Null when the domain does not show it (`visible_profile_fields`) or it is not filled in. */
  city: NullableText,
  region: NullableText,
  country: Type.String(),
  /** The main photo (`url` full size, `square_url` a 400 px square, `thumb_url` 200 px). */
  main_image: Type.Union([
    Type.Object({ url: Type.String(), square_url: Type.String(), thumb_url: Type.String() }),
    Type.Null(),
  ]),
  /**
   * The domain's other `visible_profile_fields` this member filled in, in the domain's
   * order; `value` is a key of PROFILE_ATTRIBUTE_VALUES (texts: `values.<key>.<value>`).
   */
  fields: Type.Array(Type.Object({ key: Type.String(), value: Type.String() })),
  /** "About me", when the domain shows it (`visible_profile_notes`). */
  about: NullableText,
  interests: Type.Array(Type.Object({ slug: Type.String(), name: Type.String() })),
  /** Thumbnails of a few of the other photos, which a visitor sees only after signing up. */
  locked_photos: Type.Array(Type.Object({ thumb_url: Type.String() })),
  /** How many other photos the member has (more than `locked_photos` may show). */
  photo_count: Type.Integer({ minimum: 0 }),
  /** A profile the site runs itself (the domain's fictional warning applies). */
  fictional: Type.Boolean(),
});
export type LanderMember = Static<typeof LanderMemberSchema>;
export const LanderMemberResponseSchema = Type.Object({ member: LanderMemberSchema });
export type LanderMemberResponse = Static<typeof LanderMemberResponseSchema>;
