import { type Dosage, type DosageProblem, type MedicationListItem } from '@konsult/domain';
import type { ErrorIssue } from '../platform/errors';
import type { MedicationItemRow } from './repo';

/** What is stored once the dosage is valid: texts trimmed, blank texts and other types' text as null. */
export function storedDosage(dosage: Dosage): Dosage {
  const text = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());
  return {
    ...dosage,
    timeAmounts: [...dosage.timeAmounts].sort((a, b) => a.time.localeCompare(b.time)),
    customDosageText: dosage.type === 'CUSTOM' ? text(dosage.customDosageText) : null,
    additionalInstructions: text(dosage.additionalInstructions),
  };
}

const snake = (path: string) => path.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A dosage problem as an issue of the request body: "timeAmounts.1.amount" → "dosage.time_amounts.1.amount". */
export function dosageIssue(problem: DosageProblem): ErrorIssue {
  return { path: `dosage.${snake(problem.path)}`, code: problem.code, message: problem.message };
}

export function toListItem(row: MedicationItemRow): MedicationListItem {
  return {
    id: row.id,
    silDrug: { drug: row.drug },
    dosage: row.dosage,
    reason: row.reasons,
    latestModifiedAt: row.modifiedAt.getTime(),
    latestModifiedBy: row.modifiedByName,
    status: { status: row.status, createdAt: row.statusAt.getTime() },
  };
}

const collator = new Intl.Collator('sv');

/** Active items alphabetically by trade name (how a list is read aloud), past ones newest ended first. */
export function toGroups(rows: MedicationItemRow[]): { active: MedicationListItem[]; past: MedicationListItem[] } {
  const active = rows
    .filter((r) => r.status === 'ACTIVE')
    .sort(
      (a, b) =>
        collator.compare(a.drug.tradeName, b.drug.tradeName) ||
        a.dosage.dosageDateStart - b.dosage.dosageDateStart ||
        a.id.localeCompare(b.id),
    );
  const past = rows
    .filter((r) => r.status === 'ENDED')
    .sort((a, b) => b.statusAt.getTime() - a.statusAt.getTime() || a.id.localeCompare(b.id));
  return { active: active.map(toListItem), past: past.map(toListItem) };
}
