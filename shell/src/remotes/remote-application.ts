import type { LifeCycles } from 'single-spa';
import type { RemoteLifecycles, RemoteProps } from '@dating/platform';
import type { RemoteName } from '@dating/shared-contracts';
import type { ClientErrorKind } from '../errors/error-sink';
import { isChunkLoadError } from './chunk-reload-guard';
import type { RemoteStatusBoard } from './remote-status';

/** How the shell obtains a remote's `./app`; Module Federation in the browser. */
export interface RemoteLoader {
  version(name: RemoteName): string | null;
  load(name: RemoteName): Promise<RemoteLifecycles>;
  /** Forget a failed remote so the next load fetches it anew. */
  reset(name: RemoteName): void;
  /**
   * Reads the registry again and switches to the release it now names for `name` (after a
   * rollback or a promotion); true when that is another release than the one this page ran.
   */
  refresh?(name: RemoteName): Promise<boolean>;
}

export interface RemoteApplicationDeps {
  readonly loader: RemoteLoader;
  readonly status: RemoteStatusBoard;
  readonly outlet: (name: RemoteName) => HTMLElement;
  /** Mount props but `reportError`, which this application answers itself. */
  readonly props: (name: RemoteName, version: string) => Omit<RemoteProps, 'reportError'>;
  readonly report: (name: RemoteName, error: unknown, kind: ClientErrorKind) => void;
  /** Reloads the page for a chunk error when the guard allows; true when it did. */
  readonly reloadForChunkError: () => boolean;
  readonly isActive: (name: RemoteName) => boolean;
  /** Calls `listener` after each navigation of the page; returns how to stop. */
  readonly onNavigate?: (listener: () => void) => () => void;
  readonly timeoutMs?: number;
}

/** How long loading a remote may take before its outlet shows the fallback. */
export const REMOTE_LOAD_TIMEOUT_MS = 20_000;

/**
 * single-spa's own clock on a lifecycle: by default it warns after one second and logs an error
 * after three, while a remote on a slow line or a busy phone is still loading well within the
 * deadline above (which shows the member a fallback). It speaks only once that deadline and the
 * remote's own mount are both long past, and never gives up on the lifecycle itself.
 */
const LIFECYCLE_CLOCK_MS = REMOTE_LOAD_TIMEOUT_MS + 10_000;
const lifecycleClock = {
  millis: LIFECYCLE_CLOCK_MS,
  dieOnTimeout: false,
  warningMillis: LIFECYCLE_CLOCK_MS,
};
export const LIFECYCLE_TIMEOUTS = {
  bootstrap: lifecycleClock,
  mount: lifecycleClock,
  unmount: lifecycleClock,
  unload: lifecycleClock,
};

export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';
}

function loadFailureKind(error: unknown): ClientErrorKind {
  if ((error as Error | null)?.name === 'RemoteIncompatibleError') return 'version';
  return isChunkLoadError(error) ? 'chunk' : 'load';
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteUnavailableError(`${what} timed out`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The single-spa application the shell registers for one remote. It never throws
 * to single-spa: a failure shows the fallback in this remote's outlet only, and
 * retry loads the remote again without a page reload. A remote that crashes while
 * rendering (its error boundary reports a RenderError) shows "this part stopped
 * working"; retry, or the member going to another page of the same remote, mounts it
 * afresh. Every retry first asks the registry which release is live now: after a rollback
 * an open tab gets the release rolled back to, not the broken one again.
 */
export function createRemoteApplication(
  name: RemoteName,
  deps: RemoteApplicationDeps,
): LifeCycles & { timeouts: typeof LIFECYCLE_TIMEOUTS } {
  let lifecycles: RemoteLifecycles | null = null;
  let bootstrapped = false;
  let mountedProps: RemoteProps | null = null;
  let stopWatching = () => {};

  function onRemoteError(version: string, error: unknown): void {
    if ((error as Error | null)?.name !== 'RenderError') {
      deps.report(name, error, 'unhandled');
      return;
    }
    deps.report(name, error, 'render');
    deps.status.set(name, { kind: 'crashed', version, retry: () => void again() });
    // A crash belongs to its page: going to another page of this remote mounts it afresh.
    const crashedAt = window.location.pathname;
    stopWatching =
      deps.onNavigate?.(() => {
        if (window.location.pathname !== crashedAt) void again();
      }) ?? stopWatching;
  }

  /**
   * Mounts the remote afresh after a crash or a failed load, in the release the registry
   * names now: after a rollback another one, whose module is then loaded anew.
   */
  async function again(): Promise<void> {
    stopWatching();
    const props = mountedProps;
    mountedProps = null;
    if (!lifecycles) deps.loader.reset(name);
    if (!deps.isActive(name)) return;
    deps.status.set(name, { kind: 'loading' });
    if (lifecycles && props) await lifecycles.unmount(props).catch(() => undefined);
    if (await deps.loader.refresh?.(name).catch(() => false)) {
      lifecycles = null;
      bootstrapped = false;
    }
    await mountRemote();
  }

  async function mountRemote(): Promise<void> {
    deps.status.set(name, { kind: 'loading' });
    const version = deps.loader.version(name);
    let props: RemoteProps | null = null;
    try {
      if (!version) throw new RemoteUnavailableError(`${name} is not in the remote registry`);
      props = {
        ...deps.props(name, version),
        reportError: (error: unknown) => onRemoteError(version, error),
      };
      const loaded =
        lifecycles ??
        (await withTimeout(
          deps.loader.load(name),
          deps.timeoutMs ?? REMOTE_LOAD_TIMEOUT_MS,
          `loading ${name}`,
        ));
      lifecycles = loaded;
      if (!bootstrapped) {
        await loaded.bootstrap(props);
        bootstrapped = true;
      }
      await loaded.mount(props);
      mountedProps = props;
      // A render crash during mount has already put up its own fallback.
      if (deps.status.get(name).kind !== 'crashed')
        deps.status.set(name, { kind: 'mounted', version });
    } catch (error) {
      deps.report(name, error, loadFailureKind(error));
      if (lifecycles && props) await lifecycles.unmount(props).catch(() => undefined);
      lifecycles = null;
      bootstrapped = false;
      if (isChunkLoadError(error) && deps.reloadForChunkError()) return;
      deps.status.set(name, { kind: 'failed', retry: () => void again() });
    }
  }

  return {
    timeouts: LIFECYCLE_TIMEOUTS,
    bootstrap: async () => undefined,
    mount: () => mountRemote(),
    async unmount() {
      stopWatching();
      const props = mountedProps;
      mountedProps = null;
      deps.status.set(name, { kind: 'idle' });
      if (lifecycles && props) {
        await lifecycles
          .unmount(props)
          .catch((error: unknown) => deps.report(name, error, 'unhandled'));
      }
    },
  };
}
