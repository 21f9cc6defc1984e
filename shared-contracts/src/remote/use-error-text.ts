import { useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import type { i18n as I18n, TOptions } from 'i18next';
import { I18nContext, useTranslation } from 'react-i18next';
import { ERROR_TEXTS_KEY, addErrorTexts, hasErrorTexts } from '../i18n/errors-namespace';

/** `t` for an error text: `errorText('link_expired')` reads `errors.link_expired`. */
export type ErrorText = (key: string, options?: TOptions) => string;

type Names = string | false | readonly string[] | undefined;
const firstName = (names: Names): string | undefined =>
  typeof names === 'string' ? names : names ? names[0] : undefined;

/** The namespace `useTranslation()` reads: the provider's default, else the instance's. */
function useDefaultNamespace(i18n: I18n): string {
  // react-i18next's provider holds `defaultNS` beside `i18n`; its type names only `i18n`.
  const context = useContext(I18nContext) as { defaultNS?: Names } | undefined;
  return firstName(context?.defaultNS) ?? firstName(i18n.options.defaultNS) ?? 'translation';
}

function loadQuietly(i18n: I18n, namespace: string) {
  // A failed load leaves the text empty; the component's next draw tries again.
  addErrorTexts(i18n, namespace).catch(() => undefined);
}

/**
 * The API's error texts in the namespace `ns` (default: the one `useTranslation()` reads),
 * loaded the first time one is shown: until they are there an error text is empty (never its
 * key), and the component draws again when they arrive (decision 0182). `now` loads them when
 * the component mounts, for a component that turns an error into text outside its render
 * (an event handler keeping it in state), which could not wait for them.
 */
export function useErrorText({ ns, now = false }: { ns?: string; now?: boolean } = {}): ErrorText {
  const { i18n } = useTranslation();
  const defaultNamespace = useDefaultNamespace(i18n);
  const namespace = ns ?? defaultNamespace;
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.store.on('added', onChange);
      i18n.on('languageChanged', onChange);
      return () => {
        i18n.store.off('added', onChange);
        i18n.off('languageChanged', onChange);
      };
    },
    [i18n],
  );
  const ready = useSyncExternalStore(
    subscribe,
    () => hasErrorTexts(i18n, namespace),
    () => hasErrorTexts(i18n, namespace),
  );
  useEffect(() => {
    if (now && !ready) loadQuietly(i18n, namespace);
  }, [now, ready, i18n, namespace]);
  const { t } = useTranslation(namespace);
  // Asked again at each call: a handler made before the texts arrived reads them too.
  return (key, options) => {
    if (!hasErrorTexts(i18n, namespace)) {
      loadQuietly(i18n, namespace);
      return '';
    }
    return t(`${ERROR_TEXTS_KEY}.${key}`, options ?? {});
  };
}
