import type { ReferenceRange, ValueComparator, ValueQuantity } from '@konsult/domain';

/** How lab values read: the lab's comparator, the number in the UI language's decimals, the unit. */

const COMPARATOR_TEXT: Record<ValueComparator, string> = { '<': '<', '<=': '≤', '>': '>', '>=': '≥' };

const formats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, locale: string): string {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })));
  return format.format(value);
}

/** "131 g/L", "<5 mg/L", "≥ 90"… */
export function formatLabValue(quantity: ValueQuantity, locale: string): string {
  const comparator = quantity.comparator ? COMPARATOR_TEXT[quantity.comparator] : '';
  const number = `${comparator}${formatNumber(quantity.value, locale)}`;
  return quantity.unit ? `${number} ${quantity.unit}` : number;
}

export type RangeText =
  | { kind: 'between'; low: string; high: string }
  | { kind: 'atLeast'; low: string }
  | { kind: 'atMost'; high: string }
  | { kind: 'none' };

/** The reference range's bounds, formatted; which sentence reads them is the catalogue's. */
export function rangeText(range: ReferenceRange | null, locale: string): RangeText {
  const low = range?.low ?? null;
  const high = range?.high ?? null;
  if (low !== null && high !== null)
    return { kind: 'between', low: formatNumber(low, locale), high: formatNumber(high, locale) };
  if (low !== null) return { kind: 'atLeast', low: formatNumber(low, locale) };
  if (high !== null) return { kind: 'atMost', high: formatNumber(high, locale) };
  return { kind: 'none' };
}
