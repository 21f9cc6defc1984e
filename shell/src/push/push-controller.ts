import { distinctUntilChanged, map, type BehaviorSubject, type Observable } from 'rxjs';
import type { PushState } from '@dating/platform';
import type { ApiClient, EventBus, PushEnableOutcome, SessionUser } from '@dating/shared-contracts';
import type { PushLinkEndpoint } from './link-subscription';
import { WORKER_URL, type PushEnvironment, type PushRegistration } from './push-environment';
import { detectPushState } from './detect-push-state';
import { canPush, sayKnownPushState } from './push-state';
import type * as KeeperModule from './subscription-keeper';
import type { SubscriptionKeeper } from './subscription-keeper';
import { handleWorkerMessage } from './worker-bridge';
import { logShellError } from '../errors/shell-log';

export { WORKER_URL } from './push-environment';

/** How accepting the push offer ended. */
export type PushOutcome = PushEnableOutcome;

export interface PushController {
  /** Registers the worker, reads the push state and keeps the server's link; returns stop. */
  start(): () => void;
  /** The member accepted the offer: ask permission, subscribe, tell the server. Never throws. */
  enable(): Promise<PushOutcome>;
  /**
   * The member turned push off: the browser unsubscribes. Answers the endpoint it had, for
   * the settings to have the server forget it (kept out of the shell's first load). Never throws.
   */
  disable(): Promise<string | null>;
}

export interface PushDeps {
  readonly api: ApiClient;
  /** `endpoints.user.loginOrPush`, where the subscription is linked to the user. */
  readonly linkEndpoint: PushLinkEndpoint;
  readonly bus: EventBus;
  readonly pushState$: BehaviorSubject<PushState>;
  readonly user$: Observable<SessionUser | null>;
  /** The VAPID public key of the settings; '' means the site sends no pushes. */
  readonly publicKey: string;
  readonly navigate: (to: string) => void;
  readonly env: PushEnvironment;
}

type LoadKeeper = () => Promise<Pick<typeof KeeperModule, 'createSubscriptionKeeper'>>;
const loadKeeper: LoadKeeper = () =>
  import(/* webpackChunkName: "shell-push" */ './subscription-keeper');

const currentPath = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * Push in the page: the worker, the push state, the offer and the settings' switch. What a
 * subscription needs (subscribe, renew, link) loads with the first subscription, found or made.
 */
export function createPushController(
  deps: PushDeps,
  load: LoadKeeper = loadKeeper,
): PushController {
  const { env, publicKey, pushState$ } = deps;
  let userId: string | null = null;
  let keeper: Promise<SubscriptionKeeper> | undefined;
  const keep = () =>
    (keeper ??= load().then(
      (module) => module.createSubscriptionKeeper(deps, () => userId),
      (error: unknown) => {
        keeper = undefined;
        throw error;
      },
    ));
  // Settles once start() has registered and read the state: an offer accepted earlier waits.
  let registered: (registration: PushRegistration | null) => void = () => undefined;
  const registration = new Promise<PushRegistration | null>((resolve) => (registered = resolve));
  sayKnownPushState(env, publicKey, pushState$);

  // Only a kept subscription has anything to link.
  const linkCurrent = async () => {
    if (keeper) await (await keeper).linkCurrent();
  };

  async function detect(reg: PushRegistration | null) {
    const found = await detectPushState(env, publicKey, reg);
    if (!reg || !found.subscription) {
      pushState$.next(found.state);
      return;
    }
    const kept = await (await keep()).adopt(reg, found.subscription);
    pushState$.next(kept ? 'subscribed' : 'unknown');
    await linkCurrent();
  }

  function start() {
    const worker = env.serviceWorker;
    if (!worker) {
      pushState$.next('not-capable');
      registered(null);
      return () => undefined;
    }
    const onMessage = (event: MessageEvent) =>
      handleWorkerMessage(event.data, { bus: deps.bus, navigate: deps.navigate, currentPath });
    worker.addEventListener('message', onMessage);
    const reg = worker.register(WORKER_URL, { scope: '/' }).catch((error: unknown) => {
      logShellError('[push] the service worker did not register', error);
      return null;
    });
    // The offer acts only on a read state, so a late detection never overwrites its result.
    void reg.then(async (found) => {
      await detect(found).catch((error: unknown) => {
        logShellError('[push] could not read the push state', error);
      });
      registered(found);
    });
    const users = deps.user$
      .pipe(
        map((user) => user?.id ?? null),
        distinctUntilChanged(),
      )
      .subscribe((id) => {
        userId = id;
        void linkCurrent().catch(() => undefined);
      });
    // Remotes ask over the bus (the signup's push step, the settings' switch) and hear how
    // it ended. This is the one answer: two would ask the browser twice.
    const requests = [
      deps.bus.on('push/enable-requested').subscribe(() => {
        void enable().then((outcome) => {
          deps.bus.emit({ type: 'push/settled', outcome });
          deps.bus.emit({ type: 'push/enable-settled', outcome });
        });
      }),
      deps.bus.on('push/disable-requested').subscribe(() => {
        void disable().then((endpoint) =>
          deps.bus.emit({ type: 'push/settled', outcome: 'unsubscribed', endpoint }),
        );
      }),
    ];
    return () => {
      worker.removeEventListener('message', onMessage);
      users.unsubscribe();
      for (const request of requests) request.unsubscribe();
    };
  }

  async function enable(): Promise<PushOutcome> {
    const reg = await registration;
    if (!reg || !canPush(env, publicKey) || !env.notification) return 'not-capable';
    const permission = await env.notification.requestPermission().catch(() => 'default' as const);
    if (permission === 'denied') {
      pushState$.next('denied');
      return 'denied';
    }
    if (permission !== 'granted') return 'dismissed';
    try {
      await (await keep()).subscribe(reg);
    } catch (error) {
      // E.g. no push service reachable: the browser is not subscribed, and says so.
      logShellError('[push] subscribing failed', error);
      pushState$.next('unknown');
      return 'failed';
    }
    await linkCurrent();
    pushState$.next('subscribed');
    return 'subscribed';
  }

  async function disable(): Promise<string | null> {
    const current = keeper ? await keeper.catch(() => null) : null;
    const endpoint = (await current?.drop()) ?? null;
    pushState$.next(env.notification?.permission === 'denied' ? 'denied' : 'unknown');
    return endpoint;
  }

  return { start, enable, disable };
}
