import { BehaviorSubject } from 'rxjs';
import { type PushState } from '@dating/platform';
import { createEventBus, type BusEvent, type SessionUser } from '@dating/shared-contracts';
import { endpoints } from '@dating/shared-contracts/api';
import { aSessionUser, answer, strictApiClient } from '@dating/shared-contracts/testing';
import { createPushController, WORKER_URL } from './push-controller';
import {
  A_PUBLIC_KEY,
  aSubscription,
  fakePushBrowser,
  type FakePushBrowserOptions,
} from './testing/fake-push-browser';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(
  browser: FakePushBrowserOptions = {},
  { publicKey = A_PUBLIC_KEY, user = aSessionUser() as SessionUser | null } = {},
) {
  const fake = fakePushBrowser(browser);
  const post = jest.fn(async (_input: unknown) => ({ ok: true as const }));
  const bus = createEventBus();
  const events: BusEvent[] = [];
  bus.events$.subscribe((event) => events.push(event));
  const pushState$ = new BehaviorSubject<PushState>('unknown');
  const user$ = new BehaviorSubject<SessionUser | null>(user);
  const navigate = jest.fn();
  const controller = createPushController({
    api: strictApiClient([answer(endpoints.user.loginOrPush, post)]),
    linkEndpoint: endpoints.user.loginOrPush,
    bus,
    pushState$,
    user$,
    publicKey,
    navigate,
    env: fake.env,
  });
  return { ...fake, controller, post, bus, events, pushState$, user$, navigate };
}

async function started(browser: FakePushBrowserOptions = {}, options = {}) {
  const s = setup(browser, options);
  const stop = s.controller.start();
  await settle();
  return { ...s, stop };
}

const body = (endpoint: string) => ({
  subscription: { endpoint, keys: { p256dh: 'p256', auth: 'auth' } },
});

afterEach(() => jest.restoreAllMocks());

describe('the push state at boot', () => {
  it('registers the worker at /sw.js for the whole site', async () => {
    const { register } = await started();
    expect(register).toHaveBeenCalledWith(WORKER_URL, { scope: '/' });
  });

  it.each([
    ['no service workers', { serviceWorker: false }, A_PUBLIC_KEY],
    ['no PushManager', { pushManager: false }, A_PUBLIC_KEY],
    ['no Notification API', { notification: false }, A_PUBLIC_KEY],
    ['no push key in the settings', {}, ''],
  ])('is not capable with %s', async (_name, browser, publicKey) => {
    const { pushState$ } = await started(browser, { publicKey });
    expect(pushState$.value).toBe('not-capable');
  });

  it('is not capable when the worker does not register', async () => {
    expectConsoleError('[push] the service worker did not register');
    const s = setup();
    s.register.mockRejectedValueOnce(new Error('SecurityError'));
    s.controller.start();
    await settle();
    expect(s.pushState$.value).toBe('not-capable');
    expect(await s.controller.enable()).toBe('not-capable');
  });

  it('is denied when the member blocked notifications', async () => {
    const { pushState$ } = await started({ permission: 'denied' });
    expect(pushState$.value).toBe('denied');
  });

  it('is subscribed with a subscription, and tells the server whose it is', async () => {
    const { pushState$, post } = await started({
      permission: 'granted',
      existing: aSubscription('https://push.example/old'),
    });
    expect(pushState$.value).toBe('subscribed');
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith({
      query: { push: 1 },
      body: body('https://push.example/old'),
    });
  });

  it('is unknown otherwise (the offer may show)', async () => {
    const { pushState$, post } = await started({ permission: 'granted' });
    expect(pushState$.value).toBe('unknown');
    expect(post).not.toHaveBeenCalled();
  });

  it('renews a subscription made with an old key', async () => {
    const old = aSubscription(
      'https://push.example/old',
      Buffer.alloc(65, 9).toString('base64url'),
    );
    const { pushState$, post, pushManager } = await started({
      permission: 'granted',
      existing: old,
    });
    expect(old.unsubscribe).toHaveBeenCalled();
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(pushState$.value).toBe('subscribed');
    expect(post).toHaveBeenCalledWith({
      query: { push: 1 },
      body: body('https://push.example/new'),
    });
  });
});

describe('the subscription code, in a chunk of its own', () => {
  const keeperLoader = () => jest.fn(() => import('./subscription-keeper'));

  function withLoader(browser: FakePushBrowserOptions, load: ReturnType<typeof keeperLoader>) {
    const fake = fakePushBrowser(browser);
    const pushState$ = new BehaviorSubject<PushState>('unknown');
    const post = jest.fn(async (_input: unknown) => ({ ok: true as const }));
    const controller = createPushController(
      {
        api: strictApiClient([answer(endpoints.user.loginOrPush, post)]),
        linkEndpoint: endpoints.user.loginOrPush,
        bus: createEventBus(),
        pushState$,
        user$: new BehaviorSubject<SessionUser | null>(null),
        publicKey: A_PUBLIC_KEY,
        navigate: jest.fn(),
        env: fake.env,
      },
      load,
    );
    return { controller, pushState$, post };
  }

  it('is not loaded by a browser without a subscription (every first visit)', async () => {
    const load = keeperLoader();
    const { controller, pushState$ } = withLoader({ permission: 'granted' }, load);
    controller.start();
    await settle();
    expect(pushState$.value).toBe('unknown');
    expect(await controller.disable()).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('is loaded once a subscription is found, and once the member subscribes', async () => {
    const found = keeperLoader();
    const existing = withLoader({ permission: 'granted', existing: aSubscription() }, found);
    existing.controller.start();
    await settle();
    expect(existing.pushState$.value).toBe('subscribed');
    expect(found).toHaveBeenCalledTimes(1);

    const offered = keeperLoader();
    const fresh = withLoader({}, offered);
    fresh.controller.start();
    await expect(fresh.controller.enable()).resolves.toBe('subscribed');
    expect(offered).toHaveBeenCalledTimes(1);
  });

  it('that does not load fails the offer honestly, and a later try loads it', async () => {
    const logged = expectConsoleError('[push] subscribing failed');
    const load = jest
      .fn(() => import('./subscription-keeper'))
      .mockRejectedValueOnce(new Error('Loading chunk shell-push failed.'));
    const { controller, pushState$ } = withLoader({}, load);
    controller.start();
    await expect(controller.enable()).resolves.toBe('failed');
    expect(pushState$.value).toBe('unknown');
    expect(logged).toHaveLength(1);
    await expect(controller.enable()).resolves.toBe('subscribed');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('accepting the push offer', () => {
  it('asks, subscribes with the site key, sends the subscription, and is subscribed', async () => {
    const { controller, requestPermission, pushManager, post, pushState$ } = await started();
    expect(await controller.enable()).toBe('subscribed');
    expect(requestPermission).toHaveBeenCalledTimes(1);
    const options = pushManager.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect(Buffer.from(options?.applicationServerKey as Uint8Array).toString('base64url')).toBe(
      A_PUBLIC_KEY,
    );
    expect(post).toHaveBeenCalledWith({
      query: { push: 1 },
      body: body('https://push.example/new'),
    });
    expect(pushState$.value).toBe('subscribed');
  });

  it('waits for the worker when accepted before it registered', async () => {
    const s = setup();
    const outcome = s.controller.enable();
    s.controller.start();
    expect(await outcome).toBe('subscribed');
    expect(s.pushState$.value).toBe('subscribed');
  });

  it('is denied when the member says no', async () => {
    const { controller, pushManager, pushState$ } = await started({ answer: 'denied' });
    expect(await controller.enable()).toBe('denied');
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(pushState$.value).toBe('denied');
  });

  it('changes nothing when the prompt is closed without an answer', async () => {
    const { controller, pushState$ } = await started({ answer: 'default' });
    expect(await controller.enable()).toBe('dismissed');
    expect(pushState$.value).toBe('unknown');
  });

  it('stays unsubscribed, logs and does not throw when subscribing fails', async () => {
    const logged = expectConsoleError('[push] subscribing failed');
    const { controller, post, pushState$ } = await started({ subscribeFails: true });
    expect(await controller.enable()).toBe('failed');
    expect(pushState$.value).toBe('unknown');
    expect(post).not.toHaveBeenCalled();
    expect(logged).toEqual([['[push] subscribing failed', expect.any(DOMException)]]);
  });

  it('is subscribed even when the server is unreachable, and sends it again at the next login', async () => {
    expectConsoleError('[push] could not send the subscription');
    const { controller, post, pushState$, user$ } = await started();
    post.mockRejectedValueOnce(new Error('503'));
    expect(await controller.enable()).toBe('subscribed');
    expect(pushState$.value).toBe('subscribed');
    user$.next(null);
    user$.next(aSessionUser());
    await settle();
    expect(post).toHaveBeenCalledTimes(2);
  });
});

describe('linking the subscription to the user', () => {
  it('sends it again when a user logs in, once per user', async () => {
    const { post, user$ } = await started(
      { permission: 'granted', existing: aSubscription('https://push.example/old') },
      { user: null },
    );
    expect(post).not.toHaveBeenCalled();
    user$.next(aSessionUser('Sanne'));
    await settle();
    expect(post).toHaveBeenCalledTimes(1);
    user$.next({ ...aSessionUser('Sanne'), credits: 3 }); // a refresh of the same user
    await settle();
    expect(post).toHaveBeenCalledTimes(1);
    user$.next(null);
    user$.next({ ...aSessionUser('Mila'), id: '8' });
    await settle();
    expect(post).toHaveBeenCalledTimes(2);
  });
});

describe('messages from the worker', () => {
  it('a push refreshes the session at once', async () => {
    const { postFromWorker: workerPosts, events } = await started();
    workerPosts({ type: 'new-push-message', title: 'Nieuw bericht', tag: 'chat-1' });
    expect(events).toEqual([
      { type: 'push/message-received', title: 'Nieuw bericht', tag: 'chat-1' },
      { type: 'session/refresh-requested' },
    ]);
  });

  it('a click moves the chosen window inside the app; other windows only hear of it', async () => {
    const { postFromWorker: workerPosts, events, navigate } = await started();
    workerPosts({ type: 'push-click', url: '/chats/12', navigate: false });
    expect(navigate).not.toHaveBeenCalled();
    workerPosts({ type: 'push-click', url: '/chats/12', navigate: true });
    expect(navigate).toHaveBeenCalledWith('/chats/12');
    expect(events).toContainEqual({ type: 'push/clicked', url: '/chats/12' });
  });

  it('ignores anything else, and stops listening when stopped', async () => {
    const { postFromWorker: workerPosts, events, stop, listeners } = await started();
    workerPosts('hello');
    workerPosts({ type: 'push-click' });
    expect(events).toEqual([]);
    stop();
    expect(listeners.size).toBe(0);
  });
});

describe('the signup step’s and the settings’ push requests, over the bus', () => {
  it('turns push on, asking the browser once, and says how it ended', async () => {
    const { bus, events, pushState$, post, requestPermission } = await started({
      permission: 'default',
    });
    bus.emit({ type: 'push/enable-requested' });
    await settle();
    await settle();
    expect(pushState$.value).toBe('subscribed');
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith({
      query: { push: 1 },
      body: body('https://push.example/new'),
    });
    // One answer, also in the older event the signup steps of earlier releases listen to.
    expect(events.filter((event) => event.type !== 'push/enable-requested')).toEqual([
      { type: 'push/settled', outcome: 'subscribed' },
      { type: 'push/enable-settled', outcome: 'subscribed' },
    ]);
  });

  it('says denied when the member refuses the browser’s question', async () => {
    const { bus, events, pushState$ } = await started({ answer: 'denied' });
    bus.emit({ type: 'push/enable-requested' });
    await settle();
    await settle();
    expect(pushState$.value).toBe('denied');
    expect(events).toContainEqual({ type: 'push/settled', outcome: 'denied' });
  });

  it('turns push off: the browser unsubscribes, and the settings hear its endpoint', async () => {
    const existing = aSubscription('https://push.example/old');
    const { bus, events, pushState$ } = await started({ permission: 'granted', existing });
    expect(pushState$.value).toBe('subscribed');
    bus.emit({ type: 'push/disable-requested' });
    await settle();
    await settle();
    expect(existing.unsubscribe).toHaveBeenCalled();
    expect(pushState$.value).toBe('unknown');
    expect(events).toContainEqual({
      type: 'push/settled',
      outcome: 'unsubscribed',
      endpoint: 'https://push.example/old',
    });
  });

  it('stops listening to the bus when stopped', async () => {
    const { bus, events, stop } = await started();
    stop();
    bus.emit({ type: 'push/enable-requested' });
    await settle();
    expect(events).toEqual([{ type: 'push/enable-requested' }]);
  });
});
