import type { FastifyInstance } from 'fastify';
import { endpoints } from '@dating/shared-contracts/api';
import { endpointRoute } from '../../lib/endpoint-route';

const TAGS = ['decisions'];

/**
 * Appeals per client address: more than one member has reason to send in a sitting, too few
 * to flood the moderators' inbox.
 */
const APPEAL_LIMIT = { rateLimit: { max: 10, timeWindow: 3_600_000 } };

/** Statements of reasons and appeals, on the member listener. */
export async function statementRoutes(app: FastifyInstance) {
  const { decisions } = endpoints;
  const { statements } = app;

  endpointRoute(app, decisions.statements, { tags: TAGS }, async (request) => ({
    statements: await statements.listFor(request.userId!),
  }));

  // The token is the credential; a GET never changes anything.
  endpointRoute(app, decisions.statement, { tags: TAGS }, async (request) =>
    statements.byToken(request.query.token),
  );

  endpointRoute(app, decisions.appeal, { tags: TAGS, config: APPEAL_LIMIT }, async (request) =>
    statements.appeal(request.query.token, request.body),
  );
}
