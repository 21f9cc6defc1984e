import { useQuery, useRemoteProps } from '@dating/platform';
import type { ApiClient } from '@dating/shared-contracts';
import {
  callEndpoint,
  endpointKey,
  type LanderDocument,
  landersEndpoints,
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
const landerQuery = (name: string, preview: string | null) =>
  // `absent: 'null'`: none live is an answer, not a 404 in the visitor's console.
  preview ? { name, preview, absent: 'null' as const } : { name, absent: 'null' as const };

export async function getLanderDocument(
  api: ApiClient,
  name: string,
  preview: string | null,
): Promise<LanderSource | null> {
  const { lander } = landersEndpoints;
  try {
    const published = await callEndpoint(api, lander, { query: landerQuery(name, preview) });
    if (published.lander !== null) {
      const { version } = published;
      return { document: published.lander, version, preview: published.preview };
    }
  } catch (error) {
    // A built-in variant still sells while the API stumbles; a published one cannot.
    if (!isBuiltinLander(name)) throw error;
  }
  if (!isBuiltinLander(name)) return null;
  return { document: await BUILTIN_LANDERS[name](), version: null, preview: false };
}

/**
 * The query of a lander's document, as a plain function so that the server can prefetch
 * the very query the page then reads (first paint from the server).
 */
export function landerDocumentQuery(api: ApiClient, name: string, preview: string | null) {
  return {
    queryKey: endpointKey(landersEndpoints.lander, { query: landerQuery(name, preview) }),
    queryFn: () => getLanderDocument(api, name, preview),
  };
}

export function useLanderDocument(name: string, preview: string | null) {
  const { api } = useRemoteProps();
  return useQuery(landerDocumentQuery(api, name, preview));
}
