import type { ApiClient } from '@dating/shared-contracts';

export const PAGE_HIDDEN_PATH = '/api/page-hidden.php';

/** Spec section 7: a beacon with an empty JSON body whenever the page becomes hidden. */
export function bindPageHiddenBeacon(api: ApiClient, doc: Document = document): () => void {
  const onVisibilityChange = () => {
    if (doc.visibilityState === 'hidden') api.beacon(PAGE_HIDDEN_PATH, {});
  };
  doc.addEventListener('visibilitychange', onVisibilityChange);
  return () => doc.removeEventListener('visibilitychange', onVisibilityChange);
}
