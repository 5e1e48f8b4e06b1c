import {
  InsuranceClaimInfoResponse,
  InsurerConsultationResponse,
  InsurerFormDataResponse,
  InsurerProfileResponse,
} from '@konsult/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The insurer partnership's (Vitality's) data for the record pane (docs/api.md "Insurer partnership"): kryUserId is
 * our patient's id; entityID/partnerID are left out (the server finds the member by our patient). Not retried by
 * themselves: the insurer has no timeout and answers 503 when down, so each panel offers "Try again" instead of
 * asking a struggling partner four times over.
 */
export const insurerQueryKeys = {
  profile: (patientId: string) => ['insurer', 'profile', patientId] as const,
  consultation: (patientId: string) => ['insurer', 'consultation', patientId] as const,
  claim: (patientId: string, meetingId: string) => ['insurer', 'claim', patientId, meetingId] as const,
  formData: (meetingId: string) => ['insurer', 'form-data', meetingId] as const,
};

/** The member's profile: member, patient, policy (underwriting, limits), wellness. */
export function useInsurerProfile(patientId: string) {
  return useQuery({
    queryKey: insurerQueryKeys.profile(patientId),
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/uk/vitality/clinician/user-profile-information?${new URLSearchParams({ kryUserId: patientId })}`,
        InsurerProfileResponse,
        { signal },
      ),
    retry: false,
  });
}

/** The consultation's insurer side: entity numbers and past claims. */
export function useInsurerConsultation(patientId: string) {
  return useQuery({
    queryKey: insurerQueryKeys.consultation(patientId),
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/uk/vitality/v1/clinician/consultation?${new URLSearchParams({ kryUserId: patientId })}`,
        InsurerConsultationResponse,
        { signal },
      ),
    retry: false,
  });
}

/** The insurance claim the patient comes on in this meeting (null: none). */
export function useInsuranceClaimInfo(patientId: string, meetingId: string | null) {
  return useQuery({
    queryKey: insurerQueryKeys.claim(patientId, meetingId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/mental-health-b2b/insuranceClaimInfo/${encodeURIComponent(patientId)}/${encodeURIComponent(meetingId ?? '')}`,
        InsuranceClaimInfoResponse,
        { signal },
      ),
    enabled: meetingId !== null,
    retry: false,
  });
}

/** Whether the meeting's insurer form data already exists in another system (the migration warning). */
export function useInsurerFormData(meetingId: string | null) {
  return useQuery({
    queryKey: insurerQueryKeys.formData(meetingId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/uk/vitality/v1/meeting/${encodeURIComponent(meetingId ?? '')}/form_data`,
        InsurerFormDataResponse,
        { signal },
      ),
    enabled: meetingId !== null,
    retry: false,
  });
}
