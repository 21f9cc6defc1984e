import { Type, type Static } from 'typebox';
import { LOCALES } from '../i18n/locales';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_EMAIL_MAX,
  COMPLAINT_EXPLANATION_MAX,
  COMPLAINT_EXPLANATION_MIN,
  COMPLAINT_NAME_MAX,
  COMPLAINT_REFERENCE_PATTERN,
  COMPLAINT_TARGET_MAX,
  ONE_LINE_PATTERN,
  RUNNING_TEXT_PATTERN,
} from './complaints-rules';
import { IdempotencyKeySchema } from './payments.schema';

/** POST /api/complaint.php: a notice of content the sender holds illegal or against the terms. */
export const ComplaintBodySchema = Type.Object({
  category: Type.Enum([...COMPLAINT_CATEGORIES]),
  /** A profile number, a link to a page of this site, or (category `other`) a description. */
  target: Type.String({ minLength: 1, maxLength: COMPLAINT_TARGET_MAX, pattern: ONE_LINE_PATTERN }),
  explanation: Type.String({
    minLength: COMPLAINT_EXPLANATION_MIN,
    maxLength: COMPLAINT_EXPLANATION_MAX,
    pattern: RUNNING_TEXT_PATTERN,
  }),
  /** Where the confirmation and the decision go. */
  email: Type.String({ minLength: 1, maxLength: COMPLAINT_EMAIL_MAX, pattern: ONE_LINE_PATTERN }),
  name: Type.Optional(Type.String({ maxLength: COMPLAINT_NAME_MAX, pattern: ONE_LINE_PATTERN })),
  /** The statement of article 16(2)(d) DSA: the notice is accurate and complete, in good faith. */
  good_faith: Type.Literal(true),
  /** The language of the form, and of the mails about this notice. */
  language: Type.Enum([...LOCALES]),
  /** One per notice the visitor means to send: a second request with it answers the first. */
  idempotency_key: IdempotencyKeySchema,
});
export type ComplaintBody = Static<typeof ComplaintBodySchema>;

export const ComplaintResponseSchema = Type.Object({
  /** What the sender quotes in any contact about the notice (`KL-7F3K-9QX2`). */
  reference: Type.String({ pattern: COMPLAINT_REFERENCE_PATTERN }),
});
export type ComplaintResponse = Static<typeof ComplaintResponseSchema>;
