import { defineEndpoint } from './define-endpoint';
import type {
  AppealDecisionBodySchema,
  DecisionBodySchema,
  DecisionParamsSchema,
  DecisionResponseSchema,
  PhotoQueueResponseSchema,
  QueueItemDetailSchema,
  QueueItemParamsSchema,
  QueueItemSchema,
  QueueQuerySchema,
  QueueResponseSchema,
  StaffCodeBodySchema,
  StaffMeSchema,
  StaffPasswordBodySchema,
  StaffPasswordResponseSchema,
} from './staff.schema';
import { staffVerificationEndpoints } from './staff-verification.endpoints';

/**
 * The staff console's API, served on the staff listener only (decision 0160). Every
 * endpoint names the roles that may call it; a member session reaches none of them.
 */
export const staffSessionEndpoints = {
  /**
   * The first factor. 200 with a token for the code step; 401 staff_login_failed whatever
   * was wrong; 429 too_many_attempts after repeated failures for the account or the address.
   */
  password: defineEndpoint<{
    body: typeof StaffPasswordBodySchema;
    response: { 200: typeof StaffPasswordResponseSchema };
  }>()({ method: 'POST', path: '/staff-api/login/password', access: { staff: 'login' } }),
  /**
   * The second factor: a TOTP code, good once. 200 starts the session (cookie `staff_sid`);
   * 401 staff_login_failed; 401 staff_login_expired when the token is stale.
   */
  code: defineEndpoint<{
    body: typeof StaffCodeBodySchema;
    response: { 200: typeof StaffMeSchema };
  }>()({ method: 'POST', path: '/staff-api/login/code', access: { staff: 'login' } }),
  /** Ends the session; 204. */
  logout: defineEndpoint()({
    method: 'POST',
    path: '/staff-api/logout',
    access: { staff: 'signed_in' },
  }),
  /** Who is signed in; 401 staff_authentication_required when nobody. */
  me: defineEndpoint<{ response: { 200: typeof StaffMeSchema } }>()({
    method: 'GET',
    path: '/staff-api/me',
    access: { staff: 'signed_in' },
  }),
};

/** The moderators' inbox: reports, notices, photos and appeals, each decided once. */
export const staffQueueEndpoints = {
  queue: defineEndpoint<{
    querystring: typeof QueueQuerySchema;
    response: { 200: typeof QueueResponseSchema };
  }>()({ method: 'GET', path: '/staff-api/queue', access: { staff: ['moderator'] } }),
  /** The item and what it is about; the look is audited. */
  item: defineEndpoint<{
    params: typeof QueueItemParamsSchema;
    response: { 200: typeof QueueItemDetailSchema };
  }>()({ method: 'GET', path: '/staff-api/queue/:id', access: { staff: ['moderator'] } }),
  /** Holds the item for the caller for a while (renews the caller's own claim); 409 item_claimed. */
  claim: defineEndpoint<{
    params: typeof QueueItemParamsSchema;
    response: { 200: typeof QueueItemSchema };
  }>()({ method: 'POST', path: '/staff-api/queue/:id/claim', access: { staff: ['moderator'] } }),
  /** Lets go of the caller's claim; 204. */
  release: defineEndpoint<{ params: typeof QueueItemParamsSchema }>()({
    method: 'POST',
    path: '/staff-api/queue/:id/release',
    access: { staff: ['moderator'] },
  }),
  /** Decides a claimed item; 409 claim_required without the caller's live claim. */
  decide: defineEndpoint<{
    params: typeof QueueItemParamsSchema;
    body: typeof DecisionBodySchema;
    response: { 200: typeof DecisionResponseSchema };
  }>()({
    method: 'POST',
    path: '/staff-api/queue/:id/decision',
    access: { staff: ['moderator'] },
  }),
  /**
   * Decides a claimed appeal: upheld, or reversed (what the decision removed comes back).
   * 409 own_decision for the moderator who made the decision appealed; 204.
   */
  decideAppeal: defineEndpoint<{
    params: typeof QueueItemParamsSchema;
    body: typeof AppealDecisionBodySchema;
  }>()({
    method: 'POST',
    path: '/staff-api/queue/:id/appeal',
    access: { staff: ['moderator'] },
  }),
  /** The photos waiting for approval beside their profiles' other photos, as a grid. */
  photoQueue: defineEndpoint<{ response: { 200: typeof PhotoQueueResponseSchema } }>()({
    method: 'GET',
    path: '/staff-api/photo-queue',
    access: { staff: ['moderator'] },
  }),
  /** A member's photo (its larger size), for the staff console's own origin; an image, not JSON. */
  photo: defineEndpoint<{ params: typeof QueueItemParamsSchema }>()({
    method: 'GET',
    path: '/staff-api/photos/:id',
    access: { staff: ['moderator', 'support'] },
  }),
  /** Takes a decision back within seconds of making it; 204, or 409 undo_expired. */
  undo: defineEndpoint<{ params: typeof DecisionParamsSchema }>()({
    method: 'POST',
    path: '/staff-api/decisions/:id/undo',
    access: { staff: ['moderator'] },
  }),
};

/** Every staff endpoint, by area; the staff console's bundle carries these and no member's. */
export const staffEndpoints = {
  staffSession: staffSessionEndpoints,
  staffQueue: staffQueueEndpoints,
  staffVerification: staffVerificationEndpoints,
};
