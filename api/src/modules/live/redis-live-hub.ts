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

const CHANNEL_PREFIX = 'dating-live:';
const channelOf = (userId: number) => `${CHANNEL_PREFIX}${userId}`;
/**
 * Control messages travel on a channel of their own, so that an instance of an older
 * release (which knows only the event channel) can never pass one on to a client.
 */
const CONTROL_PREFIX = 'dating-live-control:';
const controlChannelOf = (userId: number) => `${CONTROL_PREFIX}${userId}`;

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

  constructor(
    url: string,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    const options = { connectTimeout: 1000, maxRetriesPerRequest: 1 };
    this.publisher = new Redis(url, options);
    this.subscriber = new Redis(url, options);
    // ioredis reconnects by itself and resubscribes its channels; errors are only reported.
    this.publisher.on('error', onError);
    this.subscriber.on('error', onError);
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel.startsWith(CONTROL_PREFIX)) {
        this.receiveControl(Number(channel.slice(CONTROL_PREFIX.length)), message);
        return;
      }
      if (!channel.startsWith(CHANNEL_PREFIX)) return;
      const userId = Number(channel.slice(CHANNEL_PREFIX.length));
      let event: LiveEvent;
      try {
        event = JSON.parse(message) as LiveEvent;
      } catch (error) {
        onError(error);
        return;
      }
      this.listeners.deliver(userId, event, onError);
    });
  }

  async publish(userId: number, event: LiveEvent) {
    try {
      await this.publisher.publish(channelOf(userId), JSON.stringify(event));
    } catch (error) {
      this.onError(error);
    }
  }

  subscribe(userId: number, subscriber: LiveSubscriber | LiveListener) {
    const entry = subscriberOf(subscriber);
    const channels = [channelOf(userId), controlChannelOf(userId)];
    if (this.listeners.add(userId, entry)) this.track(this.subscriber.subscribe(...channels));
    return () => {
      if (this.listeners.remove(userId, entry))
        this.track(this.subscriber.unsubscribe(...channels));
    };
  }

  async control(userId: number, control: LiveControl) {
    try {
      await this.publisher.publish(controlChannelOf(userId), JSON.stringify(control));
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

  async close() {
    this.listeners.clear();
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }

  private track(command: Promise<unknown>) {
    const settled = command.catch(this.onError);
    this.pending = Promise.all([this.pending, settled]);
  }
}
