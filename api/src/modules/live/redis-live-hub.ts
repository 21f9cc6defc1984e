import type { LiveEvent } from '@dating/shared-contracts/api';
import { Redis } from 'ioredis';
import {
  LocalListeners,
  subscriberOf,
  type LiveControl,
  type LiveHub,
  type LiveListener,
  type LiveSubscriber,
} from './live-hub';

/**
 * Live events over Redis pub/sub: one channel per user, subscribed by an instance only while
 * one of its sockets belongs to that user, so an instance receives only what it can deliver.
 * A subscriber connection cannot run other commands, hence the second connection to publish.
 */
export class RedisLiveHub implements LiveHub {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly listeners = new LocalListeners();
  private pending: Promise<unknown> = Promise.resolve();
  private readonly eventPrefix: string;
  /**
   * Control messages travel on channels of their own, so that an instance of an older
   * release (which knows only the event channels) can never pass one on to a client.
   */
  private readonly controlPrefix: string;

  constructor(
    url: string,
    private readonly onError: (error: unknown) => void = () => undefined,
    prefix = 'dating',
  ) {
    this.eventPrefix = `${prefix}-live:`;
    this.controlPrefix = `${prefix}-live-control:`;
    // A publish fails fast (the request goes on without its event); a subscription waits for
    // the connection however long it takes, since a dropped one would leave a socket deaf.
    // The publishes of one tick (a message's to its sender and to its recipient) go to Redis
    // in one write (auto-pipelining): one system call and one read of the answers, not two.
    this.publisher = new Redis(url, {
      connectTimeout: 1000,
      maxRetriesPerRequest: 1,
      enableAutoPipelining: true,
    });
    this.subscriber = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: null });
    // ioredis reconnects by itself and resubscribes its channels; errors are only reported.
    this.publisher.on('error', onError);
    this.subscriber.on('error', onError);
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel.startsWith(this.controlPrefix)) {
        this.receiveControl(Number(channel.slice(this.controlPrefix.length)), message);
        return;
      }
      if (!channel.startsWith(this.eventPrefix)) return;
      const userId = Number(channel.slice(this.eventPrefix.length));
      let event: LiveEvent;
      try {
        event = JSON.parse(message) as LiveEvent;
      } catch (error) {
        onError(error);
        return;
      }
      this.listeners.deliver(userId, event, onError, message);
    });
  }

  async publish(userId: number, event: LiveEvent) {
    try {
      await this.publisher.publish(this.eventPrefix + userId, JSON.stringify(event));
    } catch (error) {
      this.onError(error);
    }
  }

  subscribe(userId: number, subscriber: LiveSubscriber | LiveListener) {
    const entry = subscriberOf(subscriber);
    const channels = [this.eventPrefix + userId, this.controlPrefix + userId];
    if (this.listeners.add(userId, entry)) this.track(this.subscriber.subscribe(...channels));
    return () => {
      if (this.listeners.remove(userId, entry))
        this.track(this.subscriber.unsubscribe(...channels));
    };
  }

  async control(userId: number, control: LiveControl) {
    try {
      await this.publisher.publish(this.controlPrefix + userId, JSON.stringify(control));
    } catch (error) {
      this.onError(error);
    }
  }

  private receiveControl(userId: number, message: string) {
    let control: LiveControl;
    try {
      control = JSON.parse(message) as LiveControl;
    } catch (error) {
      this.onError(error);
      return;
    }
    this.listeners.deliverControl(userId, control, this.onError);
  }

  /** Resolves once Redis has confirmed every (un)subscription asked for so far. */
  async ready(): Promise<void> {
    await this.pending;
  }

  /** Resolves when Redis answers PING on the connection events are published on (readiness). */
  async ping(): Promise<void> {
    await this.publisher.ping();
  }

  async close() {
    this.listeners.clear();
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }

  private track(command: Promise<unknown>) {
    const settled = command.catch(this.onError);
    this.pending = Promise.all([this.pending, settled]);
  }
}
