import { InsurerReportsResponse } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The consultation reports the embedded insurer received, newest first (GET /api/dev/insurer/reports, demo only). */
export function useDevInsurerReports() {
  return useQuery({
    queryKey: ['dev', 'insurer', 'reports'],
    queryFn: ({ signal }) => apiRequest('/api/dev/insurer/reports', InsurerReportsResponse, { signal }),
    select: (response) => response.reports,
    // Reports arrive when a meeting is finished in another tab: keep the page current while it is open.
    refetchInterval: 2000,
  });
}
