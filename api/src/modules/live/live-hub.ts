import type { LiveEvent } from '@dating/shared-contracts/api';

export type LiveListener = (event: LiveEvent) => void;

/**
 * Delivers live events to the sockets of a user, wherever they are connected. The default
 * keeps everything in this process; with REDIS_URL the events travel over Redis pub/sub so
 * that every API instance reaches its own sockets.
 */
export interface LiveHub {
  /** Never rejects: a lost live event only delays the polling fallback. */
  publish(userId: number, event: LiveEvent): Promise<void>;
  /** Returns the function that ends the subscription. */
  subscribe(userId: number, listener: LiveListener): () => void;
  close(): Promise<void>;
}

/** The listeners of each user in this process; both hubs deliver through it. */
export class LocalListeners {
  private readonly byUser = new Map<number, Set<LiveListener>>();

  /** Adds a listener; true when it is the user's first. */
  add(userId: number, listener: LiveListener): boolean {
    let listeners = this.byUser.get(userId);
    const first = listeners === undefined;
    if (!listeners) this.byUser.set(userId, (listeners = new Set()));
    listeners.add(listener);
    return first;
  }

  /** Removes a listener; true when the user has none left. */
  remove(userId: number, listener: LiveListener): boolean {
    const listeners = this.byUser.get(userId);
    if (!listeners?.delete(listener) || listeners.size > 0) return false;
    this.byUser.delete(userId);
    return true;
  }

  deliver(userId: number, event: LiveEvent, onError: (error: unknown) => void) {
    for (const listener of this.byUser.get(userId) ?? []) {
      // One broken socket must not keep the event from the user's other tabs.
      try {
        listener(event);
      } catch (error) {
        onError(error);
      }
    }
  }

  clear() {
    this.byUser.clear();
  }
}

export class InProcessLiveHub implements LiveHub {
  private readonly listeners = new LocalListeners();

  constructor(private readonly onError: (error: unknown) => void = () => undefined) {}

  async publish(userId: number, event: LiveEvent) {
    this.listeners.deliver(userId, event, this.onError);
  }

  subscribe(userId: number, listener: LiveListener) {
    this.listeners.add(userId, listener);
    return () => void this.listeners.remove(userId, listener);
  }

  async close() {
    this.listeners.clear();
  }
}
