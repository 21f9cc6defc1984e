import { Type, type Static } from 'typebox';
import { defineEndpoint } from './define-endpoint';

/** What the stand-in push service answers a push: 201, 410, 404 or 500 (decision 0130). */
export const TEST_PUSH_ANSWERS = ['created', 'gone', 'not_found', 'error'] as const;
export type TestPushAnswer = (typeof TEST_PUSH_ANSWERS)[number];

const TestPushIdParamsSchema = Type.Object({
  id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
});

/** A subscription as a browser's PushSubscription.toJSON() gives it. */
export const TestPushSubscriptionSchema = Type.Object({
  endpoint: Type.String(),
  keys: Type.Object({ p256dh: Type.String(), auth: Type.String() }),
});
export type TestPushSubscription = Static<typeof TestPushSubscriptionSchema>;

export const TestPushMessagesResponseSchema = Type.Object({
  messages: Type.Array(
    Type.Object({
      id: Type.String(),
      /** The decrypted body, as the service worker would read it. */
      payload: Type.String(),
      ttl: Type.Union([Type.Integer(), Type.Null()]),
      urgency: Type.Union([Type.String(), Type.Null()]),
      topic: Type.Union([Type.String(), Type.Null()]),
      received_at: Type.String(),
    }),
  ),
});

export const TestPushAnswerBodySchema = Type.Object({
  answer: Type.Enum([...TEST_PUSH_ANSWERS]),
});

/**
 * The built-in push service stand-in (api/src/modules/push/test-push-service), outside
 * production only, like the test payment provider: public, as a push service is.
 */
export const testPushServiceEndpoints = {
  /** Issues a subscription whose keys the stand-in keeps, as a browser would. */
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/test-push-service/subscriptions',
    access: 'visitor',
    response: { 201: TestPushSubscriptionSchema },
  }),
  /**
   * A push (RFC 8030/8291/8292): VAPID `Authorization`, `TTL`, an `aes128gcm` body as
   * application/octet-stream. Answers plain statuses, as a push service does.
   */
  push: defineEndpoint({
    method: 'POST',
    path: '/api/test-push-service/push/:id',
    access: 'visitor',
    params: TestPushIdParamsSchema,
  }),
  messages: defineEndpoint({
    method: 'GET',
    path: '/api/test-push-service/subscriptions/:id/messages',
    access: 'visitor',
    params: TestPushIdParamsSchema,
    response: { 200: TestPushMessagesResponseSchema },
  }),
  /** How the subscription answers the next pushes. */
  setAnswer: defineEndpoint({
    method: 'PUT',
    path: '/api/test-push-service/subscriptions/:id',
    access: 'visitor',
    params: TestPushIdParamsSchema,
    body: TestPushAnswerBodySchema,
    response: { 200: Type.Object({ ok: Type.Literal(true) }) },
  }),
};
