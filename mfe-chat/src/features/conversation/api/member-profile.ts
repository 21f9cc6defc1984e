import { useQuery, useRemoteProps } from '@dating/platform';
import {
  callEndpoint,
  endpointKey,
  type ProfileCard,
  type PublicProfile,
  membersEndpoints,
} from '@dating/shared-contracts/api';

/** GET /api/profile.php: the member a new conversation is with (before its first message). */
export function useMemberProfile(id: string, enabled: boolean) {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: endpointKey(membersEndpoints.profile, { id }),
    queryFn: () => callEndpoint(api, membersEndpoints.profile, { query: { id } }),
    enabled,
  });
}

/** The card the top bar shows, from a full profile. */
export const cardOf = (profile: PublicProfile): ProfileCard => ({
  id: profile.id,
  name: profile.name,
  age: profile.age,
  gender: profile.gender,
  city: profile.city,
  region: profile.region,
  country: profile.country,
  main_image: profile.main_image,
});
