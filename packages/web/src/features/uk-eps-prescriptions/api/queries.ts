import { EpsMedicinesResponse, EpsMeetingResponse, UK_EPS_BASE } from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';

const enc = encodeURIComponent;

/** Our paths (docs/api.md "UK EPS prescriptions"). */
export const epsPaths = {
  medicines: () => `${UK_EPS_BASE}/medicines`,
  meeting: (meetingId: string) => `${UK_EPS_BASE}/meeting/${enc(meetingId)}`,
  cancel: (meetingId: string, prescriptionId: string) =>
    `${UK_EPS_BASE}/meeting/${enc(meetingId)}/prescription/${enc(prescriptionId)}/cancel`,
};

export const epsKeys = {
  medicines: ['uk-eps', 'medicines'] as const,
  meeting: (meetingId: string) => ['uk-eps', 'meeting', meetingId] as const,
};

/** GET /api/uk-eps/medicines: the list we ship; it changes with a release only. */
export function useEpsMedicines() {
  return useQuery({
    queryKey: epsKeys.medicines,
    queryFn: ({ signal }) => apiRequest(epsPaths.medicines(), EpsMedicinesResponse, { signal }),
    staleTime: Infinity,
    retry: retryUnlessClientError(2),
  });
}

/** GET /api/uk-eps/meeting/{meetingId}: whether EPS can be used for the patient, and the meeting's prescriptions. */
export function useMeetingEps(meetingId: string) {
  return useQuery({
    queryKey: epsKeys.meeting(meetingId),
    queryFn: ({ signal }) => apiRequest(epsPaths.meeting(meetingId), EpsMeetingResponse, { signal }),
    retry: retryUnlessClientError(2),
  });
}
