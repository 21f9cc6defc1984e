import { BehaviorSubject } from 'rxjs';
import { NO_TOTALS, type SessionTotals } from '@dating/platform';
import { bindTitleAndBadge, prefixedTitle } from './title-badge';

it('prefixes the count when above zero and replaces an earlier count', () => {
  expect(prefixedTitle('Dating', 3)).toBe('(3) Dating');
  expect(prefixedTitle('(3) Dating', 12)).toBe('(12) Dating');
  expect(prefixedTitle('(12) Dating', 0)).toBe('Dating');
});

it('sets the title and the app badge to unread messages plus new likes', async () => {
  document.title = 'Dating';
  const totals$ = new BehaviorSubject<SessionTotals>(NO_TOTALS);
  const navigator = {
    setAppBadge: jest.fn(() => Promise.resolve()),
    clearAppBadge: jest.fn(() => Promise.resolve()),
  };
  const stop = bindTitleAndBadge(totals$, document, navigator);
  expect(document.title).toBe('Dating');
  expect(navigator.clearAppBadge).toHaveBeenCalledTimes(1);

  totals$.next({ unreadMessages: 2, newLikes: 3 });
  expect(document.title).toBe('(5) Dating');
  expect(navigator.setAppBadge).toHaveBeenCalledWith(5);

  // A page that sets its own title gets the prefix back.
  document.title = 'Chats';
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(document.title).toBe('(5) Chats');

  totals$.next(NO_TOTALS);
  expect(document.title).toBe('Chats');
  expect(navigator.clearAppBadge).toHaveBeenCalledTimes(2);
  stop();
  totals$.next({ unreadMessages: 1, newLikes: 0 });
  expect(document.title).toBe('Chats');
});

it('works where the browser has no app badge', () => {
  document.title = 'Dating';
  const totals$ = new BehaviorSubject<SessionTotals>({ unreadMessages: 1, newLikes: 0 });
  const stop = bindTitleAndBadge(totals$, document, {});
  expect(document.title).toBe('(1) Dating');
  stop();
});
