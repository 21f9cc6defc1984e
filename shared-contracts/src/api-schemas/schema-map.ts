import type { Endpoint, EndpointTypes, TypesOf } from '../api/define-endpoint';

/** Endpoints by area, as `endpoints` and `serverEndpoints` hold them. */
export type EndpointAreas = { readonly [area: string]: { readonly [name: string]: Endpoint } };

// Each is assignable to the other: the same parts, and schemas of the same shape.
type Agree<Declared, Given> = [Declared] extends [Given]
  ? [Given] extends [Declared]
    ? true
    : false
  : false;

/**
 * What keeps a map from compiling, by `area.name`: an endpoint whose schemas are not of
 * exactly the types it declares (a part missing, one too many, another shape), an endpoint
 * without an entry, an entry without an endpoint.
 */
export type SchemaMismatches<R extends EndpointAreas, S> =
  | {
      [A in keyof R & string]: A extends keyof S
        ? {
            [K in keyof R[A] & string]: K extends keyof S[A]
              ? Agree<TypesOf<R[A][K]>, S[A][K]> extends true
                ? never
                : `${A}.${K}: not the declared types`
              : `${A}.${K}: no schemas`;
          }[keyof R[A] & string]
        : `${A}: no schemas`;
    }[keyof R & string]
  | {
      [A in keyof S & string]: A extends keyof R
        ? {
            [K in keyof S[A] & string]: K extends keyof R[A] ? never : `${A}.${K}: no endpoint`;
          }[keyof S[A] & string]
        : `${A}: no endpoints`;
    }[keyof S & string];

/**
 * The schemas of the endpoints of `R`, accepted by the compiler only when each endpoint's are
 * of exactly the types it declares (otherwise the error names the endpoint under
 * `mismatched`). `schemaMap<typeof areas>()({ area: { name: { body: XBodySchema } } })`.
 */
export const schemaMap =
  <R extends EndpointAreas>() =>
  <const S extends { readonly [area: string]: { readonly [name: string]: EndpointTypes } }>(
    schemas: S &
      ([SchemaMismatches<R, S>] extends [never] ? unknown : { mismatched: SchemaMismatches<R, S> }),
  ): S =>
    schemas;
