import type { PrescriptionRenewal, RenewalItem, RenewalRejectionReason } from '../api/prescription-renewals';
import type { Locale } from '../markets/country';
import { RENEWAL_REJECTION_MESSAGES, RENEWAL_VIDEO_MESSAGE } from './renewal-messages';

/** Seed 000 §4: processed items are tracked; the renewal is complete when every item is processed. */
export function isRenewalComplete(items: readonly Pick<RenewalItem, 'state'>[]): boolean {
  return items.length > 0 && items.every((item) => item.state !== 'PENDING');
}

export function pendingItems<T extends Pick<RenewalItem, 'state'>>(items: readonly T[]): T[] {
  return items.filter((item) => item.state === 'PENDING');
}

/**
 * Seed 000 §4: renewing runs the prescription flow for the chosen items whose drug article is valid; the invalid
 * ones go to the replace-or-cancel modal. Items already processed are not chosen again.
 */
export function splitForRenewal<T extends Pick<RenewalItem, 'state'> & { drugArticle: { valid: boolean } }>(
  chosen: readonly T[],
): { renewable: T[]; invalid: T[] } {
  const pending = pendingItems(chosen);
  return {
    renewable: pending.filter((item) => item.drugArticle.valid),
    invalid: pending.filter((item) => !item.drugArticle.valid),
  };
}

/** Seed 000 §5: free text is editable only for the "other" reason (none_of_the_above). */
export function isRejectionTextEditable(reason: RenewalRejectionReason | null): boolean {
  return reason === 'none_of_the_above';
}

/**
 * The message a rejection sends, in the patient's language: the reason's own text, the clinician's words for
 * none_of_the_above, and in a video meeting the notice that it was handled in the call. Null when there is no
 * message to send yet (a text meeting without a reason, or none_of_the_above without text).
 */
export function rejectionMessage(
  kind: 'TEXT' | 'VIDEO',
  reason: RenewalRejectionReason | null,
  ownText: string,
  locale: Locale,
): string | null {
  if (kind === 'VIDEO') return ownText.trim() || RENEWAL_VIDEO_MESSAGE[locale];
  if (reason === null) return null;
  if (reason === 'none_of_the_above') return ownText.trim() === '' ? null : ownText.trim();
  return RENEWAL_REJECTION_MESSAGES[locale][reason];
}

/** What an unfinished renewal leaves: the items not yet processed, by name, for its own dialog. */
export function unfinishedRenewalItems(renewal: Pick<PrescriptionRenewal, 'items'>): string[] {
  return pendingItems(renewal.items).map((item) => item.distributedDrug.tradeName);
}
