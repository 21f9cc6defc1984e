import type { FastifyInstance, preSerializationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Compile } from 'typebox/compile';

type Validator = ReturnType<typeof Compile>;

// Compiled when a route first answers with a status, and kept per schema object for every app
// of the process (a test file builds several): compiling all of them at start-up was a tenth
// of the API tests' CPU.
const compiled = new WeakMap<object, Validator>();
function validatorOf(schema: object): Validator {
  let validator = compiled.get(schema);
  if (!validator) {
    validator = Compile(schema as never);
    compiled.set(schema, validator);
  }
  return validator;
}

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
      const check: preSerializationAsyncHookHandler = async (_request, reply, payload) => {
        const schema = responses[String(reply.statusCode)];
        const validator = schema && validatorOf(schema);
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
