import type { BackendModule, ReadCallback } from 'i18next';

export type NamespaceLoader = (locale: string) => Promise<Record<string, unknown>>;

// One registry for the page: shared-contracts is a federated singleton, so the
// shell's i18next and every remote see the same loaders.
const loaders = new Map<string, NamespaceLoader>();

/** A remote ships its namespace with its code and registers how to load it. */
export function registerNamespace(namespace: string, loader: NamespaceLoader): void {
  loaders.set(namespace, loader);
}

/**
 * i18next backend that loads each namespace from the package that owns it, so a
 * language switch fetches every loaded namespace before the switch is announced.
 */
export const namespaceBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const loader = loaders.get(namespace);
    if (!loader) {
      callback(new Error(`no loader for namespace ${namespace}`), false);
      return;
    }
    loader(language).then(
      (messages) => callback(null, messages as never),
      (error: unknown) => callback(error as Error, false),
    );
  },
};
