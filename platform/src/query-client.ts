import { QueryClient } from '@tanstack/react-query';

/**
 * The page's one query cache, created by the shell and handed to every remote and parcel
 * in their mount props, so an answer one area fetched serves the others and a mutation
 * anywhere invalidates it everywhere. The API client already retries what is worth
 * retrying (5 times, exponential), so queries do not retry again; answers stay fresh for
 * 30 s and are refetched when a screen mounts after that.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

// The data layer's React API, as the one shared copy the query cache belongs to.
export {
  QueryClient,
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
