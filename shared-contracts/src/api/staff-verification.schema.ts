import { Type, type Static } from 'typebox';
import { IdSchema } from './common.schema';
import { VerificationPoseSchema, VerificationRefusalSchema } from './verification.schema';

const PhotoSchema = Type.Object({ id: IdSchema, url: Type.String() });

/**
 * One request a moderator decides: a selfie in the pose asked (`selfie`), or a verified
 * member's new main photo (`main_photo`, the badge paused meanwhile); the profile's active
 * photos beside it.
 */
export const VerificationRequestSchema = Type.Object({
  id: IdSchema,
  kind: Type.Union([Type.Literal('selfie'), Type.Literal('main_photo')]),
  profileId: IdSchema,
  name: Type.String(),
  createdAt: Type.String(),
  pose: Type.Union([VerificationPoseSchema, Type.Null()]),
  /** The selfie, on the console's origin (selfie only). */
  selfieUrl: Type.Union([Type.String(), Type.Null()]),
  /** The new main photo (main_photo only; null when the member has none left). */
  mainPhoto: Type.Union([PhotoSchema, Type.Null()]),
  photos: Type.Array(PhotoSchema),
});
export type VerificationRequest = Static<typeof VerificationRequestSchema>;

/** GET /staff-api/verifications: the open requests, oldest first. */
export const VerificationQueueResponseSchema = Type.Object({
  requests: Type.Array(VerificationRequestSchema),
});
export type VerificationQueueResponse = Static<typeof VerificationQueueResponseSchema>;

export const VerificationParamsSchema = Type.Object({ id: IdSchema });

/** POST /staff-api/verifications/:id/decision: approve, or refuse with a reason. */
export const VerificationDecisionBodySchema = Type.Object({
  approve: Type.Boolean(),
  reason: Type.Optional(VerificationRefusalSchema),
});
export type VerificationDecisionBody = Static<typeof VerificationDecisionBodySchema>;
