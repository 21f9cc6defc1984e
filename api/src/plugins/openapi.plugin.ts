import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Collects every route schema into one OpenAPI document (served at /api/openapi.json). */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
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
