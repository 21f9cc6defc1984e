import type { EventBus } from '@dating/shared-contracts';
import type { PushController } from './push-controller';

/**
 * Remotes ask for push on the bus (the signup's push step): the shell's controller asks the
 * browser, subscribes and links the subscription, and the outcome goes back on the bus.
 * Only a member asks, so the member chrome (the alert header, which offers push itself)
 * answers, and a first visit does not load this. Returns stop.
 */
export function answerPushRequests(bus: EventBus, push: Pick<PushController, 'enable'>) {
  const requests = bus.on('push/enable-requested').subscribe(() => {
    void push.enable().then((outcome) => bus.emit({ type: 'push/enable-settled', outcome }));
  });
  return () => requests.unsubscribe();
}
