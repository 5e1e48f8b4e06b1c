import { isValidNhsNumber } from '../identifiers/nhs-number';
import { findEpsMedicine } from './medicines';

/**
 * The rules of a UK EPS prescription (issue 19), pure so that the panel and the server judge alike.
 */

/** At most four items on one EPS prescription, as the panel offers them. */
export const EPS_MAX_ITEMS = 4;
/** The longest dosage instruction we send (the EPS dosage instruction is free text). */
export const EPS_DOSAGE_MAX = 500;
/** A quantity above this is refused as a slip of the keyboard, not a prescription. */
export const EPS_QUANTITY_MAX = 9999;

export type EpsItemInput = { dmdCode: string; dosage: string; quantity: number };
export type EpsItemProblem = { path: string; code: string; message: string };

/** True for a whole number of units from 1 to EPS_QUANTITY_MAX. */
export function isValidEpsQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= EPS_QUANTITY_MAX;
}

/** A dosage instruction that says something: not blank, not over EPS_DOSAGE_MAX. */
export function isValidEpsDosage(dosage: string): boolean {
  const trimmed = dosage.trim();
  return trimmed.length > 0 && trimmed.length <= EPS_DOSAGE_MAX;
}

/** What is wrong with a prescription's items, each named by its path (`items.1.quantity`); empty when nothing. */
export function epsItemProblems(items: readonly EpsItemInput[]): EpsItemProblem[] {
  const problems: EpsItemProblem[] = [];
  if (items.length === 0) problems.push({ path: 'items', code: 'no_items', message: 'Add at least one medicine.' });
  if (items.length > EPS_MAX_ITEMS) {
    problems.push({ path: 'items', code: 'too_many_items', message: `At most ${EPS_MAX_ITEMS} items.` });
  }
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (!findEpsMedicine(item.dmdCode)) {
      problems.push({ path: `items.${index}.dmdCode`, code: 'unknown_medicine', message: 'No such medicine.' });
    } else if (seen.has(item.dmdCode)) {
      problems.push({
        path: `items.${index}.dmdCode`,
        code: 'duplicate_medicine',
        message: 'This medicine is on the prescription already.',
      });
    }
    seen.add(item.dmdCode);
    if (!isValidEpsDosage(item.dosage)) {
      problems.push({ path: `items.${index}.dosage`, code: 'dosage_blank', message: 'Write the dosage instructions.' });
    }
    if (!isValidEpsQuantity(item.quantity)) {
      problems.push({
        path: `items.${index}.quantity`,
        code: 'quantity_invalid',
        message: `The quantity is a whole number from 1 to ${EPS_QUANTITY_MAX}.`,
      });
    }
  });
  return problems;
}

// ——— The prescription's short-form id ———

/** ISO/IEC 7064 MOD 37-2's alphabet, as the EPS short-form prescription id's check character uses it. */
const MOD37_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ+';

/** `XXXXXX-XXXXXX-XXXXXC`: hex, the prescriber's ODS code (zero-padded to 6), hex and the check character. */
const SHORT_FORM = /^[0-9A-F]{6}-[0-9A-Z]{6}-[0-9A-F]{5}[0-9A-Z+]$/;

/** The check character of the 17 characters before it (dashes left out): ISO/IEC 7064 MOD 37-2. */
export function shortFormCheckCharacter(body: string): string {
  let total = 0;
  for (const char of body.replace(/-/g, '')) {
    const value = MOD37_ALPHABET.indexOf(char);
    if (value < 0) throw new Error(`not a short-form character: ${char}`);
    total = ((total + value) * 2) % 37;
  }
  return MOD37_ALPHABET[(38 - total) % 37]!;
}

/** True for a well-formed short-form prescription id whose check character is right. */
export function isValidShortFormPrescriptionId(id: string): boolean {
  if (!SHORT_FORM.test(id)) return false;
  return shortFormCheckCharacter(id.slice(0, -1)) === id.slice(-1);
}

/**
 * The EPS short-form prescription id of one of our prescriptions, made from its id (a UUID) so that a retry or a
 * twin request names the same prescription: six hex digits of the id, the prescribing organisation's ODS code padded
 * to six with leading zeros, five more hex digits and the MOD 37-2 check character.
 */
export function makeShortFormPrescriptionId(prescriptionId: string, prescriberOdsCode: string): string {
  const hex = prescriptionId.replace(/-/g, '').toUpperCase();
  if (!/^[0-9A-F]{32}$/.test(hex)) throw new Error(`not a UUID: ${prescriptionId}`);
  const ods = prescriberOdsCode.toUpperCase();
  if (!/^[0-9A-Z]{1,6}$/.test(ods)) throw new Error(`not an ODS code: ${prescriberOdsCode}`);
  // The UUID's version and variant digits (positions 12 and 16) carry no randomness: take the hex around them.
  const body = `${hex.slice(0, 6)}-${ods.padStart(6, '0')}-${hex.slice(17, 22)}`;
  return `${body}${shortFormCheckCharacter(body)}`;
}

// ——— Who can have an EPS prescription ———

/** Why EPS cannot be used for a patient, in the order the panel says them. */
export const EPS_INELIGIBILITY_REASONS = ['no_nhs_number', 'nhs_number_not_traced', 'no_nominated_pharmacy'] as const;
export type EpsIneligibilityReason = (typeof EPS_INELIGIBILITY_REASONS)[number];

/**
 * An EPS-enabled patient: a valid NHS number that the Personal Demographics Service traced (verified), and a
 * nominated pharmacy. Every reason it falls short, none when it is enabled.
 */
export function epsIneligibilityReasons(patient: {
  nhsNumber: string | null;
  nhsNumberTraced: boolean;
  hasNominatedPharmacy: boolean;
}): EpsIneligibilityReason[] {
  const reasons: EpsIneligibilityReason[] = [];
  const hasNumber = patient.nhsNumber !== null && isValidNhsNumber(patient.nhsNumber);
  if (!hasNumber) reasons.push('no_nhs_number');
  else if (!patient.nhsNumberTraced) reasons.push('nhs_number_not_traced');
  if (!patient.hasNominatedPharmacy) reasons.push('no_nominated_pharmacy');
  return reasons;
}
