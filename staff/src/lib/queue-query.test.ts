import { aQueueItem } from '../testing/fixtures';
import { nextItem } from './queue-query';

describe('the next item', () => {
  const mine = { id: '7', name: 'Mia' };
  const other = { id: '9', name: 'Ahmed' };
  const items = [
    aQueueItem({ id: '1' }),
    aQueueItem({ id: '2', holder: other }),
    aQueueItem({ id: '3' }),
    aQueueItem({ id: '4', holder: mine }),
  ];

  it('is the first free one after the current, skipping what another moderator holds', () => {
    expect(nextItem(items, '1', '7')?.id).toBe('3');
    expect(nextItem(items, '3', '7')?.id).toBe('4');
  });

  it('comes round to the start when nothing after the current is free', () => {
    expect(nextItem(items, '4', '7')?.id).toBe('1');
  });

  it('is the first free one when the current is no longer listed (decided), else none', () => {
    expect(nextItem(items.slice(1), '1', '7')?.id).toBe('3');
    expect(nextItem([items[1]!], '1', '7')).toBeNull();
    expect(nextItem([], '1', '7')).toBeNull();
  });
});
