import { Type, type Static } from 'typebox';
import { IdSchema } from './common.schema';

/** A background job that used up its tries, kept for operators (api/src/modules/jobs/). */
export const FailedJobSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  payload: Type.Unknown(),
  attempts: Type.Integer(),
  last_error: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  finished_at: Type.Union([Type.String(), Type.Null()]),
});
export type FailedJob = Static<typeof FailedJobSchema>;

/** GET /api/jobs.php: the engine, the outbox's jobs per state and the failed ones. */
export const JobsResponseSchema = Type.Object({
  engine: Type.Union([Type.Literal('in-process'), Type.Literal('bullmq')]),
  counts: Type.Record(Type.String(), Type.Integer()),
  failed: Type.Array(FailedJobSchema),
});
export type JobsResponse = Static<typeof JobsResponseSchema>;

export const JobIdQuerySchema = Type.Object({ id: IdSchema });
