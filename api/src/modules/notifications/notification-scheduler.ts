import type { FastifyBaseLogger } from 'fastify';
import type { Notifier } from './notifier';

/**
 * Runs the notifier's scheduled sends in every API instance, one run at a time: the
 * notification log's unique rows keep a member from getting a reminder twice when
 * instances run at once (decision 0130). Never keeps the process alive.
 */
export class NotificationScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly notifier: Pick<Notifier, 'sendUnreadReminders' | 'sendWeeklyUpdates'>,
    private readonly intervalMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start() {
    if (this.intervalMs <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.runOnce(), this.intervalMs);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One run of every scheduled send; a run still going is not started twice. */
  runOnce(): Promise<void> {
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run() {
    try {
      const reminders = await this.notifier.sendUnreadReminders();
      const updates = await this.notifier.sendWeeklyUpdates();
      if (reminders + updates > 0) this.log.info({ reminders, updates }, 'scheduled notifications');
    } catch (error) {
      this.log.error({ err: error }, 'scheduled notifications failed; the next run tries again');
    }
  }
}
