import { createECDH, randomBytes } from 'node:crypto';
import type { TestPushAnswer, TestPushSubscription } from '@dating/shared-contracts/api';
import { checkVapid, decryptPush } from './push-checks';
import type { TestPushServiceRepository } from './test-push-service.repository';

export const TEST_PUSH_PATH = '/api/test-push-service/push';

/** What a push service answers each `answer` of a subscription. */
const ANSWER_STATUS: Record<TestPushAnswer, number> = {
  created: 201,
  gone: 410,
  not_found: 404,
  error: 500,
};

/** A push as it reached the stand-in's endpoint. */
export interface IncomingPush {
  /** The origin the push was sent to (`aud` must name it). */
  origin: string;
  authorization: string | undefined;
  contentEncoding: string | undefined;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  body: Buffer | undefined;
}

/** The stand-in's answer: a status and a short text, as push services give. */
export interface PushAnswer {
  status: number;
  text: string;
  location?: string;
}

/**
 * The built-in push service stand-in (decision 0130): issues subscriptions whose keys it
 * keeps in the database (so it works across instances), and receives pushes as a push
 * service does, checking what one checks, then decrypts and keeps them as the browser
 * would read them. Each subscription answers as it was told to.
 */
export class TestPushService {
  constructor(
    private readonly repo: TestPushServiceRepository,
    private readonly now: () => Date,
    /** The application server key every subscription is bound to (the site's VAPID key). */
    private readonly vapidPublicKey: string,
  ) {}

  async subscribe(origin: string): Promise<TestPushSubscription> {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const id = randomBytes(12).toString('base64url');
    const keys = {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    };
    await this.repo.insertSubscription({
      id,
      public_key: keys.p256dh,
      // Padded to 32 bytes: a scalar with leading zero bytes comes back shorter.
      private_key: Buffer.from(ecdh.getPrivateKey('hex').padStart(64, '0'), 'hex').toString(
        'base64url',
      ),
      auth: keys.auth,
      created_at: this.now().toISOString(),
    });
    return { endpoint: `${origin}${TEST_PUSH_PATH}/${id}`, keys };
  }

  async receive(id: string, push: IncomingPush): Promise<PushAnswer> {
    const subscription = await this.repo.subscription(id);
    if (!subscription) return { status: 404, text: 'no such subscription' };
    const vapid = checkVapid(push.authorization, {
      audience: push.origin,
      publicKey: this.vapidPublicKey,
      now: this.now(),
    });
    if (!vapid.ok) return { status: vapid.status, text: vapid.reason };
    if (push.contentEncoding !== 'aes128gcm') {
      return { status: 415, text: 'Content-Encoding must be aes128gcm' };
    }
    const ttl = Number(push.ttl);
    if (push.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) {
      return { status: 400, text: 'TTL header required' };
    }
    let payload: string;
    try {
      payload = decryptPush(push.body ?? Buffer.alloc(0), {
        privateKey: subscription.private_key,
        auth: subscription.auth,
      }).toString('utf8');
    } catch {
      return { status: 400, text: 'body does not decrypt' };
    }
    // Kept only when accepted: a push that was refused reaches no browser.
    if (subscription.answer !== 'created') {
      return { status: ANSWER_STATUS[subscription.answer], text: subscription.answer };
    }
    const messageId = await this.repo.insertMessage({
      subscription_id: id,
      payload,
      ttl,
      urgency: push.urgency ?? null,
      topic: push.topic ?? null,
      received_at: this.now().toISOString(),
    });
    return { status: 201, text: '', location: `${TEST_PUSH_PATH}/${id}/messages/${messageId}` };
  }

  /** The decrypted pushes of a subscription, oldest first; null for an unknown one. */
  async messages(id: string) {
    if (!(await this.repo.subscriptionExists(id))) return null;
    const rows = await this.repo.messages(id);
    return rows.map((row) => ({
      ...row,
      id: String(row.id),
      ttl: row.ttl === null ? null : Number(row.ttl),
    }));
  }

  /** False for an unknown subscription. */
  setAnswer(id: string, answer: TestPushAnswer): Promise<boolean> {
    return this.repo.setAnswer(id, answer);
  }
}
