import { distinctUntilChanged, map, type BehaviorSubject, type Observable } from 'rxjs';
import type { PushState } from '@dating/platform';
import type { ApiClient, EventBus, PushEnableOutcome, SessionUser } from '@dating/shared-contracts';
import { applicationServerKey, madeWithKey } from './application-server-key';
import { createSubscriptionLinker, type PushLinkEndpoint } from './link-subscription';
import type { PushEnvironment, PushRegistration } from './push-environment';
import { canPush, detectPushState, sayKnownPushState } from './push-state';
import { handleWorkerMessage } from './worker-bridge';
import { logShellError } from '../errors/shell-log';

export const WORKER_URL = '/sw.js';

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

const currentPath = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

export function createPushController(deps: PushDeps): PushController {
  const { env, publicKey, pushState$ } = deps;
  const link = createSubscriptionLinker(deps.api, deps.linkEndpoint);
  let userId: string | null = null;
  let subscription: PushSubscription | null = null;
  // Settles once start() has registered and read the state: an offer accepted earlier waits.
  let registered: (registration: PushRegistration | null) => void = () => undefined;
  const registration = new Promise<PushRegistration | null>((resolve) => (registered = resolve));
  sayKnownPushState(env, publicKey, pushState$);

  const linkCurrent = async () => {
    if (userId !== null && subscription) await link(userId, subscription);
  };

  const subscribe = (reg: PushRegistration) =>
    reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(publicKey),
    });

  async function detect(reg: PushRegistration | null) {
    const found = await detectPushState(env, publicKey, reg);
    subscription = found.subscription;
    // A subscription made with an old key gets no pushes any more: renew it quietly.
    if (reg && subscription && !madeWithKey(subscription, publicKey)) {
      await subscription.unsubscribe().catch(() => false);
      subscription = await subscribe(reg).catch((error: unknown) => {
        logShellError('[push] could not renew the subscription', error);
        return null;
      });
    }
    pushState$.next(found.state === 'subscribed' && !subscription ? 'unknown' : found.state);
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
        void linkCurrent();
      });
    // The settings' push switch asks over the bus and hears how it ended.
    const requests = [
      deps.bus.on('push/enable-requested').subscribe(() => {
        void enable().then((outcome) => deps.bus.emit({ type: 'push/settled', outcome }));
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
      subscription = await subscribe(reg);
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
    const current = subscription;
    subscription = null;
    await current?.unsubscribe().catch((error: unknown) => logShellError('[push] off', error));
    pushState$.next(env.notification?.permission === 'denied' ? 'denied' : 'unknown');
    return current?.endpoint ?? null;
  }

  return { start, enable, disable };
}
