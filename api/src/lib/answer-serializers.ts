import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
export type BuildSerializer = NonNullable<CompilersFactory['buildSerializer']>;
type Schema = Record<string, unknown>;

const PRIMITIVES = new Set(['string', 'number', 'integer', 'boolean']);
const isNull = (schema: unknown) => (schema as Schema | null)?.type === 'null';
const plain = (schema: Schema) => schema.anyOf === undefined && schema.$ref === undefined;

/** The literal's type when an option is one constant of a primitive type, else null. */
function literalType(option: Schema): string | null {
  return option.const !== undefined &&
    typeof option.type === 'string' &&
    PRIMITIVES.has(option.type)
    ? option.type
    : null;
}

/**
 * The anyOf an answer's serializer can write without telling its options apart: a schema
 * and null (`nullable`), and constants of one type (that type). Other unions are kept.
 */
function simpleUnion(options: Schema[], rest: Schema): Schema | null {
  const nonNull = options.filter((option) => !isNull(option));
  const nullable = nonNull.length < options.length;
  if (nonNull.length === 1 && plain(nonNull[0]!) && nullable) {
    return { ...rest, ...nonNull[0], nullable: true };
  }
  const types = new Set(nonNull.map(literalType));
  const [type] = types;
  if (nonNull.length > 0 && types.size === 1 && typeof type === 'string') {
    const values = nonNull.map((option) => option.const);
    return { ...rest, type, enum: values, ...(nullable ? { nullable: true } : {}) };
  }
  return null;
}

const rewritten = new WeakMap<object, unknown>();

/**
 * The schema an answer is written by. fast-json-stringify writes an `anyOf` by running Ajv on
 * the value against each option until one matches: the whole user object and its date-time
 * format were validated on every logged-in `GET /api/user.php` (decision 0180). A union of a
 * schema and null, and a union of constants, are written the same without that: as a
 * `nullable` schema and as the constants' type. The route keeps its schema as it is
 * (OpenAPI, and response validation outside production); only the serializer gets this one.
 */
export function serializableSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(serializableSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const known = rewritten.get(schema);
  if (known !== undefined) return known;
  const copy: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    // `properties` and the like hold names, not keywords: each value is a schema.
    copy[key] =
      key === 'properties' || key === 'patternProperties' || key === 'definitions'
        ? Object.fromEntries(
            Object.entries(value as Schema).map(([name, child]) => [
              name,
              serializableSchema(child),
            ]),
          )
        : key === 'const' || key === 'enum' || key === 'default' || key === 'examples'
          ? value
          : serializableSchema(value);
  }
  const { anyOf, ...rest } = copy;
  const result = (Array.isArray(anyOf) && simpleUnion(anyOf as Schema[], rest)) || copy;
  rewritten.set(schema, result);
  return result;
}

/** Fastify's serializer compiler (fast-json-stringify), given the answers' written schemas. */
export function answerSerializers(): BuildSerializer {
  const factory = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    return (route) => compile({ ...route, schema: serializableSchema(route.schema) as never });
  };
}
