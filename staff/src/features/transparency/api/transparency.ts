import {
  callEndpoint,
  staffTransparencyEndpoints,
  type TransparencyReport,
} from '@dating/shared-contracts/api';
import { useQuery } from '@tanstack/react-query';
import { useStaffApi } from '../../../lib/api-context';
import { downloadFile } from '../../../lib/download-file';

/** The report of the days `from` to `to`; nothing is asked before both are chosen. */
export function useTransparencyReport(from: string | null, to: string | null) {
  const api = useStaffApi();
  return useQuery({
    queryKey: ['staff-transparency', from, to],
    queryFn: (): Promise<TransparencyReport> =>
      callEndpoint(api, staffTransparencyEndpoints.report, { query: { from: from!, to: to! } }),
    enabled: Boolean(from && to),
    // Each reading is audited: the same range is not asked again while the screen is open.
    staleTime: Infinity,
  });
}

export const downloadReport = (from: string, to: string, format: 'csv' | 'json') =>
  downloadFile(
    staffTransparencyEndpoints.export.path,
    { from, to, format },
    `transparency-${from}-${to}.${format}`,
  );
