import { defineEndpoint } from './define-endpoint';
import type {
  VerificationDecisionBodySchema,
  VerificationParamsSchema,
  VerificationQueueResponseSchema,
} from './staff-verification.schema';

/** The moderators' verifications: selfies and verified members' new main photos. */
export const staffVerificationEndpoints = {
  /** The open requests with the profiles' photos; the look is audited. */
  queue: defineEndpoint<{ response: { 200: typeof VerificationQueueResponseSchema } }>()({
    method: 'GET',
    path: '/staff-api/verifications',
    access: { staff: ['moderator'] },
  }),
  /** A waiting selfie; an image, not JSON; 404 once decided (the file is gone). */
  selfie: defineEndpoint<{ params: typeof VerificationParamsSchema }>()({
    method: 'GET',
    path: '/staff-api/verifications/:id/selfie',
    access: { staff: ['moderator'] },
  }),
  /** Decides an open request once; 204, 409 item_closed when it was decided already. */
  decide: defineEndpoint<{
    params: typeof VerificationParamsSchema;
    body: typeof VerificationDecisionBodySchema;
  }>()({
    method: 'POST',
    path: '/staff-api/verifications/:id/decision',
    access: { staff: ['moderator'] },
  }),
};
