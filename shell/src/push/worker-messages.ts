/**
 * What the push worker posts to the pages of the site: a new push message, a click on a
 * push (decision 0006). The worker and
 * the page are built apart, so this file is the one place both read the shape from.
 */
export const NEW_PUSH_MESSAGE = 'new-push-message';
export const PUSH_CLICK = 'push-click';

export type WorkerMessage =
  | { readonly type: typeof NEW_PUSH_MESSAGE; readonly title: string; readonly tag?: string }
  | {
      readonly type: typeof PUSH_CLICK;
      /** Same-origin path (with query and hash) the click leads to. */
      readonly url: string;
      /** True for the one window the worker chose: that page navigates, the others only listen. */
      readonly navigate: boolean;
    };

export function isWorkerMessage(data: unknown): data is WorkerMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type } = data as { type?: unknown };
  if (type === NEW_PUSH_MESSAGE) return typeof (data as { title?: unknown }).title === 'string';
  if (type === PUSH_CLICK) return typeof (data as { url?: unknown }).url === 'string';
  return false;
}
