import { defineEndpoint } from './define-endpoint';
import type {
  MemberFileSchema,
  MemberParamsSchema,
  MemberSearchQuerySchema,
  MemberSearchResponseSchema,
  PaymentParamsSchema,
  RefundBodySchema,
  RefundResponseSchema,
  ResendActivationBodySchema,
  SupportActionBodySchema,
  SupportActionResponseSchema,
} from './staff-support.schema';

/**
 * Support and finance on the staff listener (decision 0162): finding a member, their file,
 * the support actions, and refunds, which only finance may make. Every call is audited.
 */
export const staffMembersEndpoints = {
  /** At most 50 members by e-mail (exact or start), name (start) or id; audited. */
  search: defineEndpoint<{
    querystring: typeof MemberSearchQuerySchema;
    response: { 200: typeof MemberSearchResponseSchema };
  }>()({ method: 'GET', path: '/staff-api/members', access: { staff: ['support', 'admin'] } }),
  /** The member's file; the look is audited. */
  file: defineEndpoint<{
    params: typeof MemberParamsSchema;
    response: { 200: typeof MemberFileSchema };
  }>()({
    method: 'GET',
    path: '/staff-api/members/:id',
    access: { staff: ['support', 'finance', 'admin'] },
  }),
  /** The activation mail again; 409 already_confirmed once the account is activated. */
  resendActivation: defineEndpoint<{
    params: typeof MemberParamsSchema;
    body: typeof ResendActivationBodySchema;
    response: { 200: typeof SupportActionResponseSchema };
  }>()({
    method: 'POST',
    path: '/staff-api/members/:id/activation-mail',
    access: { staff: ['support', 'admin'] },
  }),
  /** Ends every session of the member and closes their sockets. */
  endSessions: defineEndpoint<{
    params: typeof MemberParamsSchema;
    body: typeof SupportActionBodySchema;
    response: { 200: typeof SupportActionResponseSchema };
  }>()({
    method: 'POST',
    path: '/staff-api/members/:id/end-sessions',
    access: { staff: ['support', 'admin'] },
  }),
  /** Starts the member's data export; they get the mail with its link as if they had asked. */
  dataExport: defineEndpoint<{
    params: typeof MemberParamsSchema;
    body: typeof SupportActionBodySchema;
    response: { 200: typeof SupportActionResponseSchema };
  }>()({
    method: 'POST',
    path: '/staff-api/members/:id/data-export',
    access: { staff: ['support', 'admin'] },
  }),
};

export const staffRefundEndpoints = {
  /**
   * Pays back part or all of a completed payment, once per idempotency key; 409
   * refund_exceeds_payment past what is left, 409 payment_not_refundable when not completed.
   */
  refund: defineEndpoint<{
    params: typeof PaymentParamsSchema;
    body: typeof RefundBodySchema;
    response: { 200: typeof RefundResponseSchema };
  }>()({
    method: 'POST',
    path: '/staff-api/payments/:id/refund',
    access: { staff: ['finance'] },
  }),
};

/** The support and finance areas, as the registry spreads them. */
export const staffSupportEndpoints = {
  staffMembers: staffMembersEndpoints,
  staffRefunds: staffRefundEndpoints,
};
