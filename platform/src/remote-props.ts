import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ApiClient } from '@dating/shared-contracts';
import type { EventBus } from '@dating/shared-contracts';
import type { RemoteName } from '@dating/shared-contracts';
import type { SessionFacade } from './session-facade';

export interface NavigateOptions {
  readonly replace?: boolean;
}

/** What the shell hands everything a remote mounts: its `./app` and its parcels. */
export interface MountProps {
  readonly domElement: HTMLElement;
  readonly session: SessionFacade;
  readonly bus: EventBus;
  readonly api: ApiClient;
  readonly i18n: I18n;
  /** Since platform 1.1: the page's one query cache (`createQueryClient`). */
  readonly queryClient: QueryClient;
  readonly navigate: (to: string, options?: NavigateOptions) => void;
  readonly reportError: (error: unknown) => void;
}

/** Mount props of every remote's `./app` lifecycle. */
export interface RemoteProps extends MountProps {
  readonly name: string;
  readonly remote: { readonly name: RemoteName; readonly version: string };
}

/** A single-spa lifecycle object, as each remote's `./app` exposes it. */
export interface RemoteLifecycles<P = RemoteProps> {
  bootstrap(props: P): Promise<void>;
  mount(props: P): Promise<void>;
  unmount(props: P): Promise<void>;
}

/**
 * Mount props of a parcel: a widget that a remote owns and other areas (the shell's
 * modals, another remote) mount into an element of their own (docs/decisions/0007).
 */
export type ParcelProps = MountProps;

/** A single-spa parcel config; `update` re-renders a mounted parcel with new props. */
export interface ParcelLifecycles<P extends ParcelProps = ParcelProps> extends RemoteLifecycles<P> {
  update(props: P): Promise<void>;
}

/** The signup form of mfe-account (`mfe-account/signup-parcel`). */
export interface SignupParcelProps extends ParcelProps {
  /** True while the signup request runs, false once it settled; the host may block closing. */
  readonly onProgress: (inProgress: boolean) => void;
}

/** Modules a remote exposes besides `./app`, and the props each one mounts with. */
export const PARCELS = {
  signup: { remote: 'mfe-account', module: 'signup-parcel' },
} as const satisfies Record<string, { remote: RemoteName; module: string }>;
