import { BehaviorSubject } from 'rxjs';
import { createQueryClient } from '@dating/platform';
import type { SessionUser } from '@dating/shared-contracts';
import { aSessionUser } from '@dating/shared-contracts/testing';
import { forgetOnUserChange } from './forget-on-user-change';

it('keeps the cache while the same member refreshes, and empties it when the member changes', () => {
  const sanne = aSessionUser('Sanne');
  const user$ = new BehaviorSubject<SessionUser | null>(null);
  const queryClient = createQueryClient();
  const subscription = forgetOnUserChange(user$, queryClient);
  const cached = () => queryClient.getQueryData(['GET', '/api/profile.php']);

  user$.next(sanne);
  queryClient.setQueryData(['GET', '/api/profile.php'], { name: 'Sanne' });
  user$.next({ ...sanne, credits: 5 });
  expect(cached()).toEqual({ name: 'Sanne' });

  user$.next(null);
  expect(cached()).toBeUndefined();

  queryClient.setQueryData(['GET', '/api/profile.php'], { name: 'Bram' });
  user$.next(aSessionUser('Bram'));
  expect(cached()).toBeUndefined();
  subscription.unsubscribe();
});
