import { defineEndpoint } from './define-endpoint';
import type {
  OperatorAnswerBodySchema,
  OperatorAnswerResponseSchema,
  OperatorClaimResponseSchema,
  OperatorConversationParamsSchema,
  OperatorConversationSchema,
  OperatorInboxSchema,
} from './staff-operator.schema';

/**
 * Operators answer for fictional profiles (decision 0164): the conversations waiting for an
 * answer, one conversation, and an answer as the profile. Every look and answer is audited.
 */
export const staffOperatorConversationEndpoints = {
  /** Conversations with fictional profiles whose last message is the member's, oldest first. */
  inbox: defineEndpoint<{
    response: { 200: typeof OperatorInboxSchema };
  }>()({
    method: 'GET',
    path: '/staff-api/operator/conversations',
    access: { staff: ['operator', 'admin'] },
  }),
  /** One conversation with a fictional profile; 404 for any other conversation. */
  conversation: defineEndpoint<{
    params: typeof OperatorConversationParamsSchema;
    response: { 200: typeof OperatorConversationSchema };
  }>()({
    method: 'GET',
    path: '/staff-api/operator/conversations/:id',
    access: { staff: ['operator', 'admin'] },
  }),
  /** Holds the conversation for the caller for a while; 409 item_claimed while another does. */
  claim: defineEndpoint<{
    params: typeof OperatorConversationParamsSchema;
    response: { 200: typeof OperatorClaimResponseSchema };
  }>()({
    method: 'POST',
    path: '/staff-api/operator/conversations/:id/claim',
    access: { staff: ['operator', 'admin'] },
  }),
  /** Lets go of the caller's hold; 204. */
  release: defineEndpoint<{ params: typeof OperatorConversationParamsSchema }>()({
    method: 'POST',
    path: '/staff-api/operator/conversations/:id/release',
    access: { staff: ['operator', 'admin'] },
  }),
  /**
   * An answer as the profile, by the operator who holds the conversation (409 claim_required
   * without the caller's live hold); 422 operator_purchase_refused when it holds a link or speaks of
   * credits, buying or paying.
   */
  answer: defineEndpoint<{
    params: typeof OperatorConversationParamsSchema;
    body: typeof OperatorAnswerBodySchema;
    response: { 200: typeof OperatorAnswerResponseSchema };
  }>()({
    method: 'POST',
    path: '/staff-api/operator/conversations/:id/messages',
    access: { staff: ['operator', 'admin'] },
  }),
};

/** The operator area, as the registry spreads it. */
export const staffOperatorEndpoints = {
  staffOperator: staffOperatorConversationEndpoints,
};
