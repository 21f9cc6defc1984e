import type { ApiClient } from '@dating/shared-contracts';
import { endpoints } from '@dating/shared-contracts/api';

/** A beacon with an empty JSON body whenever the page becomes hidden. */
export function bindPageHiddenBeacon(api: ApiClient, doc: Document = document): () => void {
  const onVisibilityChange = () => {
    if (doc.visibilityState === 'hidden') api.beacon(endpoints.site.pageHidden.path, {});
  };
  doc.addEventListener('visibilitychange', onVisibilityChange);
  return () => doc.removeEventListener('visibilitychange', onVisibilityChange);
}
