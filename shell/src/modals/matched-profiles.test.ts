import { BehaviorSubject, Subject } from 'rxjs';
import { NO_LIKES, type SessionLikes } from '@dating/platform';
import type { LiveFrame } from '@dating/shared-contracts';
import { MATCH_PROFILE_WAIT_MS, matchedProfiles$ } from './matched-profiles';

const card = (id: string, name: string) => ({
  id,
  name,
  age: 30,
  gender: 'female' as const,
  city: null,
  region: null,
  country: 'NL',
  main_image: null,
});

function setup() {
  const live$ = new Subject<LiveFrame>();
  const likes$ = new BehaviorSubject<SessionLikes>(NO_LIKES);
  const shown: string[] = [];
  const subscription = matchedProfiles$(live$, likes$).subscribe((p) => shown.push(p.name));
  return { live$, likes$, shown, subscription };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('names each match once, when the likes summary holds the other member', () => {
  const { live$, likes$, shown } = setup();
  live$.next({ type: 'match', profile_id: '42' });
  likes$.next({ profiles: [card('7', 'Ada')], liked_by: [] });
  expect(shown).toEqual([]);
  likes$.next({ profiles: [card('42', 'Eva'), card('7', 'Ada')], liked_by: [] });
  likes$.next({ profiles: [card('42', 'Eva')], liked_by: [] });
  expect(shown).toEqual(['Eva']);
  live$.next({ type: 'match', profile_id: '7' });
  expect(shown).toEqual(['Eva']);
  live$.next({ type: 'like', profile_id: '42' });
  expect(shown).toEqual(['Eva']);
});

it('gives up on a match whose member does not show up in time', () => {
  const { live$, likes$, shown } = setup();
  live$.next({ type: 'match', profile_id: '42' });
  jest.advanceTimersByTime(MATCH_PROFILE_WAIT_MS);
  likes$.next({ profiles: [card('42', 'Eva')], liked_by: [] });
  expect(shown).toEqual([]);
  // A later match of the same member shows at once.
  live$.next({ type: 'match', profile_id: '42' });
  expect(shown).toEqual(['Eva']);
});

it('waits only for the latest match, and stops waiting when unsubscribed', () => {
  const { live$, likes$, shown, subscription } = setup();
  live$.next({ type: 'match', profile_id: '42' });
  live$.next({ type: 'match', profile_id: '7' });
  likes$.next({ profiles: [card('42', 'Eva'), card('7', 'Ada')], liked_by: [] });
  expect(shown).toEqual(['Ada']);
  live$.next({ type: 'match', profile_id: '9' });
  subscription.unsubscribe();
  expect([live$.observed, likes$.observed]).toEqual([false, false]);
});
