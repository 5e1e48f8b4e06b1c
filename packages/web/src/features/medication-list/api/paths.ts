import { PRESCRIPTIONS_BASE } from '@konsult/domain';

const enc = encodeURIComponent;

/** Seed 001 §7's medication calls under our prescriptions base (/api/prescriptions). */
export const medicationListPaths = {
  list: (patientId: string) => `${PRESCRIPTIONS_BASE}/medication-list/swe/patient/${enc(patientId)}`,
  /** The printable list: a link the browser opens, not a fetch. */
  pdf: (patientId: string) => `${PRESCRIPTIONS_BASE}/medication-list/swe/patient/${enc(patientId)}/pdf`,
  add: () => `${PRESCRIPTIONS_BASE}/medication-list/swe/new`,
  update: (id: string, patientId: string) =>
    `${PRESCRIPTIONS_BASE}/medication-list/swe/${enc(id)}?patientId=${enc(patientId)}`,
  end: (id: string, patientId: string) =>
    `${PRESCRIPTIONS_BASE}/medication-list/swe/${enc(id)}/end?patientId=${enc(patientId)}`,
  drugSearch: () => `${PRESCRIPTIONS_BASE}/sil/drugs/search`,
  drug: (nplId: string) => `${PRESCRIPTIONS_BASE}/sil/drug/${enc(nplId)}`,
};
