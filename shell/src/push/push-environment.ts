/** The push worker, registered for the whole site. */
export const WORKER_URL = '/sw.js';

/** The browser's push parts the shell uses; tests pass their own. */
export interface NotificationAccess {
  readonly permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
}

export type PushRegistration = {
  readonly pushManager: Pick<PushManager, 'getSubscription' | 'subscribe'>;
};

export interface WorkerContainer {
  register(url: string, options: RegistrationOptions): Promise<PushRegistration>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface PushEnvironment {
  /** null where the browser has no service workers (or the page is not a secure context). */
  readonly serviceWorker: WorkerContainer | null;
  /** null where the browser has no Notification API. */
  readonly notification: NotificationAccess | null;
  readonly hasPushManager: boolean;
}

export function browserPushEnvironment(): PushEnvironment {
  const hasNotification = typeof Notification !== 'undefined';
  return {
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : null,
    notification: hasNotification
      ? {
          get permission() {
            return Notification.permission;
          },
          requestPermission: () => Notification.requestPermission(),
        }
      : null,
    hasPushManager: typeof PushManager !== 'undefined',
  };
}
