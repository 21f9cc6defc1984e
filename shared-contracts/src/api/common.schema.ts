import { Type, type Static } from 'typebox';

/** Ids are decimal strings of the database's integer ids (docs/decisions/0102-api-ids.md). */
export const IdSchema = Type.String({ pattern: '^[0-9]+$', maxLength: 18 });

export const OkResponseSchema = Type.Object({ ok: Type.Literal(true) });
export type OkResponse = Static<typeof OkResponseSchema>;

export const ApiErrorResponseSchema = Type.Object({
  statusCode: Type.Integer(),
  code: Type.String(),
  messageKey: Type.String(),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
  fields: Type.Optional(
    Type.Array(Type.Object({ field: Type.String(), messageKey: Type.String() })),
  ),
});
export type ApiErrorResponse = Static<typeof ApiErrorResponseSchema>;

export const ImageRefSchema = Type.Object({
  url: Type.String(),
  thumb_url: Type.String(),
  match: Type.Optional(Type.String()),
});
export type ImageRef = Static<typeof ImageRefSchema>;

export const GenderSchema = Type.Union([Type.Literal('male'), Type.Literal('female')]);
export type Gender = Static<typeof GenderSchema>;

/** GET /api/health: the liveness probe. */
export const HealthResponseSchema = Type.Object({ status: Type.Optional(Type.String()) });
