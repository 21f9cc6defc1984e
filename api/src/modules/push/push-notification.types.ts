// What a push carries, apart from how it is sent: the jobs that carry it name these types,
// and the jobs sit below the unit of work that push-sender.ts uses.

/** What the service worker reads from a push (decision 0006), sent as JSON. */
export interface PushNotification {
  title: string;
  body: string;
  icon?: string;
  tag?: string;
  check_url?: string;
  open_url?: string;
}

/** `high` for what the member waits for (a message); `normal` lets a phone save its battery. */
export type PushUrgency = 'normal' | 'high';
