import { defineEndpoint } from './define-endpoint';
import type {
  AppealBodySchema,
  StatementQuerySchema,
  StatementSchema,
  StatementsResponseSchema,
} from './decisions.schema';

/**
 * Statements of reasons for the moderation decisions about a member, and their appeals. The
 * statement's token is its credential, so a suspended member (who cannot sign in) reads and
 * appeals it from the mail's link.
 */
export const decisionsEndpoints = {
  /** The signed-in member's statements, newest first. */
  statements: defineEndpoint<{ response: { 200: typeof StatementsResponseSchema } }>()({
    method: 'GET',
    path: '/api/decisions.php',
    access: 'member',
  }),
  /** One statement by its token; 400 decision_link_invalid for a forged or broken one. */
  statement: defineEndpoint<{
    querystring: typeof StatementQuerySchema;
    response: { 200: typeof StatementSchema };
  }>()({ method: 'GET', path: '/api/decision.php', access: 'visitor' }),
  /**
   * Appeals against the token's decision, once, within six months; answers the statement
   * with its appeal. 409 appeal_exists, 409 appeal_period_over.
   */
  appeal: defineEndpoint<{
    querystring: typeof StatementQuerySchema;
    body: typeof AppealBodySchema;
    response: { 200: typeof StatementSchema };
  }>()({ method: 'POST', path: '/api/decision-appeal.php', access: 'visitor' }),
};
