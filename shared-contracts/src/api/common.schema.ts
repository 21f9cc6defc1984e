import { Type, type Static } from 'typebox';

/**
 * Ids are decimal strings of the database's integer ids (docs/decisions/0102-api-ids.md): at
 * most 2147483647, PostgreSQL's `serial`. A larger one can name no row, and PostgreSQL refuses
 * to compare an integer column with it (a 500), so the pattern stops it as a wrong id.
 */
export const IdSchema = Type.String({
  pattern:
    '^0*([0-9]{1,9}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])$',
  maxLength: 18,
});

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

const LivenessCheckSchema = Type.Union([Type.Literal('ok'), Type.Literal('failed')]);

/**
 * GET /api/health: the liveness probe, for an orchestrator that restarts a stuck instance.
 * 200 `ok`; 503 `stuck` when the event loop fell behind or a database write did not commit
 * in time.
 */
export const HealthResponseSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('stuck')]),
  checks: Type.Object({ eventLoop: LivenessCheckSchema, databaseWrite: LivenessCheckSchema }),
});
export type HealthResponse = Static<typeof HealthResponseSchema>;
