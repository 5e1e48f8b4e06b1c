/**
 * Home tests (seed 000 §3, §5, §8; seed 001 §2.3; seed 002 §3; issue 18): which kits a clinician is offered for a
 * meeting, which existing order blocks a new one, and what a shipping address needs. Pure: the server enforces these
 * and the wizard shows them, from the same functions.
 *
 * What we decided where the seeds are silent (docs/api.md "Home tests"):
 * - COVID-19 PCR kits are offered only in a meeting whose symptom form is about a respiratory infection
 *   (`RESPIRATORY_SYMPTOM_FORMS`): "COVID PCR variants are filtered by the symptom form". Of the two, the VGR variant
 *   (Västra Götalandsregionen runs its own COVID sampling) is offered for a patient whose registered postcode is in
 *   Västra Götaland (postcodes 40–54), the plain one otherwise; Norway has only the plain one.
 * - Chlamydia kits are offered by the patient's sex where it is known (female: CHLAMYDIA_FEMALE, a vaginal swab;
 *   male: CHLAMYDIA_MALE, a urine sample); both when it is not.
 * - Nail and skin fungus kits are always offered and never block one another.
 * - "One active (not cancelled) order of a COVID or chlamydia type blocks a new one": per patient and per kind
 *   (both COVID variants are one kind, both chlamydia kits another), whichever meeting ordered it.
 */

export const HOME_TEST_TYPES = [
  'NAIL_FUNGUS',
  'SKIN_FUNGUS',
  'CHLAMYDIA_FEMALE',
  'CHLAMYDIA_MALE',
  'COVID_19_PCR',
  'COVID_19_PCR_VGR',
] as const;
export type HomeTestType = (typeof HOME_TEST_TYPES)[number];

/** An order's life at the lab: ordered, the kit posted, the sample's answer back, or cancelled. */
export const HOME_TEST_STATES = ['ORDERED', 'SHIPPED', 'ANSWERED', 'CANCELLED'] as const;
export type HomeTestState = (typeof HOME_TEST_STATES)[number];

/** The markets that order home tests: Sweden through Labportalen, Norway through its home-test lab. */
export const HOME_TEST_MARKETS = ['SE', 'NO'] as const;
export type HomeTestMarket = (typeof HOME_TEST_MARKETS)[number];

/** Seed 000 §8: the lab portal's refusals the wizard names; anything else is the default home-test error. */
export const HOME_TEST_ERROR_KEYS = {
  protectedIdentity: 'patient_protected_identity',
  missingPortalUser: 'missing_labportalen_user_guid',
  missingName: 'patient_missing_name',
  alreadyOrdered: 'already_ordered',
  /** Ours: the kit is not offered for this meeting (symptom form, sex, region). */
  notOffered: 'home_test_not_offered',
  /** Ours: no address to post the kit to (none registered, none given). */
  noShippingAddress: 'shipping_address_missing',
  /** Ours: the lab portal did not answer. */
  unavailable: 'home_test_lab_unavailable',
  /** Ours: the order's answer is back (or it is cancelled already by the time we look): there is nothing to cancel. */
  notCancellable: 'home_test_not_cancellable',
} as const;
export type HomeTestErrorKey = (typeof HOME_TEST_ERROR_KEYS)[keyof typeof HOME_TEST_ERROR_KEYS];

/** The refusals the lab portal itself answers (the embedded one and the HTTP adapter alike). */
export const HOME_TEST_LAB_REFUSALS = [
  HOME_TEST_ERROR_KEYS.protectedIdentity,
  HOME_TEST_ERROR_KEYS.missingPortalUser,
  HOME_TEST_ERROR_KEYS.missingName,
  HOME_TEST_ERROR_KEYS.alreadyOrdered,
] as const;
export type HomeTestLabRefusal = (typeof HOME_TEST_LAB_REFUSALS)[number];

/** The faults the embedded lab portal can be switched to (PUT /api/dev/faults/hometest, HOMETEST_FAULT). */
export const HOME_TEST_FAULTS = ['home_test_lab_unavailable'] as const;
export type HomeTestFault = (typeof HOME_TEST_FAULTS)[number];

/** Symptom forms about a respiratory infection: the only meetings COVID-19 PCR kits are offered in. */
export const RESPIRATORY_SYMPTOM_FORMS: readonly string[] = [
  'cough',
  'sore_throat',
  'fever',
  'fever_child',
  'covid_19',
  'respiratory_infection',
  'common_cold',
];

/** The kinds of kit of which one active order blocks another; fungus kits are of no kind. */
export type BlockingKind = 'covid' | 'chlamydia';

export function blockingKind(type: HomeTestType): BlockingKind | null {
  if (type === 'COVID_19_PCR' || type === 'COVID_19_PCR_VGR') return 'covid';
  if (type === 'CHLAMYDIA_FEMALE' || type === 'CHLAMYDIA_MALE') return 'chlamydia';
  return null;
}

/** An order as the rules read it. */
export type ExistingHomeTest = { id: string; hometestType: HomeTestType; state: HomeTestState };

/** The patient's active order that blocks a new order of `type`, or null when nothing does. */
export function blockingOrder(type: HomeTestType, existing: readonly ExistingHomeTest[]): ExistingHomeTest | null {
  const kind = blockingKind(type);
  if (!kind) return null;
  return existing.find((o) => o.state !== 'CANCELLED' && blockingKind(o.hometestType) === kind) ?? null;
}

/**
 * An order may be cancelled until the sample's answer is back: the kit may be in the post, but once answered the
 * order is history, not a block. Cancelled, it no longer blocks a new kit of its kind.
 */
export const CANCELLABLE_HOME_TEST_STATES: readonly HomeTestState[] = ['ORDERED', 'SHIPPED'];

export function homeTestCancellable(state: HomeTestState): boolean {
  return CANCELLABLE_HOME_TEST_STATES.includes(state);
}

/** Swedish postcodes of Västra Götaland begin 40 to 54 (Göteborg 40–43, Borås, Trollhättan, Skövde … to 54). */
export function isVastraGotalandPostcode(zip: string | null): boolean {
  const digits = (zip ?? '').replace(/\s/g, '');
  if (!/^\d{5}$/.test(digits)) return false;
  const area = Number(digits.slice(0, 2));
  return area >= 40 && area <= 54;
}

export type HomeTestOfferContext = {
  market: HomeTestMarket;
  /** The meeting's symptom form, null when the patient filled in none. */
  symptomsFormName: string | null;
  /** The patient's registered sex; 'other' and 'unknown' are treated as not known. */
  gender: string;
  /** The patient's registered postcode. */
  zip: string | null;
};

/** The kits offered for this meeting, in the order the wizard lists them. */
export function offeredHomeTestTypes(context: HomeTestOfferContext): HomeTestType[] {
  const offered: HomeTestType[] = ['NAIL_FUNGUS', 'SKIN_FUNGUS'];
  if (context.gender !== 'male') offered.push('CHLAMYDIA_FEMALE');
  if (context.gender !== 'female') offered.push('CHLAMYDIA_MALE');
  if (context.symptomsFormName && RESPIRATORY_SYMPTOM_FORMS.includes(context.symptomsFormName)) {
    const vgr = context.market === 'SE' && isVastraGotalandPostcode(context.zip);
    offered.push(vgr ? 'COVID_19_PCR_VGR' : 'COVID_19_PCR');
  }
  return offered;
}

/** One kit as the wizard offers it: blocked while an active order of its kind exists. */
export type HomeTestChoice = { hometestType: HomeTestType; blockedByOrderId: string | null };

export function homeTestChoices(
  context: HomeTestOfferContext,
  existing: readonly ExistingHomeTest[],
): HomeTestChoice[] {
  return offeredHomeTestTypes(context).map((hometestType) => ({
    hometestType,
    blockedByOrderId: blockingOrder(hometestType, existing)?.id ?? null,
  }));
}

/** Whether a new order of `type` may be placed: the discriminated answer the server turns into its refusal. */
export type HomeTestOrderDecision =
  { ok: true } | { ok: false; reason: 'not_offered' } | { ok: false; reason: 'already_ordered'; orderId: string };

export function decideHomeTestOrder(
  type: HomeTestType,
  context: HomeTestOfferContext,
  existing: readonly ExistingHomeTest[],
): HomeTestOrderDecision {
  if (!offeredHomeTestTypes(context).includes(type)) return { ok: false, reason: 'not_offered' };
  const blocking = blockingOrder(type, existing);
  if (blocking) return { ok: false, reason: 'already_ordered', orderId: blocking.id };
  return { ok: true };
}

/** A postcode as the market writes it: Sweden five digits ("123 45"), Norway a four-digit postnummer. */
export const POSTCODE_PATTERNS: Record<HomeTestMarket, RegExp> = {
  SE: /^\d{3} ?\d{2}$/,
  NO: /^\d{4}$/,
};

export type ShippingAddressInput = { address: string; zip: string; city: string; country: string };
export type ShippingAddressProblem = { field: keyof ShippingAddressInput; code: 'required' | 'invalid' };

/**
 * Seed 000 §5 and 001: a shipping address needs address, zip and city (whitespace is empty); the country is the
 * market's and cannot be changed; the postcode must be the market's.
 */
export function shippingAddressProblems(
  address: ShippingAddressInput,
  market: HomeTestMarket,
): ShippingAddressProblem[] {
  const problems: ShippingAddressProblem[] = [];
  for (const field of ['address', 'zip', 'city'] as const) {
    if (address[field].trim() === '') problems.push({ field, code: 'required' });
  }
  if (address.zip.trim() !== '' && !POSTCODE_PATTERNS[market].test(address.zip.trim())) {
    problems.push({ field: 'zip', code: 'invalid' });
  }
  if (address.country !== market) problems.push({ field: 'country', code: 'invalid' });
  return problems;
}

/** The wizard's steps (seed 001 §2.3); a step is active at its index and completed below it. */
export const HOME_TEST_WIZARD_STEPS = ['select-test', 'confirm-address', 'inform-patient', 'send'] as const;
export type HomeTestWizardStep = (typeof HOME_TEST_WIZARD_STEPS)[number];

export function wizardStepState(step: number, current: number): 'active' | 'completed' | 'upcoming' {
  if (step === current) return 'active';
  return step < current ? 'completed' : 'upcoming';
}
