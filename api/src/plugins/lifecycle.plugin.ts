import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { reportingWhileWaiting } from '../lifecycle/start-steps';
import {
  setPasswordCheckDeadline,
  warmUpPasswordCheck,
} from '../modules/accounts/password-strength';

/** Where the instance is in its life, as readiness reports it. */
export interface Lifecycle {
  /** Shutdown has begun (lifecycle/shutdown.ts): the balancer should send nothing new. */
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/**
 * One state object for the whole app: shutdown sets it on the root instance and the
 * readiness route reads it from its own (encapsulated) one, which shares the decoration.
 *
 * While draining, every answer closes its connection. Node's server.close() only closes the
 * connections idle at that moment: one whose request was in flight would otherwise stay open
 * after its answer, for the whole keep-alive timeout (72 s), and hold the shutdown up.
 */
export const lifecyclePlugin = fp(
  async (app: FastifyInstance) => {
    const lifecycle: Lifecycle = { draining: false };
    app.decorate('lifecycle', lifecycle);
    // A callback hook: every answer passes it, and an async one costs each a promise.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (lifecycle.draining) reply.header('connection', 'close');
      done(null, payload);
    });
    // The process's one password checker takes the instance's deadline for each check.
    setPasswordCheckDeadline(app.config.passwordCheckDeadlineMs);
    // A production instance loads the password checker's dictionaries (a second or two, in
    // its thread, longer on a busy machine) from the start of its start, and listens only once
    // they are loaded: its first members' signups would otherwise wait for them, past their
    // deadline. A load that fails or passes its limit is logged, and the instance starts
    // regardless (a check then loads them again).
    if (app.config.nodeEnv === 'production') {
      const loading = warmUpPasswordCheck();
      app.addHook('onReady', async () => {
        const started = Date.now();
        const loaded = await reportingWhileWaiting(
          app.log,
          "loading the password checker's dictionaries",
          loading,
        );
        if (loaded) app.log.info({ ms: Date.now() - started }, 'start: password checker loaded');
        else app.log.warn('start: the password checker did not load; signups load it again');
      });
    }
  },
  { name: 'lifecycle' },
);
