import { PRESCRIPTIONS_BASE } from '@konsult/domain';

/** The SIL catalogue's indication calls (seed 001 §7), which the medication list and prescriptions both ask. */
export const silPaths = {
  drugReasons: (nplId: string) => `${PRESCRIPTIONS_BASE}/sil/reason/${encodeURIComponent(nplId)}`,
  reasonSearch: () => `${PRESCRIPTIONS_BASE}/sil/reason/search`,
};
