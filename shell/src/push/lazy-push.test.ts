import { BehaviorSubject } from 'rxjs';
import type { PushState } from '@dating/platform';
import { createEventBus, type SessionUser } from '@dating/shared-contracts';
import { endpoints } from '@dating/shared-contracts/api';
import { aSessionUser, answer, strictApiClient } from '@dating/shared-contracts/testing';
import { createLazyPush } from './lazy-push';
import * as controllerModule from './push-controller';
import { fakePushBrowser, type FakePushBrowserOptions } from './testing/fake-push-browser';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(
  browser: FakePushBrowserOptions = {},
  load = jest.fn(async () => controllerModule),
  user: SessionUser | null = aSessionUser(),
) {
  const fake = fakePushBrowser(browser);
  const pushState$ = new BehaviorSubject<PushState>('unknown');
  const user$ = new BehaviorSubject<SessionUser | null>(user);
  const push = createLazyPush(
    {
      api: strictApiClient([
        answer(endpoints.user.loginOrPush, async () => ({ ok: true as const })),
      ]),
      linkEndpoint: endpoints.user.loginOrPush,
      bus: createEventBus(),
      pushState$,
      user$,
      publicKey: 'BPublicKey',
      navigate: jest.fn(),
      env: fake.env,
    },
    load,
  );
  return { ...fake, push, pushState$, load, user$ };
}

it('says a state known at once without loading the push code', () => {
  const { pushState$, load } = setup({ permission: 'denied' });
  expect(pushState$.value).toBe('denied');
  expect(load).not.toHaveBeenCalled();
});

it("registers a visitor's worker after the page loaded, and loads push once a member is there", async () => {
  const { push, load, register, user$ } = setup({}, undefined, null);
  push.startAfterLoad();
  await settle();
  // The test page has loaded long ago: it starts on the next turn.
  expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  expect(load).not.toHaveBeenCalled();

  user$.next(aSessionUser());
  await settle();
  await settle();
  expect(load).toHaveBeenCalledTimes(1);
  // The controller started: it registers (the same worker) to read the push state.
  expect(register).toHaveBeenCalledTimes(2);
  user$.next(null);
  user$.next(aSessionUser());
  expect(load).toHaveBeenCalledTimes(1);
});

it('answers an offer accepted before push has started, loading the code for it', async () => {
  const { push, load } = setup();
  push.startAfterLoad();
  await expect(push.enable()).resolves.toBe('subscribed');
  expect(load).toHaveBeenCalledTimes(1);
});

it('answers failed when the push code does not load, and tries again next time', async () => {
  const load = jest
    .fn()
    .mockRejectedValueOnce(new Error('Loading chunk shell-push-controller failed'))
    .mockResolvedValue(controllerModule);
  const { push } = setup({}, load);
  expectConsoleError('[push] the push code did not load');
  await expect(push.enable()).resolves.toBe('failed');
  push.startAfterLoad();
  await settle();
  await expect(push.enable()).resolves.toBe('subscribed');
  expect(load).toHaveBeenCalledTimes(2);
});
