import { defineEndpoint } from './define-endpoint';
import type { VerificationResponseSchema } from './verification.schema';

/** The member's own verification: a selfie in a pose the server draws, seen by a moderator. */
export const verificationEndpoints = {
  get: defineEndpoint<{ response: { 200: typeof VerificationResponseSchema } }>()({
    method: 'GET',
    path: '/api/verification.php',
    access: 'member',
  }),
  /** Draws the pose for the next selfie (an undrawn or sent request's pose is kept). */
  pose: defineEndpoint<{ response: { 200: typeof VerificationResponseSchema } }>()({
    method: 'POST',
    path: '/api/verification-pose.php',
    access: 'member',
  }),
  /**
   * The selfie (multipart/form-data, field `selfie`) in the drawn pose; 409
   * verification_pending while one waits, verification_not_started without a drawn pose.
   */
  submit: defineEndpoint<{ response: { 201: typeof VerificationResponseSchema } }>()({
    method: 'POST',
    path: '/api/verification.php',
    access: 'member',
    multipart: true,
  }),
};
