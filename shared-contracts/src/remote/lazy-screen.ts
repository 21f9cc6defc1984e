import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type ScreenModule<P> = { default: ComponentType<P> };

/** A screen that loads with its route, and whose code a server render can load first. */
export type LazyScreen<P extends object = object> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the screen's code; once it is there, React renders the screen without suspending. */
  preload(): Promise<void>;
};

/**
 * `React.lazy` whose module can be loaded ahead (decision 0124): `renderToString` draws a
 * lazy component's Suspense fallback, so a server route awaits `Screen.preload()` before the
 * render. React 19's lazy takes the factory's thenable as settled when its `then` calls back
 * at once, which is what the factory hands over once the module is there.
 *
 * It lives here, not in @dating/platform: the contracts are bundled into each package, so a
 * new export changes no shared singleton. In the platform it would change its version digest
 * and need a minor (every remote requiring ^1.4.0), which breaks the skew journeys (an older
 * shell with today's remotes) for a helper no two bundles need to share. Small on purpose: it
 * sits in the /members first visit (the size budget, decision 0013).
 */
export function lazyScreen<P extends object = object>(
  load: () => Promise<ScreenModule<P>>,
): LazyScreen<P> {
  // The module, as a thenable that calls back synchronously: React renders it in this pass.
  let ready: { then(resolve: (module: ScreenModule<P>) => void): void } | undefined;
  const preload = () =>
    load().then((module) => {
      ready = { then: (resolve) => resolve(module) };
    });
  // Before a preload, as React.lazy: the first render asks for the chunk (a failure stays).
  return Object.assign(
    lazy(() => (ready as Promise<ScreenModule<P>> | undefined) ?? load()),
    { preload },
  );
}
