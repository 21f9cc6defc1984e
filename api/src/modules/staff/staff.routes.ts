import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { named } from '../../lib/named-plugin';
import { auditRoutes } from '../audit/audit.routes';
import { moderationRoutes } from '../moderation/moderation.routes';
import { transparencyRoutes } from '../transparency/transparency.routes';
import { supportRoutes } from '../support/support.routes';
import { operatorRoutes } from '../operator/operator.routes';
import { staffSessionRoutes } from './staff-session.routes';
import { staffVerificationRoutes } from '../verification/staff-verification.routes';

/**
 * Everything under /staff-api, on the staff listener only (decision 0160); unknown paths
 * answer the JSON 404 of the one error shape.
 */
export async function staffApiRoutes(app: FastifyInstance) {
  await app.register(named(staffSessionRoutes));
  await app.register(named(moderationRoutes));
  await app.register(named(supportRoutes));
  await app.register(named(operatorRoutes));
  await app.register(named(auditRoutes));
  await app.register(named(transparencyRoutes));
  await app.register(named(staffVerificationRoutes));
  app.setNotFoundHandler(async () => {
    throw new AppError(404, 'not_found');
  });
}
