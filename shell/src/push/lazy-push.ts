import { logShellError } from '../errors/shell-log';
import type { PushController, PushDeps, PushOutcome } from './push-controller';
import { sayKnownPushState } from './push-state';

/** What the page holds of push: the offer's answer, and the start after the page loaded. */
export interface LazyPush {
  enable(): Promise<PushOutcome>;
  startAfterLoad(): void;
}

/**
 * Push in the page with its code loaded after the page: a first visit carries only what
 * says the state known at once (no worker, or notifications blocked); the worker, the link
 * to the member and the answers to the offer and the settings come with the controller,
 * fetched once the page has loaded, or at once when the member accepts the offer earlier.
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
        setTimeout(
          () =>
            void loaded().then(
              (push) => push.start(),
              (error: unknown) => logShellError('[push] the push code did not load', error),
            ),
          0,
        );
      if (document.readyState === 'complete') start();
      else window.addEventListener('load', start, { once: true });
    },
  };
}
