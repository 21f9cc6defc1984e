import { BehaviorSubject } from 'rxjs';
import { type PushState } from '@dating/platform';
import { createEventBus, type SessionUser } from '@dating/shared-contracts';
import { endpoints } from '@dating/shared-contracts/api';
import { aSessionUser, answer, strictApiClient } from '@dating/shared-contracts/testing';
import { createPushController } from './push-controller';
import { createLazyPushController } from './lazy-push';
import {
  A_PUBLIC_KEY,
  fakePushBrowser,
  type FakePushBrowserOptions,
} from './testing/fake-push-browser';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(browser: FakePushBrowserOptions = {}, { fails = false } = {}) {
  const fake = fakePushBrowser(browser);
  const pushState$ = new BehaviorSubject<PushState>('unknown');
  const load = jest.fn(async () => {
    if (fails) throw new Error('Loading chunk shell-push failed.');
    return { createPushController };
  });
  const push = createLazyPushController(
    {
      api: strictApiClient([
        answer(endpoints.user.loginOrPush, async () => ({ ok: true as const })),
      ]),
      bus: createEventBus(),
      pushState$,
      user$: new BehaviorSubject<SessionUser | null>(aSessionUser()),
      publicKey: A_PUBLIC_KEY,
      navigate: jest.fn(),
      env: fake.env,
    },
    load,
  );
  return { ...fake, push, pushState$, load };
}

it('says at once what the browser tells without loading the push code', () => {
  expect(setup({ serviceWorker: false }).pushState$.value).toBe('not-capable');
  const denied = setup({ permission: 'denied' });
  expect(denied.pushState$.value).toBe('denied');
  expect(denied.load).not.toHaveBeenCalled();
});

it('loads the push code once started, then registers the worker and reads the state', async () => {
  const { push, load, register, pushState$ } = setup();
  expect(register).not.toHaveBeenCalled();
  push.start();
  await settle();
  expect(load).toHaveBeenCalledTimes(1);
  expect(register).toHaveBeenCalledTimes(1);
  expect(pushState$.value).toBe('unknown');
});

it('an offer accepted before the start loads the code once and subscribes', async () => {
  const { push, load, pushState$ } = setup();
  const outcome = push.enable();
  push.start();
  await expect(outcome).resolves.toBe('subscribed');
  expect(load).toHaveBeenCalledTimes(1);
  expect(pushState$.value).toBe('subscribed');
});

it('never starts when stopped before the code arrived', async () => {
  const { push, register } = setup();
  const stop = push.start();
  stop();
  await settle();
  expect(register).not.toHaveBeenCalled();
});

it('says failed, without throwing, when the push code does not load', async () => {
  expectConsoleError('[push] the push feature did not load');
  const { push, register } = setup({}, { fails: true });
  push.start();
  await expect(push.enable()).resolves.toBe('failed');
  await expect(push.disable()).resolves.toBeNull();
  expect(register).not.toHaveBeenCalled();
});
