// `react-dom/client` as a remote's server bundle sees it (scripts/rspack/create-server-config.mjs):
// a root that keeps what it is asked to render instead of drawing it, so the server draws
// exactly the tree the remote's real `mount` lifecycle builds (its context, texts, cache
// and error boundary) with react-dom/server. Node only; never in a browser bundle.
import type { ReactNode } from 'react';

const trees = new WeakMap<object, ReactNode>();

/** What the last `render` into this container asked for, or undefined. */
export function capturedTree(container: object): ReactNode | undefined {
  return trees.get(container);
}

function capturingRoot(container: object) {
  return {
    render(children: ReactNode) {
      trees.set(container, children);
    },
    unmount() {
      trees.delete(container);
    },
  };
}

export const createRoot = (container: object) => capturingRoot(container);

export function hydrateRoot(container: object, children: ReactNode) {
  const root = capturingRoot(container);
  root.render(children);
  return root;
}
