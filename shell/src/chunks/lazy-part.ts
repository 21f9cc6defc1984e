import { useEffect, useState } from 'react';
import { useTranslation } from '@dating/platform';
import type { i18n as I18n } from 'i18next';
import { isChunkLoadError, reloadForChunkError } from '../remotes/chunk-reload-guard';
import { logShellError } from '../errors/shell-log';

export interface LazyPart<M> {
  /** Loads the code and the namespaces it shows once; a failed load is tried again on the next call. */
  load(i18n: I18n): Promise<M>;
  /** The module once it is there; asks for it while `wanted`. */
  use(wanted: boolean): M | null;
}

/**
 * A part of the shell a first visit does not load (docs/decisions/0013): its code is a
 * chunk of its own, fetched with the i18next namespaces it shows when it is first wanted,
 * so it never renders before its texts. A chunk that is gone (a newer shell was deployed)
 * reloads the page, at most once a minute (decision 0005).
 */
export function lazyPart<M>(
  what: string,
  importModule: () => Promise<M>,
  namespaces: readonly string[] = [],
): LazyPart<M> {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;

  const load = (i18n: I18n) => {
    loading ??= Promise.all([importModule(), i18n.loadNamespaces([...namespaces])]).then(
      ([module]) => (loaded = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function use(wanted: boolean): M | null {
    const { i18n } = useTranslation();
    const [module, setModule] = useState(loaded);
    useEffect(() => {
      if (!wanted || module) return undefined;
      let active = true;
      load(i18n).then(
        (value) => {
          if (active) setModule(value);
        },
        (error: unknown) => {
          logShellError(`[shell] ${what} did not load`, error);
          if (isChunkLoadError(error)) reloadForChunkError();
        },
      );
      return () => {
        active = false;
      };
    }, [wanted, module, i18n]);
    return module ?? loaded;
  }

  return { load, use };
}
