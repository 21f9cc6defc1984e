import {
  callEndpoint,
  endpointKey,
  staffQueueEndpoints,
  type QueueItem,
  type QueueKind,
  type QueueResponse,
} from '@dating/shared-contracts/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useStaffApi } from './api-context';

/** The inbox looks again this often while it is open, and when the window gets focus. */
export const QUEUE_REFRESH_MS = 15_000;

export const queueKey = (kind: QueueKind | null) =>
  endpointKey(staffQueueEndpoints.queue, kind ? { kind } : {});

/** GET queue: the open items, oldest first, with counts per kind (the inbox and "next"). */
export function useQueue(kind: QueueKind | null) {
  const api = useStaffApi();
  return useQuery({
    queryKey: queueKey(kind),
    queryFn: () => callEndpoint(api, staffQueueEndpoints.queue, { query: kind ? { kind } : {} }),
    refetchInterval: QUEUE_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

/** A fresh look at the queue, as "next item" needs it. */
export function useFetchQueue() {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  return (kind: QueueKind | null): Promise<QueueResponse> =>
    queryClient.fetchQuery({
      queryKey: queueKey(kind),
      queryFn: () => callEndpoint(api, staffQueueEndpoints.queue, { query: kind ? { kind } : {} }),
      staleTime: 0,
    });
}

/**
 * The item to take after `currentId`: the first free one (or the caller's own) that comes
 * after it in the queue's order, else the first before it; null when there is none.
 */
export function nextItem(
  items: readonly QueueItem[],
  currentId: string,
  myId: string,
): QueueItem | null {
  const free = (item: QueueItem) =>
    item.id !== currentId && (item.holder === null || item.holder.id === myId);
  const at = items.findIndex((item) => item.id === currentId);
  const after = at < 0 ? items : items.slice(at + 1);
  const before = at < 0 ? [] : items.slice(0, at);
  return after.find(free) ?? before.find(free) ?? null;
}
