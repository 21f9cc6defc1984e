import { Type, type Static } from 'typebox';
import {
  VERIFICATION_POSES,
  VERIFICATION_REFUSALS,
  VERIFICATION_STATUSES,
} from './verification-rules';

export const VerificationPoseSchema = Type.Enum([...VERIFICATION_POSES]);
export const VerificationRefusalSchema = Type.Enum([...VERIFICATION_REFUSALS]);

/** GET /api/verification.php: where the member's verification stands. */
export const VerificationResponseSchema = Type.Object({
  status: Type.Enum([...VERIFICATION_STATUSES]),
  /** The pose the server drew: to take now (none, refused) or asked (pending). */
  pose: Type.Optional(VerificationPoseSchema),
  /** Why the last request was refused (refused only). */
  reason: Type.Optional(VerificationRefusalSchema),
  /** When the selfie was sent (pending), or when it was decided (verified, refused). */
  requested_at: Type.Optional(Type.String()),
  decided_at: Type.Optional(Type.String()),
  /** The member's own waiting selfie, a signed link (pending only). */
  selfie_url: Type.Optional(Type.String()),
});
export type VerificationResponse = Static<typeof VerificationResponseSchema>;
