import type { QueryClient } from '@dating/platform';
import type { ApiClient } from '@dating/shared-contracts';
import type { LanderMemberResponse } from '@dating/shared-contracts/api';
import { searchSourceOf, type MemberLanderDesign } from '../lib/member-lander-links';
import { landerMemberQuery } from './get-lander-member';
import { similarMembersQuery, similarSearch } from './get-similar-members';

/**
 * What a member lander's first render reads, fetched ahead into `queryClient` (for the
 * server's render): the member, and the other members where the page shows them (landing3,
 * and every design's page of a member not shown). Failures stay in the cache as errors,
 * which the page draws as it would in the browser.
 */
export async function prefetchMemberLander(
  queryClient: QueryClient,
  api: ApiClient,
  { id, design, search }: { id: string; design: MemberLanderDesign; search: string },
): Promise<void> {
  await queryClient.prefetchQuery(landerMemberQuery(api, { id }));
  const found = queryClient.getQueryData<LanderMemberResponse>(
    landerMemberQuery(api, { id }).queryKey,
  );
  if (found && design !== 'landing3') return;
  const query = similarSearch(found?.member ?? null, searchSourceOf(search));
  await queryClient.prefetchQuery(similarMembersQuery(api, query));
}
