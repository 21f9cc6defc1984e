import { endpoints } from '@dating/shared-contracts/api';
import type * as PushControllerModule from './push-controller';
import type { PushController, PushDeps } from './push-controller';
import { sayKnownPushState } from './push-state';
import { logShellError } from '../errors/shell-log';

type PushModule = Pick<typeof PushControllerModule, 'createPushController'>;

const loadPushModule = (): Promise<PushModule> =>
  import(/* webpackChunkName: "shell-push" */ './push-controller');

/**
 * The push feature without its code in the first load: the controller comes in its own chunk
 * when it is first needed (after the page has loaded, to register the worker, or when the
 * offer is accepted sooner). What the browser tells at once (not capable, denied) is still
 * said at once. Like the controller, enable and disable never throw.
 */
export function createLazyPushController(
  lazyDeps: Omit<PushDeps, 'linkEndpoint'>,
  load: () => Promise<PushModule> = loadPushModule,
): PushController {
  // Named here, in the first load, so the push chunk does not carry every endpoint.
  const deps: PushDeps = { ...lazyDeps, linkEndpoint: endpoints.user.loginOrPush };
  sayKnownPushState(deps.env, deps.publicKey, deps.pushState$);
  let loading: Promise<PushController | null> | undefined;
  const controller = () =>
    (loading ??= load().then(
      (module) => module.createPushController(deps),
      (error: unknown) => {
        logShellError('[push] the push feature did not load', error);
        return null;
      },
    ));

  return {
    start() {
      let stopped = false;
      let stop: (() => void) | undefined;
      void controller().then((found) => {
        if (found && !stopped) stop = found.start();
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
    enable: async () => (await controller())?.enable() ?? 'failed',
    disable: async () => (await controller())?.disable() ?? null,
  };
}

/** Starts push after the page has loaded, so registering the worker never delays the first render. */
export function startAfterLoad(controller: PushController): void {
  const run = () => setTimeout(() => controller.start(), 0);
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
