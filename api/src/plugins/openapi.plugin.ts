import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiErrorResponseSchema } from '@dating/shared-contracts/api-schemas';

/** Collects every route schema into one OpenAPI document (served at /api/openapi.json). */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    // Every route may fail with the one error shape; documenting it once keeps routes short.
    app.addHook('onRoute', (route) => {
      if (!route.schema || route.schema.hide) return;
      const responses = (route.schema.response ?? {}) as Record<string, unknown>;
      route.schema.response = {
        ...responses,
        '4xx': ApiErrorResponseSchema,
        '5xx': ApiErrorResponseSchema,
      };
    });
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Dating API',
          version: '0.1.0',
          description:
            "Paths keep the product's `.php` names. Errors: `{ statusCode, code, messageKey, params?, fields? }`. Session: HttpOnly cookie `sid`.",
        },
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
        },
      },
    });
  },
  { name: 'openapi' },
);
