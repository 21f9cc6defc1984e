import type { ApiErrorCode } from './error-codes';

/*
 * Complaints: notices under the EU Digital Services Act, article 16 (decision 0126). The
 * limits and checks here are the server's; the complaint form runs the same function, so a
 * visitor sees the server's verdict before sending.
 */

/** What a notice is about, in the order the form offers it. */
export const COMPLAINT_CATEGORIES = [
  'fake_profile_or_scam',
  'harassment',
  'sexual_content_without_consent',
  'minor',
  'hate_or_violence',
  'illegal_content',
  'intellectual_property',
  'privacy',
  'other',
] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

export const COMPLAINT_EXPLANATION_MIN = 20;
export const COMPLAINT_EXPLANATION_MAX = 5000;
export const COMPLAINT_TARGET_MAX = 500;
export const COMPLAINT_NAME_MAX = 100;
export const COMPLAINT_EMAIL_MAX = 254;

/** One line a person typed: no control characters at all (PostgreSQL refuses a NUL byte). */
export const ONE_LINE_PATTERN = '^[^\\u0000-\\u001f\\u007f]*$';
/** Running text: line breaks allowed, no other control character. */
export const RUNNING_TEXT_PATTERN = '^[^\\u0000-\\u0009\\u000b\\u000c\\u000e-\\u001f\\u007f]*$';

/** The reference: `KL-7F3K-9QX2`, letters and digits nobody confuses (no 0/O, 1/I). */
export const COMPLAINT_REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const COMPLAINT_REFERENCE_PATTERN = `^KL-[${COMPLAINT_REFERENCE_ALPHABET}]{4}-[${COMPLAINT_REFERENCE_ALPHABET}]{4}$`;

/**
 * Where the reported content is, as the visitor gave it: a profile number, a link (an
 * absolute URL, or a path of this site), or words (only for `other`). A profile's pages
 * (`/members/12`, `/likes/m/12`, `/members/12/landing`) name the profile.
 */
export type ComplaintTarget =
  | { readonly kind: 'profile'; readonly profileId: string }
  | {
      readonly kind: 'url';
      /** Lower case, without `www.` and port; null for a path of this site. */
      readonly host: string | null;
      /** The path with its query, as typed. */
      readonly path: string;
      readonly profileId: string | null;
    }
  | { readonly kind: 'text' };

const PROFILE_NUMBER = /^#?([0-9]{1,10})$/;
const PROFILE_PATH = /^\/(?:members|likes\/m)\/([0-9]{1,10})(?:[/?#]|$)/;

export function complaintTarget(typed: string): ComplaintTarget {
  const text = typed.trim();
  const number = PROFILE_NUMBER.exec(text);
  if (number) return { kind: 'profile', profileId: String(Number(number[1])) };
  const absolute = /^https?:\/\//i.test(text);
  if (!absolute && !text.startsWith('/')) return { kind: 'text' };
  if (/\s/.test(text) || text.startsWith('//')) return { kind: 'text' };
  let url: URL;
  try {
    url = new URL(text, 'http://relative.invalid');
  } catch {
    return { kind: 'text' };
  }
  const path = `${url.pathname}${url.search}`;
  const profile = PROFILE_PATH.exec(url.pathname);
  return {
    kind: 'url',
    host: absolute ? url.hostname.toLowerCase().replace(/^www\./, '') : null,
    path,
    profileId: profile ? String(Number(profile[1])) : null,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Characters as the server counts them (code points, as JSON Schema's lengths do). */
export const textLength = (text: string): number => [...text].length;

export interface ComplaintFields {
  readonly category: string;
  readonly target: string;
  readonly explanation: string;
  readonly email: string;
  readonly name: string;
  readonly good_faith: boolean;
}
export type ComplaintField = keyof ComplaintFields;

/** Why each field is refused (an error code, as the API's field errors name it). */
export type ComplaintProblems = Partial<Record<ComplaintField, ApiErrorCode>>;

/**
 * The checks of a notice that the schema cannot make: a located target (a profile or a link)
 * unless the category is `other`, an explanation of real words, an e-mail address's shape.
 * The server adds what only it knows: the link's site and whether the profile exists.
 */
export function complaintProblems(fields: ComplaintFields): ComplaintProblems {
  const problems: ComplaintProblems = {};
  const oneLine = new RegExp(ONE_LINE_PATTERN);
  if (!(COMPLAINT_CATEGORIES as readonly string[]).includes(fields.category)) {
    problems.category = 'field_required';
  }
  const target = fields.target.trim();
  if (!target) problems.target = 'field_required';
  else if (textLength(target) > COMPLAINT_TARGET_MAX || !oneLine.test(target)) {
    problems.target = 'field_invalid';
  } else if (fields.category !== 'other' && complaintTarget(target).kind === 'text') {
    problems.target = 'field_invalid';
  }
  const explanation = fields.explanation.trim();
  if (!explanation) problems.explanation = 'field_required';
  else if (
    textLength(explanation) < COMPLAINT_EXPLANATION_MIN ||
    textLength(explanation) > COMPLAINT_EXPLANATION_MAX ||
    !new RegExp(RUNNING_TEXT_PATTERN).test(explanation)
  ) {
    problems.explanation = 'field_invalid';
  }
  const email = fields.email.trim();
  if (!email) problems.email = 'field_required';
  else if (!EMAIL.test(email) || email.length > COMPLAINT_EMAIL_MAX)
    problems.email = 'invalid_email';
  if (textLength(fields.name.trim()) > COMPLAINT_NAME_MAX || !oneLine.test(fields.name)) {
    problems.name = 'field_invalid';
  }
  if (fields.good_faith !== true) problems.good_faith = 'field_required';
  return problems;
}
