import { dayOfOccurredAt, MARKET_TIME_ZONE, occurredAtOfDay } from '@konsult/domain';
import { BODY_SITES, PROGRAMS, VACCINES } from '../integrations/vaccination-catalogue/catalogue-data';
import type { Db } from '../platform/db/database';
import { immunizationSeries, immunizations, type StoredProgram } from '../platform/db/schema';
import { DEMO_CARE_FACILITIES } from './demo-care-facilities';
import { addDays } from './demo-dates';
import { demoClinicianId, demoPatientId, type DemoUsername } from './demo-ids';

/**
 * The vaccination list's demo data (issue 6). In short (docs/api.md lists it too):
 * - se.doctor's `today-next` (Astrid's revisit) is a clinic visit at Konsult Vårdcentral Södermalm: the one demo
 *   meeting where a vaccination can be registered. Every other meeting is digital (the add button is disabled
 *   with the info text).
 * - Astrid (0x101): TBE primary series 2 of 3 (unfinished), seasonal influenza twice (open-ended, so unfinished
 *   too: the chooser lists two series), hepatitis A+B 3 of 3, and a Boostrix dose entered in error.
 * - Johan (0x102): TBE 3 of 3 and hepatitis B 1 of 3 (one unfinished series: the chooser is a sentence).
 * - Elin (0x103): HPV 3 of 3 and a diphtheria–tetanus–pertussis booster.
 * - Lars (0x104): pneumococcal, RSV, influenza three seasons, COVID-19 twice.
 * Doses are laid out in days before `now` at the Stockholm midnight that begins the day, as the add modal sends.
 */

/** Ids unique per table: issue 6 part 3 in the second and fourth groups, the table in the fifth's first digit. */
function rowId(table: 1 | 2, patient: number, n: number): string {
  return `00000000-0006-4000-8003-${table}${(patient * 0x100 + n).toString(16).padStart(11, '0')}`;
}
export const demoImmunizationSeriesId = (patient: number, n: number) => rowId(1, patient, n);
export const demoImmunizationId = (patient: number, n: number) => rowId(2, patient, n);

type DoseSpec = {
  daysAgo: number;
  vaccineId: string;
  lot: string;
  site?: string;
  reporter?: DemoUsername;
  /** The removal reason: the dose was entered in error a day later. */
  enteredInError?: string;
};
type SeriesSpec = { programId: string; doses: DoseSpec[] };

const PLAN: Record<number, SeriesSpec[]> = {
  0x101: [
    {
      programId: 'tbe-primary',
      doses: [
        { daysAgo: 250, vaccineId: 'fsme-immun', lot: 'FR4893' },
        { daysAgo: 215, vaccineId: 'fsme-immun', lot: 'FR4893' },
      ],
    },
    {
      programId: 'influenza-seasonal',
      doses: [
        { daysAgo: 400, vaccineId: 'vaxigrip-tetra', lot: 'X3G361V', site: 'right-upper-arm' },
        { daysAgo: 40, vaccineId: 'influvac-tetra', lot: 'R85L12', site: 'right-upper-arm' },
      ],
    },
    {
      programId: 'hepatitis-a-b',
      doses: [
        { daysAgo: 1500, vaccineId: 'twinrix-vuxen', lot: 'AHABB468AC', reporter: 'se.doctor' },
        { daysAgo: 1470, vaccineId: 'twinrix-vuxen', lot: 'AHABB468AC' },
        { daysAgo: 1320, vaccineId: 'twinrix-vuxen', lot: 'AHABB512AB' },
      ],
    },
    {
      programId: 'diphtheria-tetanus-booster',
      doses: [
        {
          daysAgo: 100,
          vaccineId: 'boostrix',
          lot: 'AC37B297AC',
          reporter: 'se.doctor',
          enteredInError: 'Registrerad på fel patient: dosen gavs till en annan patient samma dag.',
        },
      ],
    },
  ],
  0x102: [
    {
      programId: 'tbe-primary',
      doses: [
        { daysAgo: 1200, vaccineId: 'encepur', lot: '263411' },
        { daysAgo: 1165, vaccineId: 'encepur', lot: '263411' },
        { daysAgo: 900, vaccineId: 'encepur', lot: '271905' },
      ],
    },
    { programId: 'hepatitis-b', doses: [{ daysAgo: 35, vaccineId: 'engerix-b', lot: 'AHBVC891BB' }] },
  ],
  0x103: [
    {
      programId: 'hpv',
      doses: [
        { daysAgo: 5900, vaccineId: 'gardasil-9', lot: 'T023141' },
        { daysAgo: 5840, vaccineId: 'gardasil-9', lot: 'T023141' },
        { daysAgo: 5720, vaccineId: 'gardasil-9', lot: 'T031178' },
      ],
    },
    {
      programId: 'diphtheria-tetanus-booster',
      doses: [{ daysAgo: 800, vaccineId: 'boostrix', lot: 'AC37B318AB', reporter: 'se.doctor' }],
    },
  ],
  0x104: [
    { programId: 'pneumococcal', doses: [{ daysAgo: 900, vaccineId: 'pneumovax', lot: 'W013386' }] },
    { programId: 'rsv', doses: [{ daysAgo: 60, vaccineId: 'arexvy', lot: 'AREX041A' }] },
    {
      programId: 'influenza-seasonal',
      doses: [
        { daysAgo: 760, vaccineId: 'vaxigrip-tetra', lot: 'X3G361V' },
        { daysAgo: 395, vaccineId: 'vaxigrip-tetra', lot: 'X3H024V' },
        { daysAgo: 30, vaccineId: 'influvac-tetra', lot: 'R85M07' },
      ],
    },
    {
      programId: 'covid-19',
      doses: [
        { daysAgo: 740, vaccineId: 'comirnaty', lot: 'HF9802', site: 'right-upper-arm' },
        { daysAgo: 380, vaccineId: 'comirnaty', lot: 'LP4416', site: 'right-upper-arm' },
      ],
    },
  ],
};

export type DemoVaccinations = {
  series: (typeof immunizationSeries.$inferInsert)[];
  immunizations: (typeof immunizations.$inferInsert)[];
};

const STOCKHOLM = MARKET_TIME_ZONE.SE;

/** The Stockholm midnight that begins the day `days` before `now`. */
function dayStart(now: Date, days: number): Date {
  return new Date(occurredAtOfDay(dayOfOccurredAt(addDays(now, -days).getTime(), STOCKHOLM), STOCKHOLM)!);
}

function program(id: string): StoredProgram {
  const found = PROGRAMS.find((p) => p.id === id);
  if (!found) throw new Error(`demo vaccinations: no programme ${id}`);
  return found.seriesDoses === undefined
    ? { id: found.id, lokaliseKeySuffix: found.lokaliseKeySuffix }
    : { id: found.id, lokaliseKeySuffix: found.lokaliseKeySuffix, seriesDoses: found.seriesDoses };
}

/** Pure: the same `now` gives the same rows. */
export function buildDemoVaccinations(now: Date): DemoVaccinations {
  const result: DemoVaccinations = { series: [], immunizations: [] };
  for (const [patientKey, plan] of Object.entries(PLAN)) {
    const patient = Number(patientKey);
    let doseIndex = 0;
    plan.forEach((spec, seriesIndex) => {
      const seriesId = demoImmunizationSeriesId(patient, seriesIndex);
      const first = dayStart(now, Math.max(...spec.doses.map((d) => d.daysAgo)));
      result.series.push({
        id: seriesId,
        patientId: demoPatientId(patient),
        programId: spec.programId,
        program: program(spec.programId),
        createdBy: demoClinicianId('se.nurse'),
        createdAt: first,
      });
      spec.doses.forEach((dose, i) => {
        const vaccine = VACCINES.find((v) => v.id === dose.vaccineId);
        const site = BODY_SITES.find((s) => s.id === (dose.site ?? 'left-upper-arm'));
        if (!vaccine || !site) throw new Error(`demo vaccinations: unknown vaccine or site in ${spec.programId}`);
        const occurredAt = dayStart(now, dose.daysAgo);
        const removedAt = addDays(occurredAt, 1);
        result.immunizations.push({
          id: demoImmunizationId(patient, doseIndex++),
          seriesId,
          patientId: demoPatientId(patient),
          status: dose.enteredInError ? 'entered-in-error' : 'completed',
          doseNumber: i + 1,
          occurredAt,
          vaccineId: vaccine.id,
          vaccine,
          doseQuantityValue: vaccine.doseQuantities[0]!.value,
          doseQuantityUnit: vaccine.doseQuantities[0]!.unit,
          lotNumber: dose.lot,
          bodySiteId: site.id,
          bodySiteCode: site.code,
          meetingId: null,
          careFacilityId: DEMO_CARE_FACILITIES.vaccinationCentre.id,
          reporterId: demoClinicianId(dose.reporter ?? 'se.nurse'),
          note: dose.enteredInError ?? null,
          enteredInErrorBy: dose.enteredInError ? demoClinicianId('se.doctor') : null,
          createdAt: occurredAt,
          lastUpdatedAt: dose.enteredInError ? removedAt : occurredAt,
        });
      });
    });
  }
  return result;
}

/** The patients' vaccination history. Runs in the seed's transaction, after the meetings and care facilities. */
export async function seedDemoVaccinations(tx: Db, now: Date): Promise<void> {
  const { series, immunizations: doses } = buildDemoVaccinations(now);
  await tx.insert(immunizationSeries).values(series);
  await tx.insert(immunizations).values(doses);
}
