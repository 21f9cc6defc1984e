import {
  complaintProblems,
  type ApiErrorCode,
  type ComplaintBody,
  type ComplaintCategory,
  type ComplaintField,
  type ComplaintProblems,
} from '@dating/shared-contracts/api';
import type { Locale } from '@dating/shared-contracts';

/** The notice as the visitor fills it in. */
export interface ComplaintForm {
  readonly category: ComplaintCategory | '';
  readonly target: string;
  readonly explanation: string;
  readonly email: string;
  readonly name: string;
  readonly goodFaith: boolean;
}

/** The fields in the order of the form: the first refused one gets the focus. */
export const FORM_FIELDS: readonly ComplaintField[] = [
  'category',
  'target',
  'explanation',
  'email',
  'name',
  'good_faith',
];

/** `?profile=12` (a profile's "report" link) names the profile; anything else is ignored. */
export function emptyForm(profileParam: string | null, email: string): ComplaintForm {
  return {
    category: '',
    target: profileParam && /^[0-9]{1,10}$/.test(profileParam) ? profileParam : '',
    explanation: '',
    email,
    name: '',
    goodFaith: false,
  };
}

/** Line breaks as the server keeps them; a pasted tab is a space. */
const explanationOf = (text: string) => text.replace(/\t/g, ' ').trim();

/** The server's own checks (shared-contracts), on what would be sent. */
export function formProblems(form: ComplaintForm): ComplaintProblems {
  return complaintProblems({
    category: form.category,
    target: form.target,
    explanation: explanationOf(form.explanation),
    email: form.email,
    name: form.name,
    good_faith: form.goodFaith,
  });
}

/** A field error of the API (`field`, `body.field` or `/field`) as one of the form's. */
export function formFieldOf(field: string): ComplaintField | undefined {
  const name = field.replace(/^(\/|body\.|body\/)/, '');
  return (FORM_FIELDS as readonly string[]).includes(name) ? (name as ComplaintField) : undefined;
}

/** The problem's text key in this feature's namespace: per field, then per code. */
export const problemKey = (field: ComplaintField, code: ApiErrorCode) =>
  `problems.${field}.${code === 'field_required' ? 'required' : code === 'not_found' ? 'notFound' : 'invalid'}`;

export function toBody(
  form: ComplaintForm,
  language: Locale,
  idempotencyKey: string,
): ComplaintBody {
  const name = form.name.trim();
  return {
    category: form.category as ComplaintCategory,
    target: form.target.trim(),
    explanation: explanationOf(form.explanation),
    email: form.email.trim(),
    ...(name ? { name } : {}),
    good_faith: true,
    language,
    idempotency_key: idempotencyKey,
  };
}

/** A key for one notice (the contract's `[A-Za-z0-9_-]{8,64}`): 144 random bits, base64url. */
export function newNoticeKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}
