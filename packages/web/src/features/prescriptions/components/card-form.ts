import {
  dayKey,
  dosageBodyFromForm,
  dosageFormFromDosage,
  dosageFromBody,
  DOSAGE_TIME_ZONE,
  latestValidityEnd,
  newDosageForm,
  type AcknowledgedWarning,
  type DispenseIntervalUnit,
  type DosageForm,
  FavouriteCard,
  type MedicationReason,
  type PrescriptionCardInput,
  type PrescriptionWarningKind,
  type RenewalItem,
  type SilProduct,
} from '@konsult/domain';

/**
 * The prescription card as the form holds it (seed 002 §3): what was typed, kept as typed until it is sent, so a
 * refused PIN or an exchange that is down loses nothing. `requestId` stays the same across retries: the server
 * answers a prescription already sent rather than sending it twice.
 */
export interface CardForm {
  product: SilProduct;
  nplPackId: string;
  numberOfPackages: number | '';
  description: string;
  dosage: DosageForm;
  reasons: MedicationReason[];
  numberOfDispenses: number | '';
  intervalQuantity: number | '';
  intervalUnit: DispenseIntervalUnit | null;
  /** 'YYYY-MM-DD'. */
  firstDispenseValidityEnd: string;
  withinBenefit: boolean;
  starterPackage: boolean;
  substitutionAllowed: boolean;
  /** Why the prescriber goes on despite a warning, by its kind. */
  confirmations: Partial<Record<PrescriptionWarningKind, string>>;
  requestId: string;
  /** The day the card was started on the Swedish clock ('YYYY-MM-DD'): the validity rules count from it. */
  today: string;
  /** The renewal item this card renews or replaces. */
  renewalItemId: string | null;
}

/** A fresh card for a product: its first package, one package, dispensed once, valid a year, the usual dosage. */
export function newCardForm(product: SilProduct, now: number): CardForm {
  const pack = product.packages[0]!;
  return {
    product,
    nplPackId: pack.nplPackId,
    numberOfPackages: 1,
    description: '',
    dosage: newDosageForm(now),
    reasons: [],
    numberOfDispenses: 1,
    intervalQuantity: '',
    intervalUnit: null,
    firstDispenseValidityEnd: latestValidityEnd(dayKey(now, DOSAGE_TIME_ZONE)),
    withinBenefit: pack.withinBenefit,
    starterPackage: false,
    substitutionAllowed: true,
    confirmations: {},
    requestId: crypto.randomUUID(),
    today: dayKey(now, DOSAGE_TIME_ZONE),
    renewalItemId: null,
  };
}

const DAY_MS = 86_400_000;

/** A favourite's card, starting today: its dosage keeps its length (ten days stay ten days). */
export function cardFormFromFavourite(card: FavouriteCard, product: SilProduct, now: number): CardForm {
  const stored = dosageFromBody(card.dosage);
  const days =
    stored.dosageDateEnd === null ? null : Math.round((stored.dosageDateEnd - stored.dosageDateStart) / DAY_MS);
  const dosage = dosageFormFromDosage(stored);
  const today = dayKey(now, DOSAGE_TIME_ZONE);
  const pack = product.packages.find((p) => p.nplPackId === card.nplPackId) ?? product.packages[0]!;
  return {
    ...newCardForm(product, now),
    nplPackId: pack.nplPackId,
    numberOfPackages: card.numberOfPackages,
    description: card.description,
    dosage: {
      ...dosage,
      startDate: today,
      endDate: days === null ? '' : dayKey(now + days * DAY_MS, DOSAGE_TIME_ZONE),
      untilFurtherNotice: days === null,
    },
    reasons: card.reason,
    numberOfDispenses: card.numberOfDispenses,
    intervalQuantity: card.dispenseIntervalQuantity ?? '',
    intervalUnit: card.dispenseIntervalUnit,
    withinBenefit: card.withinBenefit && pack.withinBenefit,
    starterPackage: card.starterPackage,
    substitutionAllowed: card.substitutionAllowed,
  };
}

/**
 * A renewal item's card (seed 000 §4): the same product and package, purpose and dosage as last prescribed, from
 * today; `product` is the item's drug, or the one chosen to replace it.
 */
export function cardFormFromRenewalItem(item: RenewalItem, product: SilProduct, now: number): CardForm {
  const sameDrug = product.nplId === item.distributedDrug.nplId;
  const pack = sameDrug ? product.packages.find((p) => p.nplPackId === item.drugArticle.nplPackId) : undefined;
  const dosage = dosageFormFromDosage(item.dosage);
  return {
    ...newCardForm(product, now),
    ...(pack ? { nplPackId: pack.nplPackId, withinBenefit: pack.withinBenefit } : {}),
    description: item.description,
    dosage: { ...dosage, startDate: dayKey(now, DOSAGE_TIME_ZONE), endDate: '', untilFurtherNotice: true },
    renewalItemId: item.medicationRequest.id,
  };
}

/** The card to send; null while the dosage cannot be read (the dosage fields say why). */
export function cardBody(form: CardForm, warnings: readonly PrescriptionWarningKind[]): PrescriptionCardInput | null {
  const dosage = dosageBodyFromForm(form.dosage);
  if (!dosage) return null;
  const pack = form.product.packages.find((p) => p.nplPackId === form.nplPackId);
  const acknowledgedWarnings: AcknowledgedWarning[] = warnings.map((kind) => ({
    kind,
    reason: form.confirmations[kind] ?? '',
  }));
  return {
    nplId: form.product.nplId,
    nplPackId: form.nplPackId,
    description: form.description,
    dosage,
    reason: form.reasons,
    numberOfPackages: form.numberOfPackages === '' ? 0 : form.numberOfPackages,
    size: pack?.size ?? '',
    dispenseIntervalQuantity: form.intervalQuantity === '' ? null : form.intervalQuantity,
    dispenseIntervalUnit: form.intervalUnit,
    numberOfDispenses: form.numberOfDispenses === '' ? 0 : form.numberOfDispenses,
    firstDispenseValidityEnd: form.firstDispenseValidityEnd,
    withinBenefit: form.withinBenefit,
    starterPackage: form.starterPackage,
    substitutionAllowed: form.substitutionAllowed,
    groupId: null,
    requestId: form.requestId,
    acknowledgedWarnings,
    renewalItemId: form.renewalItemId,
  };
}

/** The card as a favourite keeps it (no validity day, request id or confirmations); null while it is not valid. */
export function favouriteCard(form: CardForm): FavouriteCard | null {
  const body = cardBody(form, []);
  const parsed = body ? FavouriteCard.safeParse(body) : null;
  return parsed?.success ? parsed.data : null;
}
