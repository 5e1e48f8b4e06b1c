/** Lists in the UI language, through Intl: 'A, B and C', 'A, B och C', 'A, B et C'; 'A, B or C' as a disjunction. */

const formats = new Map<string, Intl.ListFormat>();

export function formatList(
  items: readonly string[],
  locale: string,
  type: 'conjunction' | 'disjunction' = 'conjunction',
): string {
  const key = `${locale}|${type}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.ListFormat(locale, { type });
    formats.set(key, format);
  }
  return format.format(items);
}
