import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiErrorCode } from '@dating/shared-contracts/api';
import { TransactionTimeoutError } from '../db/transaction';
import { AppError, type FieldError } from '../lib/app-error';
import { PasswordCheckBusyError } from '../modules/accounts/password-strength';
import { ProviderUnavailableError } from '../modules/payments/payment-provider';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

function fieldsOf(issues: ValidationIssue[]): FieldError[] {
  const fields: FieldError[] = [];
  for (const issue of issues) {
    const missing = issue.params.missingProperty;
    const path =
      typeof missing === 'string' ? `${issue.instancePath}/${missing}` : issue.instancePath || '/';
    const field = path.replace(/^\//, '').replace(/\//g, '.') || '(root)';
    const messageKey: ApiErrorCode =
      issue.keyword === 'required'
        ? 'field_required'
        : issue.params.format === 'email'
          ? 'invalid_email'
          : 'field_invalid';
    if (!fields.some((f) => f.field === field)) fields.push({ field, messageKey });
  }
  return fields;
}

/**
 * What the database gave up waiting for: a transaction past its deadline, a statement past
 * PostgreSQL's statement_timeout (57014), or no pool connection in time. The request was not
 * carried out; the member may try again (decision 0133).
 */
function databaseWaitOf(error: unknown): string | null {
  if (error instanceof TransactionTimeoutError) return error.waitingFor;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === '57014') return 'a statement, cancelled by the database server after its timeout';
  if (message === 'timeout exceeded when trying to connect') return 'a database connection';
  return null;
}

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  return reply.code(error.statusCode).send({
    statusCode: error.statusCode,
    code: error.code,
    messageKey: error.code,
    ...(error.params ? { params: error.params } : {}),
    ...(error.fields ? { fields: error.fields } : {}),
  });
}

/** Maps every failure to the one error shape; a 5xx never carries internals. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof AppError) return sendError(reply, error);
      // Too many password checks at once: nothing was changed, and another try will do.
      if (error instanceof PasswordCheckBusyError) {
        request.log.warn({ err: error, route: request.routeOptions.url }, 'answered 503');
        return sendError(reply, new AppError(503, 'server_busy'));
      }
      const waitingFor = databaseWaitOf(error);
      if (waitingFor !== null) {
        request.log.error(
          { err: error, route: request.routeOptions.url, waitingFor },
          'database wait past its deadline: answered 503',
        );
        return sendError(reply, new AppError(503, 'server_busy'));
      }
      // A payment provider that is down is worth another try, not an internal error.
      if (error instanceof ProviderUnavailableError) {
        request.log.warn({ err: error }, 'payment provider unavailable');
        return sendError(reply, new AppError(503, 'payment_provider_unavailable'));
      }
      if (error.validation) {
        return sendError(
          reply,
          new AppError(400, 'validation_failed', undefined, fieldsOf(error.validation as never)),
        );
      }
      const status = error.statusCode ?? 500;
      if (status === 429) return sendError(reply, new AppError(429, 'too_many_requests'));
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, wrong content type, body too large).
        return sendError(
          reply,
          new AppError(status, status === 404 ? 'not_found' : 'validation_failed'),
        );
      }
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, new AppError(500, 'internal_error'));
    });
  },
  { name: 'error-handler' },
);
