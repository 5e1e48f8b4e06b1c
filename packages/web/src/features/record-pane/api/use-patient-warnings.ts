import { PatientWarningsResponse, ProrenataWarningsResponse } from '@konsult/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';

/** Seed 001 §9: "Retries: 2 on the ICD-code and warnings calls." */
const WARNINGS_RETRIES = 2;

/** The patient's warnings (GET /api/medicalrecord/patient/warnings/{patientId}). */
export function usePatientWarnings(patientId: string) {
  return useQuery(patientWarningsQueryOptions(patientId));
}

export function patientWarningsQueryOptions(patientId: string) {
  return queryOptions({
    queryKey: ['record-pane', 'warnings', patientId] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/medicalrecord/patient/warnings/${encodeURIComponent(patientId)}`, PatientWarningsResponse, {
        signal,
      }),
    retry: retryUnlessClientError(WARNINGS_RETRIES),
  });
}

/** The records system's access warnings (GET /api/medicalrecord/patient/prorenatawarnings/{patientId}). */
export function useProrenataWarnings(patientId: string) {
  return useQuery(prorenataWarningsQueryOptions(patientId));
}

export function prorenataWarningsQueryOptions(patientId: string) {
  return queryOptions({
    queryKey: ['record-pane', 'prorenata-warnings', patientId] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/medicalrecord/patient/prorenatawarnings/${encodeURIComponent(patientId)}`,
        ProrenataWarningsResponse,
        { signal },
      ),
    retry: retryUnlessClientError(WARNINGS_RETRIES),
  });
}
