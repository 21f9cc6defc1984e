import type { RemoteLifecycles, RemoteProps } from '@dating/platform';
import type { RemoteName } from '@dating/shared-contracts';
import {
  createRemoteApplication,
  type RemoteApplicationDeps,
  type RemoteLoader,
} from './remote-application';
import { RemoteStatusBoard } from './remote-status';

const NAME: RemoteName = 'mfe-chat';

function lifecycles(overrides: Partial<RemoteLifecycles> = {}) {
  const calls: string[] = [];
  const value: RemoteLifecycles = {
    bootstrap: async () => void calls.push('bootstrap'),
    mount: async (props) => {
      calls.push('mount');
      props.domElement.textContent = 'chat area';
    },
    unmount: async () => void calls.push('unmount'),
    ...overrides,
  };
  return { value, calls };
}

function setup(
  load: () => Promise<RemoteLifecycles>,
  version: string | null = '1.0.0',
  extra: Partial<Pick<RemoteApplicationDeps, 'onNavigate'>> & {
    refresh?: RemoteLoader['refresh'];
  } = {},
) {
  const status = new RemoteStatusBoard();
  const element = document.createElement('div');
  const reports: unknown[] = [];
  const kinds: string[] = [];
  let reloads = 0;
  let allowReload = true;
  const loader: RemoteLoader & { resets: number } = {
    resets: 0,
    version: () => version,
    load: jest.fn(load),
    reset() {
      this.resets += 1;
    },
    ...(extra.refresh ? { refresh: extra.refresh } : {}),
  };
  const app = createRemoteApplication(NAME, {
    loader,
    status,
    outlet: () => element,
    props: () => ({ domElement: element }) as unknown as RemoteProps,
    report: (_name, error, kind) => {
      reports.push(error);
      kinds.push(kind);
    },
    reloadForChunkError: () => {
      if (!allowReload) return false;
      reloads += 1;
      return true;
    },
    isActive: () => true,
    ...(extra.onNavigate ? { onNavigate: extra.onNavigate } : {}),
  });
  const mount = () => (app.mount as (p: object) => Promise<unknown>)({});
  const unmount = () => (app.unmount as (p: object) => Promise<unknown>)({});
  return {
    status,
    element,
    reports,
    kinds,
    loader,
    mount,
    unmount,
    reloads: () => reloads,
    denyReload: () => (allowReload = false),
  };
}

it('mounts the remote and reports its version', async () => {
  const remote = lifecycles();
  const t = setup(async () => remote.value);
  await t.mount();
  expect(t.status.get(NAME)).toEqual({ kind: 'mounted', version: '1.0.0' });
  expect(t.element).toHaveTextContent('chat area');
  await t.unmount();
  expect(remote.calls).toEqual(['bootstrap', 'mount', 'unmount']);
  expect(t.status.get(NAME)).toEqual({ kind: 'idle' });
});

it('shows the fallback when the remote cannot be loaded, and retry loads it again', async () => {
  const remote = lifecycles();
  let serverUp = false;
  const t = setup(async () => {
    if (!serverUp) throw new Error('RUNTIME-003: Failed to get manifest');
    return remote.value;
  });
  await t.mount();
  const failed = t.status.get(NAME);
  expect(failed.kind).toBe('failed');
  expect(t.reports).toHaveLength(1);

  serverUp = true;
  if (failed.kind !== 'failed') throw new Error('expected failure');
  failed.retry();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(t.loader.resets).toBe(1);
  expect(t.status.get(NAME)).toEqual({ kind: 'mounted', version: '1.0.0' });
});

it('treats a mount that throws as a failure of this outlet only', async () => {
  const remote = lifecycles({ mount: () => Promise.reject(new Error('boom')) });
  const t = setup(async () => remote.value);
  await expect(t.mount()).resolves.toBeUndefined();
  expect(t.status.get(NAME).kind).toBe('failed');
  expect((t.reports[0] as Error).message).toBe('boom');
  expect(remote.calls).toContain('unmount');
});

it('fails cleanly when the registry does not list the remote', async () => {
  const t = setup(async () => lifecycles().value, null);
  await t.mount();
  expect(t.status.get(NAME).kind).toBe('failed');
  expect(t.loader.load).not.toHaveBeenCalled();
});

it('reloads the page for a chunk-load error, and shows the fallback when the guard says no', async () => {
  const chunkError = Object.assign(new Error('Loading chunk 42 failed.'), {
    name: 'ChunkLoadError',
  });
  const t = setup(() => Promise.reject(chunkError));
  await t.mount();
  expect(t.reloads()).toBe(1);
  expect(t.status.get(NAME).kind).toBe('loading');

  t.denyReload();
  await t.mount();
  expect(t.reloads()).toBe(1);
  expect(t.status.get(NAME).kind).toBe('failed');
});

it('shows "stopped working" when the remote crashes while rendering; retry mounts it afresh', async () => {
  let mountedProps: RemoteProps | null = null;
  const remote = lifecycles({
    mount: async (props) => {
      mountedProps = props;
      props.domElement.textContent = 'chat area';
    },
  });
  const t = setup(async () => remote.value);
  await t.mount();
  const crash = Object.assign(new Error('t.campaignBadge is not a function'), {
    name: 'RenderError',
  });
  (mountedProps as unknown as RemoteProps).reportError(crash);
  const crashed = t.status.get(NAME);
  expect(crashed).toEqual({ kind: 'crashed', version: '1.0.0', retry: expect.any(Function) });
  expect(t.kinds).toEqual(['render']);

  if (crashed.kind !== 'crashed') throw new Error('expected a crash');
  crashed.retry();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(t.status.get(NAME)).toEqual({ kind: 'mounted', version: '1.0.0' });
  // The module was not fetched again: the same lifecycles mount once more.
  expect(t.loader.load).toHaveBeenCalledTimes(1);
  expect(remote.calls).toEqual(['bootstrap', 'unmount']);
});

/** A render crash, as the platform's error boundary reports it. */
const renderCrash = () =>
  Object.assign(new Error('t.campaignBadge is not a function'), { name: 'RenderError' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it('after a rollback, retry runs the release the registry names now, loaded anew', async () => {
  let props: RemoteProps | null = null;
  const broken = lifecycles({ mount: async (p) => void (props = p) });
  const rolledBack = lifecycles();
  let live = '2.0.0';
  const t = setup(
    async () => (live === '2.0.0' ? broken.value : rolledBack.value),
    // The loader answers the version of the release it switched to.
    null,
    {
      refresh: async () => {
        live = '1.0.0';
        return true;
      },
    },
  );
  t.loader.version = () => live;
  await t.mount();
  (props as unknown as RemoteProps).reportError(renderCrash());
  const crashed = t.status.get(NAME);
  if (crashed.kind !== 'crashed') throw new Error('expected a crash');
  crashed.retry();
  await settle();
  expect(t.status.get(NAME)).toEqual({ kind: 'mounted', version: '1.0.0' });
  expect(t.loader.load).toHaveBeenCalledTimes(2);
  expect(rolledBack.calls).toEqual(['bootstrap', 'mount']);
  expect(t.element).toHaveTextContent('chat area');
});

it('after a failed load, retry asks the registry again before loading', async () => {
  const order: string[] = [];
  let attempts = 0;
  const t = setup(
    async () => {
      order.push('load');
      attempts += 1;
      if (attempts === 1) throw new Error('remoteEntry.js answered 404');
      return lifecycles().value;
    },
    '1.0.0',
    { refresh: async () => (order.push('registry'), false) },
  );
  t.denyReload();
  await t.mount();
  const failed = t.status.get(NAME);
  if (failed.kind !== 'failed') throw new Error('expected a failure');
  failed.retry();
  await settle();
  expect(order).toEqual(['load', 'registry', 'load']);
  expect(t.status.get(NAME).kind).toBe('mounted');
});

it('mounts a crashed remote afresh when the member goes to another of its pages', async () => {
  let props: RemoteProps | null = null;
  let mounts = 0;
  const remote = lifecycles({
    mount: async (p) => {
      props = p;
      mounts += 1;
    },
  });
  const listeners = new Set<() => void>();
  window.history.pushState({}, '', '/chats/12');
  const t = setup(async () => remote.value, '1.0.0', {
    onNavigate: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
  const navigate = async (to: string) => {
    window.history.pushState({}, '', to);
    for (const listener of [...listeners]) listener();
    await settle();
  };
  await t.mount();
  (props as unknown as RemoteProps).reportError(renderCrash());
  // The same page again (the navigation that led to the crash) changes nothing.
  await navigate('/chats/12');
  expect(t.status.get(NAME).kind).toBe('crashed');

  await navigate('/chats');
  expect(t.status.get(NAME)).toEqual({ kind: 'mounted', version: '1.0.0' });
  expect(remote.calls).toEqual(['bootstrap', 'unmount']);
  expect(mounts).toBe(2);
  // Mounted again, it no longer listens: later pages mount nothing more.
  await navigate('/chats/13');
  expect(mounts).toBe(2);
  expect(listeners.size).toBe(0);
});

it('reports other errors of a mounted remote without taking its outlet down', async () => {
  let mountedProps: RemoteProps | null = null;
  const remote = lifecycles({
    mount: async (props) => void (mountedProps = props),
  });
  const t = setup(async () => remote.value);
  await t.mount();
  (mountedProps as unknown as RemoteProps).reportError(new Error('a promise went astray'));
  expect(t.kinds).toEqual(['unhandled']);
  expect(t.status.get(NAME).kind).toBe('mounted');
});

it('says which kind of load failure it was: version, chunk or load', async () => {
  const incompatible = Object.assign(new Error('needs @dating/platform ^2.0.0'), {
    name: 'RemoteIncompatibleError',
  });
  const t = setup(() => Promise.reject(incompatible));
  t.denyReload();
  await t.mount();
  expect(t.kinds).toEqual(['version']);
  expect(t.status.get(NAME).kind).toBe('failed');
});

it('lets a remote load for seconds without single-spa warning in the console (the shell has its own deadline)', async () => {
  // The console guard fails this test on any warning or error single-spa would log.
  jest.useFakeTimers();
  try {
    const { value } = lifecycles();
    const slow = () =>
      new Promise<RemoteLifecycles>((resolve) => setTimeout(() => resolve(value), 8000));
    const t = setup(slow);
    const domElement = document.createElement('div');
    const { mountRootParcel } = await import('single-spa');
    const parcel = mountRootParcel(
      {
        ...createRemoteApplication(NAME, {
          loader: t.loader,
          status: t.status,
          outlet: () => t.element,
          props: () => ({ domElement: t.element }) as unknown as RemoteProps,
          report: () => undefined,
          reloadForChunkError: () => false,
          isActive: () => true,
        }),
        name: 'slow-chat',
      },
      { domElement },
    );
    await jest.advanceTimersByTimeAsync(8000);
    await parcel.mountPromise;
    expect(t.element.textContent).toBe('chat area');
  } finally {
    jest.useRealTimers();
  }
});
