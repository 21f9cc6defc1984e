import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { invalidFields } from '../lib/app-error';

/** Deeper than any schema of the API; a deeper body was refused by its schema already. */
const MAX_DEPTH = 32;

/**
 * The dotted path of the first value no column can store ('' for the value itself): a
 * non-finite number, or a string with a NUL character (PostgreSQL's text refuses it).
 */
export function unstorableField(value: unknown, depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : '';
  if (typeof value === 'string') return value.includes('\u0000') ? '' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  // Parsed JSON and query strings (whose objects have a prototype of the parser's own), never
  // the bytes of a file or a stream.
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return null;
  if (typeof (value as { pipe?: unknown }).pipe === 'function') return null;
  for (const [key, child] of Object.entries(value)) {
    const found = unstorableField(child, depth + 1);
    if (found !== null) return found ? `${key}.${found}` : key;
  }
  return null;
}

/**
 * No handler ever sees Infinity or NaN. Ajv refuses them in its type check, but the type
 * coercion Fastify needs for query strings (`coerceTypes`) runs after that check and makes
 * `Infinity` or `1e309` a number, and `minimum`/`maximum` skip a non-finite number (Ajv's
 * code compares only when isFinite), so `?lat=Infinity` passed even a bounded schema and
 * reached the SQL and the answers. This refuses them right after validation, on every
 * route that takes input, with the answer a schema error gets. A NUL character in any
 * string is refused the same way: SQLite stored it, PostgreSQL failed the query (a 500),
 * and no text a member types holds one.
 */
export const storableInputPlugin = fp(
  async (app: FastifyInstance) => {
    const check = async (request: FastifyRequest) => {
      for (const part of [request.query, request.params, request.body]) {
        const field = unstorableField(part);
        if (field !== null) {
          throw invalidFields([{ field: field || '(root)', messageKey: 'field_invalid' }]);
        }
      }
    };
    // Only routes that take input have anything to check (a GET of the session user has not).
    app.addHook('onRoute', (route) => {
      const schema = route.schema as Record<string, unknown> | undefined;
      if (!schema?.querystring && !schema?.body && !schema?.params) return;
      const existing = route.preHandler;
      route.preHandler = [
        ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
        check,
      ] as never;
    });
  },
  { name: 'storable-input' },
);
