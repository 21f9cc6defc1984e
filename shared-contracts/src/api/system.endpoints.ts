import type { ClientErrorLoggedSchema, ClientErrorReportSchema } from './client-errors.schema';
import type { HealthResponseSchema, OkResponseSchema } from './common.schema';
import { defineEndpoint } from './define-endpoint';
import type { JobIdQuerySchema, JobsResponseSchema } from './jobs.schema';
import { LIVE_PATH } from '../events/live-channel';
import type { ReadyResponseSchema } from './readiness.schema';

/** What the API serves about itself, and the live channel. */
export const systemEndpoints = {
  health: defineEndpoint<{
    response: { 200: typeof HealthResponseSchema; 503: typeof HealthResponseSchema };
  }>()({
    method: 'GET',
    path: '/api/health',
    access: 'visitor',
  }),
  /**
   * Readiness, beside liveness (health): the database, Redis when configured and the job
   * engine answer, and the instance is not stopping. 503 takes it out of the balancer.
   */
  ready: defineEndpoint<{
    response: { 200: typeof ReadyResponseSchema; 503: typeof ReadyResponseSchema };
  }>()({
    method: 'GET',
    path: '/api/ready',
    access: 'visitor',
  }),
  /** The OpenAPI document of every other endpoint (not listed in itself). */
  openapi: defineEndpoint()({ method: 'GET', path: '/api/openapi.json', access: 'visitor' }),
  /**
   * The live channel (contract in live.schema.ts). Public on purpose: a visitor's socket is
   * accepted and closed with LIVE_CLOSE_UNAUTHENTICATED, which tells the client to stop
   * reconnecting; a refused upgrade would look like a network failure and be retried.
   */
  live: defineEndpoint()({ method: 'GET', path: LIVE_PATH, access: 'visitor', websocket: true }),
  /** The one server-side sink for front-end errors: anyone's page can break. Rate-limited. */
  clientErrors: defineEndpoint<{
    body: typeof ClientErrorReportSchema;
    response: { 204: typeof ClientErrorLoggedSchema };
  }>()({
    method: 'POST',
    path: '/api/client-errors.php',
    access: 'visitor',
  }),
};

/** Operators' calls (the job outbox): no page makes them, so no page's bundle carries them. */
export const operationsEndpoints = {
  /** Operators: the job outbox per state and the jobs that failed for good. */
  jobs: defineEndpoint<{ response: { 200: typeof JobsResponseSchema } }>()({
    method: 'GET',
    path: '/api/jobs.php',
    access: 'system',
  }),
  /** Operators: a failed job tries again with fresh tries (its cause was fixed). */
  retryJob: defineEndpoint<{
    querystring: typeof JobIdQuerySchema;
    response: { 200: typeof OkResponseSchema };
  }>()({
    method: 'POST',
    path: '/api/jobs.php',
    access: 'system',
  }),
};
