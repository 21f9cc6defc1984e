import type { FastifyInstance, preSerializationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Compile } from 'typebox/compile';

/**
 * Outside production every answer is checked against its route's response schema, so a
 * drift between what a handler returns and the shared contract fails loudly in tests
 * (fast-json-stringify alone would silently drop or coerce fields).
 */
export const responseValidationPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const responses = route.schema?.response as Record<string, object> | undefined;
      if (!responses) return;
      const validators = new Map(
        Object.entries(responses).map(([status, schema]) => [status, Compile(schema as never)]),
      );
      const check: preSerializationAsyncHookHandler = async (_request, reply, payload) => {
        const validator = validators.get(String(reply.statusCode));
        if (validator && !validator.Check(payload)) {
          const errors = validator.Errors(payload).slice(0, 3);
          throw new Error(
            `Answer of ${route.method} ${route.url} breaks its schema: ${JSON.stringify(errors)}`,
          );
        }
        return payload;
      };
      const existing = route.preSerialization;
      route.preSerialization = [
        ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
        check,
      ] as never;
    });
  },
  { name: 'response-validation' },
);
