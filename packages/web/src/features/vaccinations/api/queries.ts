import {
  BodySitesResponse,
  ImmunizationSeriesResponse,
  LotNumbersResponse,
  MeetingCareFacilityResponse,
  ProgramsResponse,
  Reporter,
  VaccinesResponse,
} from '@konsult/domain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-retry';
import { vaccinationPaths } from './paths';

/** One hook per read (seed 001 §7). The catalogues change rarely: kept fresh for ten minutes. */
const CATALOGUE_STALE_MS = 10 * 60_000;

export const immunizationSeriesKey = (patientId: string) => ['vaccination', 'series', patientId] as const;

/** GET immunization-series?patientId: the list, the counter and the chooser share it. */
export function useImmunizationSeries(patientId: string) {
  return useQuery({ ...immunizationSeriesQueryOptions(patientId), select: (data) => data.immunizationSeries });
}

export function immunizationSeriesQueryOptions(patientId: string) {
  return queryOptions({
    queryKey: immunizationSeriesKey(patientId),
    queryFn: ({ signal }) => apiRequest(vaccinationPaths.series(patientId), ImmunizationSeriesResponse, { signal }),
    retry: retryUnlessClientError(2),
  });
}

/** The list's and the counter's query, started before the pane renders (issue 22). */
export function prefetchImmunizationSeries(queryClient: QueryClient, { patientId }: { patientId: string }): void {
  void queryClient.prefetchQuery(immunizationSeriesQueryOptions(patientId));
}

/** GET care-facility?meetingId (ours): null for a digital meeting; not asked in the meetingless view. */
export function useMeetingCareFacility(meetingId: string | null) {
  return useQuery({
    queryKey: ['vaccination', 'care-facility', meetingId] as const,
    queryFn: ({ signal }) =>
      apiRequest(vaccinationPaths.careFacility(meetingId!), MeetingCareFacilityResponse, { signal }),
    select: (data) => data.careFacility,
    enabled: meetingId !== null,
    retry: retryUnlessClientError(2),
  });
}

/** GET vaccines, ?programId when a series is continued. */
export function useVaccines(programId: string | null) {
  return useQuery({
    queryKey: ['vaccination', 'vaccines', programId] as const,
    queryFn: ({ signal }) => apiRequest(vaccinationPaths.vaccines(programId), VaccinesResponse, { signal }),
    select: (data) => data.vaccines,
    staleTime: CATALOGUE_STALE_MS,
    retry: retryUnlessClientError(2),
  });
}

/** GET programs?vaccineId: the programmes the chosen vaccine is given in. */
export function usePrograms(vaccineId: string | null) {
  return useQuery({
    queryKey: ['vaccination', 'programs', vaccineId] as const,
    queryFn: ({ signal }) => apiRequest(vaccinationPaths.programs(vaccineId!), ProgramsResponse, { signal }),
    select: (data) => data.programs,
    enabled: vaccineId !== null,
    staleTime: CATALOGUE_STALE_MS,
    retry: retryUnlessClientError(2),
  });
}

export function useBodySites() {
  return useQuery({
    queryKey: ['vaccination', 'body-sites'] as const,
    queryFn: ({ signal }) => apiRequest(vaccinationPaths.bodySites(), BodySitesResponse, { signal }),
    select: (data) => data.bodySites,
    staleTime: CATALOGUE_STALE_MS,
    retry: retryUnlessClientError(2),
  });
}

export function useLotNumbers(vaccineId: string | null) {
  return useQuery({
    queryKey: ['vaccination', 'lot-numbers', vaccineId] as const,
    queryFn: ({ signal }) => apiRequest(vaccinationPaths.lotNumbers(vaccineId!), LotNumbersResponse, { signal }),
    select: (data) => data.lotNumbers,
    enabled: vaccineId !== null,
    staleTime: CATALOGUE_STALE_MS,
    retry: retryUnlessClientError(2),
  });
}

/** The reporter look-up (our path): the name of the clinician who registered a dose. */
export function useReporter(reporterId: string | null) {
  return useQuery({
    queryKey: ['vaccination', 'reporter', reporterId] as const,
    queryFn: ({ signal }) => apiRequest(vaccinationPaths.reporter(reporterId!), Reporter, { signal }),
    enabled: reporterId !== null,
    staleTime: Infinity,
    retry: retryUnlessClientError(1),
  });
}
