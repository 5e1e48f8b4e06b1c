import { WEEKDAYS, type Dosage, type SilDosageUnit, type Weekday } from '../api/medication-list';

export type DosageLanguage = 'sv' | 'en';

/**
 * A dosage as one line of text, as the list and the printed medication list show it:
 * "2 tabletter kl. 06:00, 14:00 och 22:00", "Vid behov 1–2 tabletter, högst 6 per dygn",
 * "1 tablett kl. 08:00 måndag, onsdag och fredag", or the custom text itself.
 *
 * The catalogue knows the unit only in Swedish ("tablett"/"tabletter"), so the English text keeps the Swedish unit.
 * Additional instructions are not part of the line: callers show them apart.
 */
export function describeDosage(dosage: Dosage, unit: SilDosageUnit, language: DosageLanguage): string {
  const words = WORDS[language];
  const amount = (value: number) =>
    `${formatAmount(value, language)} ${value > 1 ? unit.dosageUnitPlural : unit.dosageUnit}`;
  switch (dosage.type) {
    case 'CUSTOM':
      return (dosage.customDosageText ?? '').trim();
    case 'AS_NEEDED': {
      const min = dosage.asNeededAmountIntervalMin;
      const max = dosage.asNeededAmountIntervalMax;
      if (min === null) return words.asNeeded;
      const range = max !== null && max !== min ? `${formatAmount(min, language)}–${amount(max)}` : amount(min);
      const ceiling = dosage.asNeededMaxAmount;
      return `${words.asNeeded} ${range}${ceiling === null ? '' : `, ${words.atMost(formatAmount(ceiling, language))}`}`;
    }
    case 'DAILY':
    case 'WEEKLY': {
      const times = timesText(dosage, amount, words);
      if (dosage.type === 'DAILY') return times;
      const days = WEEKDAYS.filter((day) => dosage.weeklyRepeats.includes(day)).map((day) => words.weekdays[day]);
      return days.length === 0 ? times : `${times} ${words.onDays(joinList(days, words.and))}`;
    }
  }
}

/** Rows at the same amount share one amount: "2 tabletter kl. 06:00 och 22:00"; otherwise one part per row. */
function timesText(dosage: Dosage, amount: (value: number) => string, words: Words): string {
  const rows = [...dosage.timeAmounts].sort((a, b) => a.time.localeCompare(b.time));
  if (rows.length === 0) return '';
  const sameAmount = rows.every((row) => row.amount === rows[0]!.amount);
  if (sameAmount)
    return `${amount(rows[0]!.amount)} ${words.at} ${joinList(
      rows.map((r) => clock(r.time)),
      words.and,
    )}`;
  return rows.map((row) => `${amount(row.amount)} ${words.at} ${clock(row.time)}`).join(', ');
}

/** "06:00:00" → "06:00". */
const clock = (time: string) => time.slice(0, 5);

/** Up to two decimals, the language's decimal separator, no trailing zeros: 0.5 → "0,5" in Swedish. */
export function formatAmount(value: number, language: DosageLanguage): string {
  const rounded = Math.round(value * 100) / 100;
  const text = String(rounded);
  return language === 'sv' ? text.replace('.', ',') : text;
}

function joinList(items: string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

type Words = {
  at: string;
  and: string;
  asNeeded: string;
  atMost: (amount: string) => string;
  onDays: (days: string) => string;
  weekdays: Record<Weekday, string>;
};

const WORDS: Record<DosageLanguage, Words> = {
  sv: {
    at: 'kl.',
    and: 'och',
    asNeeded: 'Vid behov',
    atMost: (amount) => `högst ${amount} per dygn`,
    onDays: (days) => days,
    weekdays: {
      MONDAY: 'måndag',
      TUESDAY: 'tisdag',
      WEDNESDAY: 'onsdag',
      THURSDAY: 'torsdag',
      FRIDAY: 'fredag',
      SATURDAY: 'lördag',
      SUNDAY: 'söndag',
    },
  },
  en: {
    at: 'at',
    and: 'and',
    asNeeded: 'As needed',
    atMost: (amount) => `at most ${amount} per 24 hours`,
    onDays: (days) => `on ${days}`,
    weekdays: {
      MONDAY: 'Monday',
      TUESDAY: 'Tuesday',
      WEDNESDAY: 'Wednesday',
      THURSDAY: 'Thursday',
      FRIDAY: 'Friday',
      SATURDAY: 'Saturday',
      SUNDAY: 'Sunday',
    },
  },
};
