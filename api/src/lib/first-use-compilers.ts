import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';
import { answerSerializers } from './answer-serializers';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type Validator = ((data: unknown, context?: unknown) => unknown) & {
  errors?: unknown;
  schemaEnv?: unknown;
};
type Serializer = (data: unknown) => string;

// One pool for every app of the process: Fastify's validator pool keeps one Ajv per option
// set, and Ajv keeps what it compiled per schema object, so a second app (a test file's next
// one, a second instance) compiles no schema again. Answers' serializers are kept per schema
// object the same way.
const validatorPool = AjvCompiler();
const serializerFactory = answerSerializers();
const serializersByOptions = new Map<string, WeakMap<object, Serializer>>();

/**
 * Fastify's own compilers (Ajv for what a request brings, fast-json-stringify for answers,
 * given their schemas as answerSerializers writes them), each building a route's function
 * when the route is first used rather than when the app starts. Outside production an app is
 * built for a test file or a development start and uses a few of its ~150 routes: compiling
 * all of them was a third of the API tests' CPU. Production compiles them at start-up (a
 * broken schema fails the start, and the first request of each route pays nothing); tests
 * build such apps too.
 */
export function firstUseCompilers(): CompilersFactory {
  const buildValidator: CompilersFactory['buildValidator'] = (externalSchemas, options) => {
    const compile = validatorPool(externalSchemas as never, options as never);
    return ((route: Parameters<typeof compile>[0]) => {
      let compiled: Validator | undefined;
      const validate: Validator = (data, context) => {
        compiled ??= compile(route) as unknown as Validator;
        const result = context === undefined ? compiled(data) : compiled(data, context);
        validate.errors = compiled.errors;
        return result;
      };
      // Fastify hands an Ajv function its parent object, so that coercion can replace a
      // whole request part (a query value made an array): it asks for `schemaEnv` to know.
      validate.schemaEnv = true;
      return validate;
    }) as never;
  };
  const buildSerializer: CompilersFactory['buildSerializer'] = (externalSchemas, options) => {
    const compile = serializerFactory(externalSchemas, options);
    // A serializer depends on its schema, the shared schemas and the options: kept only where
    // there are no shared schemas, per option set.
    const optionsKey = JSON.stringify(options ?? {});
    const serializers =
      externalSchemas && Object.keys(externalSchemas).length > 0
        ? null
        : (serializersByOptions.get(optionsKey) ??
          serializersByOptions.set(optionsKey, new WeakMap()).get(optionsKey)!);
    return (route) => {
      let compiled: Serializer | undefined;
      const key = typeof route.schema === 'object' && route.schema ? route.schema : null;
      return (data: unknown) => {
        if (!compiled) {
          compiled = (key && serializers?.get(key)) || compile(route);
          if (key) serializers?.set(key, compiled);
        }
        return compiled(data);
      };
    };
  };
  return { buildValidator, buildSerializer };
}
