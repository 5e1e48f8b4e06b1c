import type { Immunization, ImmunizationSeries, Program } from '@konsult/domain';
import type { ImmunizationRow, SeriesRow } from './repo';

/** Stored rows to the wire's Immunization and Immunization series (seed 001 §3). */

export function toProgram(stored: SeriesRow['program']): Program {
  return stored.seriesDoses === undefined
    ? { id: stored.id, lokaliseKeySuffix: stored.lokaliseKeySuffix }
    : { id: stored.id, lokaliseKeySuffix: stored.lokaliseKeySuffix, seriesDoses: stored.seriesDoses };
}

export function toImmunization(row: ImmunizationRow): Immunization {
  return {
    id: row.id,
    status: row.status,
    doseNumber: row.doseNumber,
    occurredAt: row.occurredAt.getTime(),
    vaccine: row.vaccine,
    doseQuantityValue: row.doseQuantityValue,
    doseQuantityUnit: row.doseQuantityUnit,
    lotNumber: row.lotNumber,
    bodySite: { id: row.bodySiteId, code: row.bodySiteCode },
    reporterId: row.reporterId,
    lastUpdatedAt: row.lastUpdatedAt.getTime(),
    note: row.note,
  };
}

export function toSeriesList(series: SeriesRow[], doses: ImmunizationRow[]): ImmunizationSeries[] {
  const bySeries = new Map<string, Immunization[]>();
  for (const dose of doses) {
    const list = bySeries.get(dose.seriesId) ?? [];
    list.push(toImmunization(dose));
    bySeries.set(dose.seriesId, list);
  }
  return series.map((s) => ({ id: s.id, program: toProgram(s.program), immunizations: bySeries.get(s.id) ?? [] }));
}
