import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  // single-spa fires popstate after every pushState/replaceState as well.
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

export function useLocationPath(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}
