import { AccessLog, type AccessLogQuery } from '@konsult/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accessLogPaths } from './paths';

/**
 * GET /api/access-log/{patientId}?from&to (auditors only): who reached the patient's data in the period, oldest
 * first. Asked only once the auditor shows a period (null until then), and never again by itself: every extract is
 * itself audited, so it is fetched when the auditor asks for it.
 */
export function useAccessLog(patientId: string, range: AccessLogQuery | null) {
  return useQuery({
    queryKey: ['access-log', patientId, range?.from, range?.to],
    queryFn: range
      ? ({ signal }) => apiRequest(accessLogPaths.json(patientId, range), AccessLog, { signal })
      : skipToken,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
