import type { TFunction } from 'i18next';

/** The units the medicines we ship are counted in (domain uk-eps/medicines.ts), each worded in the catalogue. */
const EPS_UNITS = ['tablet', 'capsule', 'gram', 'inhaler'] as const;
type EpsUnit = (typeof EPS_UNITS)[number];
const isEpsUnit = (unit: string): unit is EpsUnit => (EPS_UNITS as readonly string[]).includes(unit);

/** The unit as the quantity field's label says it, in the plural ("Quantity (capsules)"); unknown: as it is. */
export function unitsLabel(t: TFunction, unit: string): string {
  return isEpsUnit(unit) ? t(`ukEpsPrescriptions.units.${unit}`) : unit;
}

/** A quantity with its unit, in the language's plural ("15 capsules", "1 inhaler"); unknown unit: "15 × unit". */
export function quantityWithUnit(t: TFunction, quantity: number, unit: string): string {
  return isEpsUnit(unit)
    ? t(`ukEpsPrescriptions.amount.${unit}`, { count: quantity })
    : t('ukEpsPrescriptions.quantityOf', { quantity, unit });
}
