import { VACCINATION_BASE } from '@konsult/domain';

const enc = encodeURIComponent;
const base = `${VACCINATION_BASE}/clinician`;

/** Seed 001 §7's vaccination calls under our base (/api/vaccination), plus the two paths the seed hides. */
export const vaccinationPaths = {
  series: (patientId: string) => `${base}/immunization-series?patientId=${enc(patientId)}`,
  careFacility: (meetingId: string) => `${base}/care-facility?meetingId=${enc(meetingId)}`,
  vaccines: (programId: string | null) => `${base}/vaccines${programId ? `?programId=${enc(programId)}` : ''}`,
  programs: (vaccineId: string) => `${base}/programs?vaccineId=${enc(vaccineId)}`,
  bodySites: () => `${base}/body-sites`,
  lotNumbers: (vaccineId: string) => `${base}/lot-numbers?vaccineId=${enc(vaccineId)}`,
  reporter: (reporterId: string) => `${base}/reporters/${enc(reporterId)}`,
  newSeries: () => `${base}/immunization-series`,
  newImmunization: () => `${base}/immunization`,
  immunization: (id: string) => `${base}/immunization/${enc(id)}`,
};
