import {
  callEndpoint,
  staffAuditEndpoints,
  type AuditPage,
  type AuditQuery,
} from '@dating/shared-contracts/api';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useStaffApi } from '../../../lib/api-context';
import { downloadFile } from '../../../lib/download-file';

/** The filters an admin sets; the page's place (`before`) is the query's own. */
export type AuditFilters = Omit<AuditQuery, 'before'>;

/** The trail, newest first, a page at a time; "more" fetches the page before the last one. */
export function useAuditTrail(filters: AuditFilters) {
  const api = useStaffApi();
  return useInfiniteQuery({
    queryKey: ['staff-audit', filters],
    queryFn: ({ pageParam }): Promise<AuditPage> =>
      callEndpoint(api, staffAuditEndpoints.list, {
        query: { ...filters, ...(pageParam ? { before: pageParam } : {}) },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
  });
}

/** Saves every row of the days `from` to `to` as a file. */
export const exportAudit = (from: string, to: string, format: 'csv' | 'json') =>
  downloadFile(
    staffAuditEndpoints.export.path,
    { from, to, format },
    `audit-${from}-${to}.${format}`,
  );
