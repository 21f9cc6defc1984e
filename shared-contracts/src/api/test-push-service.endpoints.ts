import { defineEndpoint } from './define-endpoint';
import type {
  TestPushAnswerBodySchema,
  TestPushAnswerResponseSchema,
  TestPushIdParamsSchema,
  TestPushMessagesResponseSchema,
  TestPushSubscriptionSchema,
} from './test-push-service.schema';

/**
 * The built-in push service stand-in (api/src/modules/push/test-push-service), outside
 * production only, like the test payment provider: public, as a push service is.
 */
export const testPushServiceEndpoints = {
  /** Issues a subscription whose keys the stand-in keeps, as a browser would. */
  subscribe: defineEndpoint<{ response: { 201: typeof TestPushSubscriptionSchema } }>()({
    method: 'POST',
    path: '/api/test-push-service/subscriptions',
    access: 'visitor',
  }),
  /**
   * A push (RFC 8030/8291/8292): VAPID `Authorization`, `TTL`, an `aes128gcm` body as
   * application/octet-stream. Answers plain statuses, as a push service does.
   */
  push: defineEndpoint<{ params: typeof TestPushIdParamsSchema }>()({
    method: 'POST',
    path: '/api/test-push-service/push/:id',
    access: 'visitor',
  }),
  messages: defineEndpoint<{
    params: typeof TestPushIdParamsSchema;
    response: { 200: typeof TestPushMessagesResponseSchema };
  }>()({
    method: 'GET',
    path: '/api/test-push-service/subscriptions/:id/messages',
    access: 'visitor',
  }),
  /** How the subscription answers the next pushes. */
  setAnswer: defineEndpoint<{
    params: typeof TestPushIdParamsSchema;
    body: typeof TestPushAnswerBodySchema;
    response: { 200: typeof TestPushAnswerResponseSchema };
  }>()({
    method: 'PUT',
    path: '/api/test-push-service/subscriptions/:id',
    access: 'visitor',
  }),
};
