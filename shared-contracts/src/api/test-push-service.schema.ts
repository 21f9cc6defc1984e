import { Type, type Static } from 'typebox';

/** What the stand-in push service answers a push: 201, 410, 404 or 500 (decision 0130). */
export const TEST_PUSH_ANSWERS = ['created', 'gone', 'not_found', 'error'] as const;
export type TestPushAnswer = (typeof TEST_PUSH_ANSWERS)[number];

export const TestPushIdParamsSchema = Type.Object({
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

export const TestPushAnswerResponseSchema = Type.Object({ ok: Type.Literal(true) });
