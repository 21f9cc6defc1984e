import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A screen whose code is a chunk of its own, fetched when its route first renders: a first
 * visit to one page (most often /login) does not carry the others'. A failed import is tried
 * again on the next render.
 */
export function lazyScreen(load: () => Promise<ComponentType>): ComponentType {
  const make = () =>
    lazy(() =>
      load().then(
        (Screen) => ({ default: Screen }),
        (error: unknown) => {
          Screen = make();
          throw error;
        },
      ),
    );
  let Screen = make();
  return function LazyScreen() {
    return (
      <Suspense fallback={null}>
        <Screen />
      </Suspense>
    );
  };
}
