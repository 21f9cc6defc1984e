import type { EventBus } from '@dating/shared-contracts';
import { NEW_PUSH_MESSAGE, isWorkerMessage } from './worker-messages';

/**
 * Turns the push worker's messages into bus events: a push refreshes the session at once
 * (the news is there now, not at the next 300 s poll); the click's chosen window moves to
 * the click's URL inside the app.
 */
export function handleWorkerMessage(
  data: unknown,
  deps: { bus: EventBus; navigate: (to: string) => void; currentPath: () => string },
): void {
  if (!isWorkerMessage(data)) return;
  if (data.type === NEW_PUSH_MESSAGE) {
    deps.bus.emit({
      type: 'push/message-received',
      title: data.title,
      ...(data.tag ? { tag: data.tag } : {}),
    });
    deps.bus.emit({ type: 'session/refresh-requested' });
    return;
  }
  deps.bus.emit({ type: 'push/clicked', url: data.url });
  if (data.navigate && data.url !== deps.currentPath()) deps.navigate(data.url);
}
