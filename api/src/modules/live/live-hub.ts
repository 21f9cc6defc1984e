import { createHash } from 'node:crypto';
import type { LiveEvent } from '@dating/shared-contracts/api';
import { hashToken } from '../../lib/tokens';

/**
 * A subscriber's call for an event: the event, and its JSON text (what `JSON.stringify` gives
 * of it), written once per event however many sockets of the user hear it; an event that came
 * over Redis is passed on in the text it came in.
 */
export type LiveListener = (event: LiveEvent, text: string) => void;

/**
 * The name a session's sockets go by between instances: derived from the hash the sessions
 * table keys on (so a session ended from the sessions list, known by its hash only, can be
 * named), but neither that hash nor the token, so what travels through Redis opens nothing.
 */
export function liveSessionIdOfHash(sessionIdHash: string): string {
  return createHash('sha256').update(`live-session:${sessionIdHash}`).digest('base64url');
}

export const liveSessionId = (sessionToken: string): string =>
  liveSessionIdOfHash(hashToken(sessionToken));

/** What the instances tell each other about sockets; never sent to a client. */
export type LiveControl =
  | {
      /** The session ended (logout): its sockets close, on every instance. */
      readonly kind: 'session-ended';
      /** The session's live id (liveSessionId), not its token. */
      readonly sessionId: string;
    }
  | {
      /**
       * These sessions of the user ended (password reset or change, deletion, "sign out
       * everywhere else"), named by their live ids. A list, not "all but one": the control
       * arrives by a job after the commit, by when the member may have logged in again, and
       * that new session's sockets must stay open.
       */
      readonly kind: 'sessions-ended';
      readonly sessionIds: readonly string[];
    };
export type LiveControlListener = (control: LiveControl) => void;

/** One socket's subscription: its events, and the control messages about its user. */
export interface LiveSubscriber {
  readonly event: LiveListener;
  readonly control?: LiveControlListener;
}

/**
 * Delivers live events to the sockets of a user, wherever they are connected. The default
 * keeps everything in this process; with REDIS_URL the events travel over Redis pub/sub so
 * that every API instance reaches its own sockets.
 */
export interface LiveHub {
  /** Never rejects: a lost live event only delays the polling fallback. */
  publish(userId: number, event: LiveEvent): Promise<void>;
  /** Returns the function that ends the subscription. */
  subscribe(userId: number, subscriber: LiveSubscriber | LiveListener): () => void;
  /**
   * Tells the subscribers of a user on every instance (this one too) about their sockets.
   * Never rejects; when Redis is down the socket lives on until its session is next checked.
   */
  control(userId: number, control: LiveControl): Promise<void>;
  close(): Promise<void>;
  /** Resolves when the hub's Redis answers PING; absent on a hub without Redis. */
  ping?(): Promise<void>;
}

export const subscriberOf = (subscriber: LiveSubscriber | LiveListener): LiveSubscriber =>
  typeof subscriber === 'function' ? { event: subscriber } : subscriber;

/** The subscribers of each user in this process; both hubs deliver through it. */
export class LocalListeners {
  private readonly byUser = new Map<number, Set<LiveSubscriber>>();

  /** Adds a subscriber; true when it is the user's first. */
  add(userId: number, subscriber: LiveSubscriber): boolean {
    let subscribers = this.byUser.get(userId);
    const first = subscribers === undefined;
    if (!subscribers) this.byUser.set(userId, (subscribers = new Set()));
    subscribers.add(subscriber);
    return first;
  }

  /** Removes a subscriber; true when the user has none left. */
  remove(userId: number, subscriber: LiveSubscriber): boolean {
    const subscribers = this.byUser.get(userId);
    if (!subscribers?.delete(subscriber) || subscribers.size > 0) return false;
    this.byUser.delete(userId);
    return true;
  }

  /** Delivers an event to the user's subscribers; `text` is its JSON, made when needed. */
  deliver(userId: number, event: LiveEvent, onError: (error: unknown) => void, text?: string) {
    if (!this.byUser.has(userId)) return;
    const json = text ?? JSON.stringify(event);
    this.each(userId, (subscriber) => subscriber.event(event, json), onError);
  }

  deliverControl(userId: number, control: LiveControl, onError: (error: unknown) => void) {
    this.each(userId, (subscriber) => subscriber.control?.(control), onError);
  }

  private each(
    userId: number,
    call: (subscriber: LiveSubscriber) => void,
    onError: (error: unknown) => void,
  ) {
    // A copy: a control message may close sockets, which unsubscribe while this runs.
    for (const subscriber of [...(this.byUser.get(userId) ?? [])]) {
      // One broken socket must not keep the event from the user's other tabs.
      try {
        call(subscriber);
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

  subscribe(userId: number, subscriber: LiveSubscriber | LiveListener) {
    const entry = subscriberOf(subscriber);
    this.listeners.add(userId, entry);
    return () => void this.listeners.remove(userId, entry);
  }

  async control(userId: number, control: LiveControl) {
    this.listeners.deliverControl(userId, control, this.onError);
  }

  async close() {
    this.listeners.clear();
  }
}
