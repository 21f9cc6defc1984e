import { act } from '@testing-library/react';
import i18next from 'i18next';
import { BehaviorSubject, Subject } from 'rxjs';
import type { LiveFrame } from '@dating/shared-contracts/api';
import { strictApiClient, type EndpointStub } from '@dating/shared-contracts/testing';
import { createEventBus, type BusEvent } from '@dating/shared-contracts';
import { namespaceBackend } from '../namespace-backend';
import { createQueryClient, type QueryClient } from '../query-client';
import type {
  MountProps,
  ParcelLifecycles,
  ParcelProps,
  RemoteLifecycles,
  RemoteProps,
} from '../remote-props';
import type { RemoteName } from '@dating/shared-contracts';
import {
  HIDDEN_TIME_BONUS,
  NO_LIKES,
  NO_TOTALS,
  type ActiveDiscount,
  type ListsStatus,
  type PushState,
  type SessionChats,
  type SessionLikes,
  type SessionTotals,
  type TimeBonusState,
} from '../session-facade';
import { type SessionUser, type SiteSettings } from '@dating/shared-contracts';

export interface MountOptions {
  readonly remote: RemoteName;
  readonly path?: string;
  readonly locale?: string;
  readonly user?: SessionUser | null;
  readonly settings?: SiteSettings | null;
  /** The session's lists as the shell holds them (ready unless `listsStatus` says otherwise). */
  readonly chats?: SessionChats;
  readonly likes?: SessionLikes;
  readonly listsStatus?: ListsStatus;
  /** The page's query cache, when the test shares one between mounts or seeds it. */
  readonly queryClient?: QueryClient;
  /** The shell's push state at mount (`pushState$` in the answer changes it). */
  readonly pushState?: PushState;
  /** The endpoints this test answers; any other call fails the test loudly. */
  readonly api?: readonly EndpointStub[];
}

/** Mount props as the shell gives them, with a real bus and i18next, and a session the test controls. */
async function testMountProps(options: MountOptions) {
  window.history.pushState(null, '', options.path ?? '/');
  const i18n = i18next.createInstance();
  await i18n.use(namespaceBackend).init({
    lng: options.locale ?? 'nl',
    fallbackLng: 'nl',
    // The remote loads its own namespace on mount; the API's error texts come when an error
    // first shows (useErrorText, decision 0182).
    ns: [],
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const bus = createEventBus();
  const events: BusEvent[] = [];
  bus.events$.subscribe((event) => events.push(event));
  const errors: unknown[] = [];
  const user$ = new BehaviorSubject<SessionUser | null>(options.user ?? null);
  const settings$ = new BehaviorSubject<SiteSettings | null>(options.settings ?? null);
  const locale$ = new BehaviorSubject(i18n.language);
  const totals$ = new BehaviorSubject<SessionTotals>(NO_TOTALS);
  const chats$ = new BehaviorSubject<SessionChats>(options.chats ?? []);
  const likes$ = new BehaviorSubject<SessionLikes>(options.likes ?? NO_LIKES);
  const listsStatus$ = new BehaviorSubject<ListsStatus>(
    options.listsStatus ?? { chats: 'ready', likes: 'ready' },
  );
  const timeBonus$ = new BehaviorSubject<TimeBonusState>(HIDDEN_TIME_BONUS);
  const discount$ = new BehaviorSubject<ActiveDiscount | null>(null);
  const pushState$ = new BehaviorSubject<PushState>(options.pushState ?? 'unknown');
  const live$ = new Subject<LiveFrame>();
  const api = strictApiClient(options.api);
  const props: MountProps = {
    domElement,
    session: {
      user$,
      settings$,
      locale$,
      totals$,
      chats$,
      likes$,
      listsStatus$,
      timeBonus$,
      discount$,
      pushState$,
      live$,
      snapshot: () => ({
        user: user$.value,
        settings: settings$.value,
        locale: locale$.value,
        totals: totals$.value,
        chats: chats$.value,
        likes: likes$.value,
        listsStatus: listsStatus$.value,
        timeBonus: timeBonus$.value,
        discount: discount$.value,
        pushState: pushState$.value,
      }),
    },
    bus,
    api,
    i18n,
    queryClient: options.queryClient ?? createQueryClient(),
    // As the shell's: single-spa tells the routers of each change of the URL with a popstate.
    navigate: (to, options) => {
      if (options?.replace) window.history.replaceState(window.history.state, '', to);
      else window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    reportError: (error) => errors.push(error),
  };
  return { props, events, errors, user$, live$, chats$, likes$, listsStatus$, pushState$ };
}

/**
 * Mounts a remote through its real single-spa lifecycle, with a real event bus,
 * a real i18next (the remote's own translations) and a session the test controls.
 */
export async function mountRemote(lifecycles: RemoteLifecycles, options: MountOptions) {
  const { props: base, ...rest } = await testMountProps(options);
  const props: RemoteProps = {
    ...base,
    name: options.remote,
    remote: { name: options.remote, version: 'test' },
  };
  await act(async () => {
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
  });
  return {
    props,
    ...rest,
    unmount: () =>
      act(async () => {
        await lifecycles.unmount(props);
        props.domElement.remove();
      }),
  };
}

/**
 * Mounts a parcel the way a host does (bootstrap, mount, and `update` on request);
 * `extra` are the props of that parcel beyond the common ones, e.g. `onProgress`.
 */
export async function mountParcel<P extends ParcelProps>(
  parcel: ParcelLifecycles<P>,
  options: MountOptions,
  extra: Omit<P, keyof MountProps>,
) {
  const { props: base, ...rest } = await testMountProps(options);
  const props = { ...base, ...extra } as P;
  await act(async () => {
    await parcel.bootstrap(props);
    await parcel.mount(props);
  });
  return {
    props,
    ...rest,
    update: (changes: Partial<Omit<P, keyof MountProps>>) =>
      act(() => parcel.update({ ...props, ...changes })),
    unmount: () =>
      act(async () => {
        await parcel.unmount(props);
        props.domElement.remove();
      }),
  };
}
