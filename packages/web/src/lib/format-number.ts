/** Numbers in the UI language, through Intl: '37.5' in English, '37,5' in Swedish, Norwegian, French and German. */

const formats = new Map<string, Intl.NumberFormat>();

/** A decimal with exactly `digits` fraction digits (a BMI to one decimal: '24.3', '24,3'). */
export function formatDecimal(value: number, locale: string, digits: number): string {
  const key = `${locale}|${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formats.set(key, format);
  }
  return format.format(value);
}
