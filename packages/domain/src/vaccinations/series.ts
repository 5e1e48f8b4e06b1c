import type { Immunization, ImmunizationSeries, Program } from '../api/vaccination';
import { DEFAULT_SERIES_MAX_DOSES } from './limits';

/**
 * Seed 001 §4 and §5: what a patient's immunization series say about the next dose.
 *
 * Ours, where the seed is brief:
 * - "the last dose of the program" is dose number `seriesDoses`; a series is finished once that dose is completed,
 *   even if an earlier one is missing (it was given elsewhere or skipped on purpose; the clinician decides).
 * - An open-ended programme (no `seriesDoses`: yearly influenza, COVID-19 boosters) ends at the default maximum,
 *   dose 20. So a started influenza series stays unfinished and is offered for continuing next season — the same
 *   rule as the dose-number limit, one reading for both.
 * - "The last completed dose" is the highest completed dose number (a dose registered late does not lower it).
 * - Entered-in-error doses count for nothing: their numbers are free again.
 */

type SeriesDoses = Pick<ImmunizationSeries, 'immunizations'>;

/** The highest dose number a series of this programme may have (seed §5: default 20). */
export function seriesMaxDoses(program: Pick<Program, 'seriesDoses'>): number {
  return program.seriesDoses ?? DEFAULT_SERIES_MAX_DOSES;
}

export function isCompleted(immunization: Pick<Immunization, 'status'>): boolean {
  return immunization.status === 'completed';
}

/** The dose numbers completed in a series. */
export function completedDoseNumbers(series: SeriesDoses | null): Set<number> {
  return new Set((series?.immunizations ?? []).filter(isCompleted).map((i) => i.doseNumber));
}

/** Seed 001 §4: at least one completed dose, and the programme's last dose not completed. */
export function isUnfinishedSeries(series: ImmunizationSeries): boolean {
  const done = completedDoseNumbers(series);
  return done.size > 0 && !done.has(seriesMaxDoses(series.program));
}

/** The series the clinician may continue, most recently vaccinated first. */
export function unfinishedSeries(list: readonly ImmunizationSeries[]): ImmunizationSeries[] {
  const latest = (series: ImmunizationSeries) =>
    Math.max(...series.immunizations.filter(isCompleted).map((i) => i.occurredAt));
  return list.filter(isUnfinishedSeries).sort((a, b) => latest(b) - latest(a));
}

/** Seed 001 §5: the last completed dose plus one; 1 for a series without completed doses. */
export function nextDoseNumber(series: SeriesDoses | null): number {
  const done = completedDoseNumbers(series);
  return done.size === 0 ? 1 : Math.max(...done) + 1;
}

export type DoseNumberOption = { value: number; disabled: boolean };

/** Seed 001 §5: dose numbers 1 to the series' maximum; those already completed are disabled. */
export function doseNumberOptions(
  program: Pick<Program, 'seriesDoses'>,
  series: SeriesDoses | null,
): DoseNumberOption[] {
  const done = completedDoseNumbers(series);
  return Array.from({ length: seriesMaxDoses(program) }, (_, i) => ({ value: i + 1, disabled: done.has(i + 1) }));
}

/**
 * The dose number the select starts on: the next dose when it is within the series, otherwise the first free one
 * (null when every number is taken).
 */
export function defaultDoseNumber(program: Pick<Program, 'seriesDoses'>, series: SeriesDoses | null): number | null {
  const options = doseNumberOptions(program, series);
  const next = nextDoseNumber(series);
  const preferred = options.find((o) => o.value === next && !o.disabled);
  return (preferred ?? options.find((o) => !o.disabled))?.value ?? null;
}

/** Seed 001 §2.2: the tab's counter is the number of completed immunizations. */
export function completedImmunizationCount(list: readonly ImmunizationSeries[]): number {
  return list.reduce((sum, series) => sum + series.immunizations.filter(isCompleted).length, 0);
}

export type ImmunizationInSeries = { immunization: Immunization; series: ImmunizationSeries };

/**
 * The list's two sections (seed 001 §2.3): completed and deleted (entered in error), each newest first; a tie on the
 * day goes to the higher dose number.
 */
export function vaccinationSections(list: readonly ImmunizationSeries[]): {
  completed: ImmunizationInSeries[];
  deleted: ImmunizationInSeries[];
} {
  const all = list.flatMap((series) => series.immunizations.map((immunization) => ({ immunization, series })));
  all.sort(
    (a, b) =>
      b.immunization.occurredAt - a.immunization.occurredAt || b.immunization.doseNumber - a.immunization.doseNumber,
  );
  return {
    completed: all.filter((e) => isCompleted(e.immunization)),
    deleted: all.filter((e) => !isCompleted(e.immunization)),
  };
}
