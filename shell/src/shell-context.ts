import { createContext, useContext } from 'react';
import type { NavigateOptions, QueryClient } from '@dating/platform';
import type { ApiClient, EventBus, RemoteName, RouteDefinition } from '@dating/shared-contracts';
import type { ErrorSink } from './errors/error-sink';
import type { PushController } from './push/push-controller';
import type { ParcelLoader } from './remotes/federation-loader';
import type { RemoteStatusBoard } from './remotes/remote-status';
import type { SessionStore } from './session/session-store';

export interface ShellServices {
  /** The routes the registry's releases declare, most specific first. */
  readonly routes: readonly RouteDefinition[];
  /** The page's one query cache, handed to every remote and parcel. */
  readonly queryClient: QueryClient;
  /** Where every front-end error goes: the console and the server's log. */
  readonly errors: ErrorSink;
  readonly status: RemoteStatusBoard;
  readonly outlet: (name: RemoteName) => HTMLElement;
  readonly navigate: (to: string, options?: NavigateOptions) => void;
  readonly session: SessionStore;
  readonly bus: EventBus;
  readonly api: ApiClient;
  /** Loads the parcels remotes expose (the signup form); without it, their fallbacks show. */
  readonly parcels?: ParcelLoader;
  /** The action of the alert that offers push notifications. */
  readonly push: Pick<PushController, 'enable'>;
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShell outside the shell');
  return services;
}
