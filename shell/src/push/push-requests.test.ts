import { createEventBus, type BusEvent } from '@dating/shared-contracts';
import { answerPushRequests } from './push-requests';

it('turns push on when a remote asks, and tells the outcome', async () => {
  const bus = createEventBus();
  const events: BusEvent[] = [];
  bus.events$.subscribe((event) => events.push(event));
  const enable = jest.fn(async () => 'denied' as const);
  const stop = answerPushRequests(bus, { enable });

  bus.emit({ type: 'push/enable-requested' });
  await Promise.resolve();
  await Promise.resolve();

  expect(enable).toHaveBeenCalledTimes(1);
  expect(events).toContainEqual({ type: 'push/enable-settled', outcome: 'denied' });
  stop();
  bus.emit({ type: 'push/enable-requested' });
  expect(enable).toHaveBeenCalledTimes(1);
});
