import type { i18n as I18n } from 'i18next';
import type { ApiClient } from '../api-client/create-api-client';
import type { EventBus } from '../events/bus-events';
import type { RemoteName } from '../routes/route-table';
import type { SessionFacade } from '../session/session-facade';

export interface NavigateOptions {
  readonly replace?: boolean;
}

/** Mount props of every remote's `./app` lifecycle (and of its parcels). */
export interface RemoteProps {
  readonly name: string;
  readonly domElement: HTMLElement;
  readonly remote: { readonly name: RemoteName; readonly version: string };
  readonly session: SessionFacade;
  readonly bus: EventBus;
  readonly api: ApiClient;
  readonly i18n: I18n;
  readonly navigate: (to: string, options?: NavigateOptions) => void;
  readonly reportError: (error: unknown) => void;
}

/** A single-spa lifecycle object, as each remote's `./app` exposes it. */
export interface RemoteLifecycles<P = RemoteProps> {
  bootstrap(props: P): Promise<void>;
  mount(props: P): Promise<void>;
  unmount(props: P): Promise<void>;
}
