import { useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import type { i18n as I18n, TOptions } from 'i18next';
import {
  ERROR_TEXTS_KEY,
  UNREACHABLE_TEXTS,
  hasErrorTexts,
  type ErrorTextsLoader,
} from '@dating/shared-contracts';
// The platform's main module by its name: a remote's copy of this module meets the same
// contexts (React's binding of i18next, the error texts' loader) as the page's one platform.
import { ErrorTextsContext, I18nContext, useTranslation } from '@dating/platform';

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

/** A load that failed is not tried again for this long; a draw after it tries again. */
const RETRY_AFTER_MS = 5000;
/** When a language's error texts last failed to load, and who redraws once they did. */
const failedAt = new Map<string, number>();
const failureListeners = new Set<() => void>();

const failedRecently = (language: string) =>
  Date.now() - (failedAt.get(language) ?? -Infinity) < RETRY_AFTER_MS;

function loadQuietly(addErrorTexts: ErrorTextsLoader, i18n: I18n, namespace: string) {
  if (failedRecently(i18n.language)) return;
  const language = i18n.language;
  addErrorTexts(i18n, namespace).then(
    () => failedAt.delete(language),
    () => {
      // Offline, most likely: the error says so in the page's language, and draws again.
      failedAt.set(language, Date.now());
      for (const listener of failureListeners) listener();
    },
  );
}

/**
 * The API's error texts in the namespace `ns` (default: the one `useTranslation()` reads),
 * loaded the first time one is shown: until they are there an error text is empty (never its
 * key), and the component draws again when they arrive (decision 0182). Texts that could not
 * be loaded (the connection is gone) leave every error saying so, in the page's language. `now` loads them when
 * the component mounts, for a component that turns an error into text outside its render
 * (an event handler keeping it in state), which could not wait for them.
 */
export function useErrorText({ ns, now = false }: { ns?: string; now?: boolean } = {}): ErrorText {
  const { i18n } = useTranslation();
  const addErrorTexts = useContext(ErrorTextsContext);
  const defaultNamespace = useDefaultNamespace(i18n);
  const namespace = ns ?? defaultNamespace;
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.store.on('added', onChange);
      i18n.on('languageChanged', onChange);
      failureListeners.add(onChange);
      return () => {
        i18n.store.off('added', onChange);
        i18n.off('languageChanged', onChange);
        failureListeners.delete(onChange);
      };
    },
    [i18n],
  );
  const state = () =>
    hasErrorTexts(i18n, namespace) ? 'ready' : failedRecently(i18n.language) ? 'failed' : 'waiting';
  const ready = useSyncExternalStore(subscribe, state, state) === 'ready';
  useEffect(() => {
    if (now && !ready) loadQuietly(addErrorTexts, i18n, namespace);
  }, [now, ready, addErrorTexts, i18n, namespace]);
  const { t } = useTranslation(namespace);
  // Asked again at each call: a handler made before the texts arrived reads them too.
  return (key, options) => {
    if (!hasErrorTexts(i18n, namespace)) {
      loadQuietly(addErrorTexts, i18n, namespace);
      if (!failedRecently(i18n.language)) return '';
      return UNREACHABLE_TEXTS[i18n.language] ?? UNREACHABLE_TEXTS.nl!;
    }
    return t(`${ERROR_TEXTS_KEY}.${key}`, options ?? {});
  };
}
