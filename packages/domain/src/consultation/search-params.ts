import { z } from 'zod';

/** Seed 000 §2 side panel action names (spaces in the seed become dashes in the URL). */
export const ACTION_NAMES = [
  'send-message',
  'book-revisit',
  'se-prescription',
  'se-lab-referral',
  'se-specialist-referral',
  'se-sick-note',
  'se-home-test-referral-order',
  'se-self-assessment',
  'no-home-test-order',
  'create-document',
  'uk-eps-prescription',
  'uk-clinician-action',
  'uk-payg-prescription',
  'taken-actions',
  'treatment-programme',
  'internal-referral',
  'physical-referral',
  'physical-lab-queue',
  // The seed's unnamed action: the seasonal-allergy text prescription of seed 000 §4.
  'pollen-text-prescription',
] as const;
export type ActionName = (typeof ACTION_NAMES)[number];

/** Seed 001 §2.1 tab names across every market, plus the two named in passing. */
export const LEFTBAR_TABS = [
  'symptoms',
  'patient',
  'insurance-claim-details',
  'upcoming-appointments',
  'documents',
  'medical-records',
  'medical-record-entries',
  'consultation-history',
  'self-assessment',
  'health-check',
  'treatment-programme',
  'overview',
  'activity-diary',
  'situation-analysis',
  'vaccination-list',
  'medication-list',
  'vitality-patient-profile',
  'vitality-insurance-details',
  'vitality-personal-details',
  'vitality-vitals',
  'vitality-booking',
] as const;
export type LeftbarTab = (typeof LEFTBAR_TABS)[number];

export function isActionName(value: string): value is ActionName {
  return (ACTION_NAMES as readonly string[]).includes(value);
}

export function isLeftbarTab(value: string): value is LeftbarTab {
  return (LEFTBAR_TABS as readonly string[]).includes(value);
}

/** A flag is present as "1"; TanStack Router may hand us the number 1 after JSON-parsing the query. */
const flag = z
  .union([z.literal('1'), z.literal(1), z.literal(true), z.literal('true')])
  .transform(() => 1 as const)
  .optional()
  .catch(undefined);

/**
 * The consultation screen's state in its query string (seed 000 §2, seed 001 §2). `action` and
 * `leftbar` keep unknown values as strings so the screen can show an error page for them instead
 * of silently dropping what the clinician typed or was linked to.
 */
export const ConsultationSearch = z.object({
  call: flag,
  'clinician-audio': flag,
  'clinician-video': flag,
  action: z.string().optional().catch(undefined),
  confirm: flag,
  confirmNoShow: flag,
  unsign: flag,
  strike: flag,
  // Used by the UK pay-as-you-go prescription: present, the pharmacy map opens once it is sent; a postcode may be its
  // value. The router hands `=1` or `=true` over as a number or boolean, kept here as text.
  redirectToMap: z
    .union([z.string(), z.number(), z.boolean()])
    .transform((value) => String(value))
    .optional()
    .catch(undefined),
  leftbar: z.string().optional().catch(undefined),
  carePlanId: z.string().optional().catch(undefined),
  debug: z
    .unknown()
    .optional()
    .transform((v) => (v === undefined ? undefined : (1 as const))),
});
export type ConsultationSearch = z.infer<typeof ConsultationSearch>;
