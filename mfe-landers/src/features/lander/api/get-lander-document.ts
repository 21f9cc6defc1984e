import { useQuery, useRemoteProps } from '@dating/platform';
import { ApiError, type ApiClient } from '@dating/shared-contracts';
import {
  callEndpoint,
  endpointKey,
  endpoints,
  type LanderDocument,
} from '@dating/shared-contracts/api';
import { BUILTIN_LANDERS, isBuiltinLander } from '../lib/builtin';

export interface LanderSource {
  readonly document: LanderDocument;
  /** The published version shown, or null for the document this release ships. */
  readonly version: number | null;
  readonly preview: boolean;
}

/**
 * A lander's document: the published one when the API has a live version (or the draft the
 * preview token names), else the one this release ships; null when neither exists.
 */
export async function getLanderDocument(
  api: ApiClient,
  name: string,
  preview: string | null,
): Promise<LanderSource | null> {
  const { lander } = endpoints.landers;
  try {
    const query = preview ? { name, preview } : { name };
    const published = await callEndpoint(api, lander, { query });
    return { document: published.lander, version: published.version, preview: published.preview };
  } catch (error) {
    // A built-in variant still sells while the API stumbles; a published one cannot.
    const missing = error instanceof ApiError && error.status === 404;
    if (!missing && !isBuiltinLander(name)) throw error;
  }
  if (!isBuiltinLander(name)) return null;
  return { document: await BUILTIN_LANDERS[name](), version: null, preview: false };
}

/** The query of a lander's document: the hook and the server's render share it. */
export const landerDocumentQuery = (api: ApiClient, name: string, preview: string | null) => ({
  queryKey: endpointKey(endpoints.landers.lander, preview ? { name, preview } : { name }),
  queryFn: () => getLanderDocument(api, name, preview),
});

export function useLanderDocument(name: string, preview: string | null) {
  const { api } = useRemoteProps();
  return useQuery(landerDocumentQuery(api, name, preview));
}
