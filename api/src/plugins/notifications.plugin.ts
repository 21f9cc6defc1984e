import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NotificationScheduler } from '../modules/notifications/notification-scheduler';
import type { Notifier } from '../modules/notifications/notifier';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who hears of what by push and mail, and the scheduled sends (decision 0130). */
    notifier: Notifier;
    notificationScheduler: NotificationScheduler;
  }
}

/** The notifier (its `notify.event` jobs) and, in every instance, its schedule. */
export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    // The notifier is a service, built with the others (services.plugin.ts); this plugin runs
    // its schedule.
    const { config, notifier } = app;
    const scheduler = new NotificationScheduler(
      notifier,
      config.notifyScheduleMs,
      app.log.child({ module: 'notifications' }),
    );
    app.decorate('notificationScheduler', scheduler);
    app.addHook('onReady', async () => scheduler.start());
    app.addHook('preClose', async () => scheduler.stop());
  },
  { name: 'notifications', dependencies: ['database', 'jobs', 'services'] },
);
