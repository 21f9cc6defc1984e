import { Type, type Static } from 'typebox';

const CheckResultSchema = Type.Union([Type.Literal('ok'), Type.Literal('failed')]);

/**
 * GET /api/ready: whether this instance should get traffic, for the load balancer. 200 when
 * `ready`; 503 when a dependency failed its check (`not-ready`) or the instance is stopping
 * (`draining`), with what each check found.
 */
export const ReadyResponseSchema = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('not-ready'), Type.Literal('draining')]),
  checks: Type.Object({
    database: CheckResultSchema,
    /** `not-configured` without REDIS_URL: the instance needs no Redis then. */
    redis: Type.Union([CheckResultSchema, Type.Literal('not-configured')]),
    jobs: CheckResultSchema,
  }),
});
export type ReadyResponse = Static<typeof ReadyResponseSchema>;
