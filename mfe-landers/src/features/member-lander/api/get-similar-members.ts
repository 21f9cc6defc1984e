import { useQuery, useRemoteProps } from '@dating/platform';
import type { ApiClient } from '@dating/shared-contracts';
import {
  SIGNUP_MIN_AGE,
  callEndpoint,
  endpointKey,
  type LanderMember,
  type SearchQuery,
  membersEndpoints,
} from '@dating/shared-contracts/api';

/** How many other members a lander shows. */
export const SIMILAR_SHOWN = 6;
const AGE_SPAN = 5;

/**
 * Who counts as similar: the member's gender, within five years of their age. The visit's
 * traffic source goes along, since a domain may let visitors search only with one.
 */
export function similarSearch(
  member: Pick<LanderMember, 'gender' | 'age'> | null,
  source: { network?: string; ref?: string },
): SearchQuery {
  // One more than shown: the member may be among them and is left out.
  const query: SearchQuery = { per_page: SIMILAR_SHOWN + 1, ...source };
  if (!member) return query;
  return {
    ...query,
    gender: member.gender,
    min_age: Math.max(SIGNUP_MIN_AGE, member.age - AGE_SPAN),
    max_age: Math.min(99, member.age + AGE_SPAN),
  };
}

/** GET /api/search.php: members like this one (any members for a member not shown). */
export function similarMembersQuery(api: ApiClient, query: SearchQuery) {
  const { search } = membersEndpoints;
  return {
    queryKey: endpointKey(search, query),
    queryFn: () => callEndpoint(api, search, { query }),
  };
}

export function useSimilarMembers(query: SearchQuery) {
  const { api } = useRemoteProps();
  return useQuery(similarMembersQuery(api, query));
}
