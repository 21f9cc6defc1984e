import { logShellError } from '../errors/shell-log';
import type { PushController, PushDeps, PushOutcome } from './push-controller';
import { WORKER_URL } from './push-environment';
import { sayKnownPushState } from './push-state';

/** What the page holds of push: the offer's answer, and the start after the page loaded. */
export interface LazyPush {
  enable(): Promise<PushOutcome>;
  startAfterLoad(): void;
}

/**
 * Push in the page with its code loaded when a member is there: a page carries only what
 * says the state known at once (no worker, or notifications blocked) and registers the
 * worker after its load; the push state, the link to the member and the answers to the offer
 * and the settings come with the controller, fetched once the page has loaded and a member is
 * logged in (or signs up), or at once when the offer is accepted earlier. A visitor's first
 * visit fetches none of it.
 */
export function createLazyPush(
  deps: PushDeps,
  load = () => import(/* webpackChunkName: "shell-push-controller" */ './push-controller'),
): LazyPush {
  sayKnownPushState(deps.env, deps.publicKey, deps.pushState$);
  let controller: Promise<PushController> | undefined;
  const loaded = () =>
    (controller ??= load().then(
      (module) => module.createPushController(deps),
      (error: unknown) => {
        controller = undefined;
        throw error;
      },
    ));
  return {
    async enable() {
      try {
        return await (await loaded()).enable();
      } catch (error) {
        logShellError('[push] the push code did not load', error);
        return 'failed';
      }
    },
    startAfterLoad() {
      const start = () =>
        setTimeout(() => {
          // Everyone gets the worker (the site installs with it); push, with a member.
          deps.env.serviceWorker?.register(WORKER_URL, { scope: '/' }).catch(() => undefined);
          let started = false;
          deps.user$.subscribe((user) => {
            if (!user || started) return;
            started = true;
            void loaded().then(
              (push) => push.start(),
              (error: unknown) => logShellError('[push] the push code did not load', error),
            );
          });
        }, 0);
      if (document.readyState === 'complete') start();
      else window.addEventListener('load', start, { once: true });
    },
  };
}
