import type { PushEnvironment, PushRegistration } from '../push-environment';

/** A VAPID public key of the right shape (65 bytes, base64url). */
export const A_PUBLIC_KEY = Buffer.alloc(65, 4).toString('base64url');

export function aSubscription(endpoint = 'https://push.example/1', key = A_PUBLIC_KEY) {
  return {
    endpoint,
    expirationTime: null,
    options: {
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array(Buffer.from(key, 'base64url')).buffer,
    },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p256', auth: 'auth' } }),
    unsubscribe: jest.fn(async () => true),
  } as unknown as PushSubscription;
}

export interface FakePushBrowserOptions {
  permission?: NotificationPermission;
  /** What the permission prompt answers. */
  answer?: NotificationPermission;
  existing?: PushSubscription | null;
  subscribeFails?: boolean;
  serviceWorker?: boolean;
  pushManager?: boolean;
  notification?: boolean;
}

/** A browser's push parts, driven by a test: permission, subscription, worker messages. */
export function fakePushBrowser(options: FakePushBrowserOptions = {}) {
  const listeners = new Set<(event: MessageEvent) => void>();
  let permission = options.permission ?? 'default';
  const subscription = aSubscription('https://push.example/new');
  const pushManager = {
    getSubscription: jest.fn(async () => options.existing ?? null),
    subscribe: jest.fn(async (_options?: PushSubscriptionOptionsInit) => {
      if (options.subscribeFails) throw new DOMException('push service error', 'AbortError');
      return subscription;
    }),
  };
  const registration: PushRegistration = { pushManager };
  const register = jest.fn(async (_url: string, _options: RegistrationOptions) => registration);
  const requestPermission = jest.fn(async () => {
    permission = options.answer ?? 'granted';
    return permission;
  });
  const env: PushEnvironment = {
    serviceWorker:
      options.serviceWorker === false
        ? null
        : {
            register,
            addEventListener: (_type, listener) => listeners.add(listener),
            removeEventListener: (_type, listener) => listeners.delete(listener),
          },
    notification:
      options.notification === false
        ? null
        : {
            get permission() {
              return permission;
            },
            requestPermission,
          },
    hasPushManager: options.pushManager !== false,
  };
  /** The worker posts a message to this page. */
  const postFromWorker = (data: unknown) =>
    listeners.forEach((listener) => listener(new MessageEvent('message', { data })));
  return { env, register, pushManager, requestPermission, subscription, postFromWorker, listeners };
}
