import { TYPING_INTERVAL_MS } from '@dating/shared-contracts/api';

/**
 * One typing announcement per member and conversation every TYPING_INTERVAL_MS: `take`
 * answers whether this one may go out (and counts it), false when one went out too lately.
 */
export interface TypingLimit {
  take(profileId: number, conversationId: number): Promise<boolean>;
  close(): Promise<void>;
}

/** The limit of one instance, in memory: without Redis, and when Redis is away. */
export class MemoryTypingLimit implements TypingLimit {
  /** When each member last announced typing in each conversation. */
  private readonly last = new Map<string, number>();

  constructor(private readonly now: () => Date) {}

  async take(profileId: number, conversationId: number) {
    const nowMs = this.now().getTime();
    const key = `${profileId}:${conversationId}`;
    const last = this.last.get(key);
    if (last !== undefined && nowMs - last < TYPING_INTERVAL_MS) return false;
    this.forgetOld(nowMs);
    this.last.set(key, nowMs);
    return true;
  }

  /** Keeps the map to the members typing lately. */
  private forgetOld(nowMs: number) {
    if (this.last.size < 10_000) return;
    for (const [key, at] of this.last) {
      if (nowMs - at >= TYPING_INTERVAL_MS) this.last.delete(key);
    }
  }

  async close() {
    this.last.clear();
  }
}
