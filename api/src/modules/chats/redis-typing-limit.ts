import { TYPING_INTERVAL_MS } from '@dating/shared-contracts/api';
import { Redis } from 'ioredis';
import { MemoryTypingLimit, type TypingLimit } from './typing-limit';

/**
 * The limit shared by every instance (decision 0120): a key per member and conversation,
 * set only if absent and gone by itself after the interval (`SET NX PX`, Redis's clock),
 * under the app's Redis prefix. When Redis does not answer, each instance limits on its own
 * (a typing announcement is never worth failing the request).
 */
export class RedisTypingLimit implements TypingLimit {
  private readonly redis: Redis;
  private readonly fallback: MemoryTypingLimit;

  constructor(
    url: string,
    private readonly prefix: string,
    now: () => Date,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    this.redis = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
    this.redis.on('error', onError);
    this.fallback = new MemoryTypingLimit(now);
  }

  async take(profileId: number, conversationId: number) {
    const key = `${this.prefix}-typing:${profileId}:${conversationId}`;
    try {
      return (await this.redis.set(key, '1', 'PX', TYPING_INTERVAL_MS, 'NX')) === 'OK';
    } catch (error) {
      this.onError(error);
      return this.fallback.take(profileId, conversationId);
    }
  }

  async close() {
    await this.redis.quit().catch(() => undefined);
  }
}
