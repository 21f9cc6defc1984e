import { useMutation, useQuery, useQueryClient, useRemoteProps } from '@dating/platform';
import {
  callEndpoint,
  endpointKey,
  ownProfileEndpoints,
  siteEndpoints,
  type OwnProfileResponse,
  type UpdateOwnProfileBody,
} from '@dating/shared-contracts/api';

const ownProfileKey = () => endpointKey(ownProfileEndpoints.get, {});

/**
 * GET /api/my-profile.php: every field of the member's own profile. `member: false` (a
 * visitor's page) asks nothing: the call would be refused.
 */
export function useOwnProfile(member = true) {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: ownProfileKey(),
    queryFn: () => callEndpoint(api, ownProfileEndpoints.get),
    enabled: member,
  });
}

/**
 * PUT /api/my-profile.php: changes some fields; the answer holds the whole profile. The
 * shell's session reads the user again, for the name and place it shows.
 */
export function useUpdateOwnProfile() {
  const { api, bus } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOwnProfileBody) =>
      callEndpoint(api, ownProfileEndpoints.update, { body }),
    onSuccess: (answer: OwnProfileResponse) => {
      queryClient.setQueryData(ownProfileKey(), answer);
      bus.emit({ type: 'session/refresh-requested' });
    },
  });
}

/** GET /api/regions.php?country=: a country's regions with their known cities. */
export function useRegions(country: string) {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: endpointKey(siteEndpoints.regions, { query: { country } }),
    queryFn: () => callEndpoint(api, siteEndpoints.regions, { query: { country } }),
    staleTime: Infinity,
    enabled: country.length === 2,
  });
}

/** GET /api/geocode.php: the nearest known city of a position (nothing is stored). */
export function useGeocode() {
  const { api } = useRemoteProps();
  return useMutation({
    mutationFn: (position: { lat: number; lon: number }) =>
      callEndpoint(api, siteEndpoints.geocode, { query: position }),
  });
}
