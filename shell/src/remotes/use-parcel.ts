import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@dating/platform';
import { mountRootParcel, type Parcel } from 'single-spa';
import type { MountProps, ParcelProps } from '@dating/platform';
import type { RemoteName } from '@dating/shared-contracts';
import { useShell } from '../shell-context';

export type ParcelStatus = 'loading' | 'mounted' | 'failed';

/**
 * Loads `<remote>/<module>` through the registry and mounts it into the returned ref's
 * element for as long as the calling component lives; unmounts it on the way out.
 * `extra` is read when mounting: pass stable callbacks (e.g. a state setter).
 */
export function useParcel<P extends ParcelProps>(
  remote: RemoteName,
  module: string,
  extra: Omit<P, keyof MountProps>,
) {
  const { parcels, session, bus, api, navigate, errors, queryClient } = useShell();
  const { i18n } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<ParcelStatus>(parcels ? 'loading' : 'failed');
  const latestExtra = useRef(extra);
  latestExtra.current = extra;

  useEffect(() => {
    if (!parcels) return;
    let parcel: Parcel | null = null;
    let active = true;
    const fail = (error: unknown) => {
      const version = parcels.version(remote) ?? 'none';
      errors.report({ remote, version, kind: 'load', error });
      if (active) setStatus('failed');
    };
    setStatus('loading');
    parcels
      .loadParcel<P>(remote, module)
      .then((config) => {
        const element = host.current;
        if (!active || !element) return;
        const props = {
          domElement: element,
          session: session.facade,
          bus,
          api,
          i18n,
          queryClient,
          navigate,
          reportError: fail,
          ...latestExtra.current,
        } as unknown as P;
        parcel = mountRootParcel<P>(config, props);
        return parcel.mountPromise.then(() => active && setStatus('mounted'));
      })
      .catch(fail);
    return () => {
      active = false;
      const mounted = parcel;
      // Unmounting waits for a mount still under way; a failed mount has nothing to undo.
      mounted?.mountPromise.then(() => mounted.unmount()).catch(() => undefined);
    };
  }, [parcels, remote, module, session, bus, api, i18n, navigate, errors, queryClient]);

  return { host, status };
}
