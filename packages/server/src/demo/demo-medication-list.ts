import {
  dayKey,
  findIcd10,
  MARKET_TIME_ZONE,
  startOfDay,
  type Dosage,
  type MedicationReason,
  type SilDrug,
  type Weekday,
} from '@konsult/domain';
import { CATALOGUE } from '../integrations/sil/catalogue';
import type { Db } from '../platform/db/database';
import { medicationListItems } from '../platform/db/schema';
import { addDays } from './demo-dates';
import { DEMO_IDS, demoPatientId } from './demo-ids';

/**
 * Medication lists of the Swedish demo patients (issue 6): everyone se.doctor and se.nurse meet has a realistic
 * list, regular (DAILY, WEEKLY, CUSTOM) and as-needed, with what was stopped in the past list. Johan (0x102) has
 * nothing active (the tab's warning state); Karin (0x106), se.psychologist's patient, has a short list that she
 * may read but not change. Dates are laid out from `now` on the Stockholm calendar.
 */

type Author = { id: string | null; name: string };
const ANNA: Author = { id: DEMO_IDS.clinicians.seDoctor, name: 'Anna Lindgren' };
const MARIA: Author = { id: DEMO_IDS.clinicians.seNurse, name: 'Maria Ek' };
/** A prescriber outside konsult: the list also holds what the health centre prescribed. */
const HEALTH_CENTRE: Author = { id: null, name: 'Per Holmberg, Vårdcentralen Kungsholmen' };

type Regimen =
  | { daily: [time: string, amount: number][] }
  | { weekly: [time: string, amount: number][]; on: Weekday[] }
  | { custom: string }
  | { asNeeded: [min: number, max: number | null, perDay: number | null] };

type Plan = {
  drug: [tradeName: string, form: string];
  regimen: Regimen;
  reasons: string[];
  /** Days ago the treatment started; `endsIn` days from now (else until further notice). */
  startedDaysAgo: number;
  endsIn?: number;
  instructions?: string;
  by: Author;
  /** Ended this many days ago (a past item). */
  endedDaysAgo?: number;
};

const PLANS: Record<number, Plan[]> = {
  // Astrid Lindqvist, 68: atrial fibrillation, hypertension, osteoporosis.
  0x101: [
    plan(
      ['Eliquis', 'Filmdragerad tablett 5 mg'],
      {
        daily: [
          ['08:00', 1],
          ['20:00', 1],
        ],
      },
      ['I48.9'],
      900,
      ANNA,
    ),
    plan(['Seloken ZOC', 'Depottablett 50 mg'], { daily: [['08:00', 1]] }, ['I10', 'I48.9'], 1400, HEALTH_CENTRE),
    plan(['Atorvastatin Krka', 'Filmdragerad tablett 40 mg'], { daily: [['20:00', 1]] }, ['E78.0'], 700, ANNA),
    {
      ...plan(['Fosamax', 'Tablett 70 mg'], { weekly: [['07:00', 1]], on: ['MONDAY'] }, ['M81.9'], 400, MARIA),
      instructions: 'Tas fastande med ett helt glas vatten, minst 30 minuter före frukost. Sitt eller stå upprätt.',
    },
    plan(
      ['Alvedon 665 mg', 'Tablett med modifierad frisättning 665 mg'],
      { asNeeded: [1, 2, 6] },
      ['M19.9'],
      300,
      MARIA,
    ),
    {
      ...plan(
        ['Kåvepenin', 'Filmdragerad tablett 1 g'],
        {
          daily: [
            ['08:00', 1],
            ['14:00', 1],
            ['20:00', 1],
          ],
        },
        ['J02.0'],
        60,
        ANNA,
      ),
      endsIn: -50,
      endedDaysAgo: 50,
    },
    {
      ...plan(['Omeprazol Teva', 'Enterokapsel, hård 20 mg'], { daily: [['08:00', 1]] }, ['K21.9'], 500, HEALTH_CENTRE),
      endedDaysAgo: 200,
    },
  ],
  // Johan Bergström, 47: nothing regular; a finished antibiotic and painkiller course (the warning state).
  0x102: [
    {
      ...plan(['Ipren', 'Filmdragerad tablett 400 mg'], { asNeeded: [1, null, 3] }, ['M54.5'], 120, ANNA),
      endedDaysAgo: 100,
    },
    {
      ...plan(
        ['Heracillin', 'Tablett 750 mg'],
        {
          daily: [
            ['08:00', 2],
            ['14:00', 2],
            ['22:00', 2],
          ],
        },
        ['L03.1'],
        40,
        ANNA,
      ),
      endsIn: -30,
      endedDaysAgo: 30,
    },
  ],
  // Elin Nyström, 35: hypothyroidism, contraception, hay fever.
  0x103: [
    plan(['Levaxin', 'Tablett 75 mikrogram'], { daily: [['07:00', 1]] }, ['E03.9'], 1800, HEALTH_CENTRE),
    plan(['Cerazette', 'Filmdragerad tablett 75 mikrogram'], { daily: [['08:00', 1]] }, ['Z30.4'], 1000, MARIA),
    plan(
      ['Nasonex', 'Nässpray, suspension 50 mikrogram/dos'],
      { custom: '2 sprayningar i varje näsborre en gång dagligen under pollensäsongen (mars–juni)' },
      ['J30.1'],
      380,
      ANNA,
    ),
    plan(['Aerius', 'Filmdragerad tablett 5 mg'], { asNeeded: [1, null, 1] }, ['J30.1'], 380, ANNA),
    {
      ...plan(['Sertralin Accord', 'Filmdragerad tablett 50 mg'], { daily: [['08:00', 1]] }, ['F32.1'], 900, ANNA),
      endedDaysAgo: 220,
    },
  ],
  // Lars Öberg, 79: type 2 diabetes, hypertension, ischaemic heart disease.
  0x104: [
    plan(
      ['Metformin Sandoz', 'Filmdragerad tablett 500 mg'],
      {
        daily: [
          ['08:00', 2],
          ['18:00', 2],
        ],
      },
      ['E11.9'],
      2500,
      HEALTH_CENTRE,
    ),
    plan(['Jardiance', 'Filmdragerad tablett 10 mg'], { daily: [['08:00', 1]] }, ['E11.9'], 240, ANNA),
    plan(['Ramipril Sandoz', 'Tablett 5 mg'], { daily: [['08:00', 1]] }, ['I10'], 2000, HEALTH_CENTRE),
    plan(['Trombyl', 'Tablett 75 mg'], { daily: [['08:00', 1]] }, ['I25.9'], 2000, HEALTH_CENTRE),
    plan(['Nitrolingual', 'Sublingualspray 0,4 mg/dos'], { asNeeded: [1, 2, null] }, ['I20.9'], 2000, HEALTH_CENTRE),
    plan(['Alvedon', 'Filmdragerad tablett 500 mg'], { asNeeded: [1, 2, 8] }, ['M17.9'], 150, MARIA),
    {
      ...plan(['Glimepirid Sandoz', 'Tablett 2 mg'], { daily: [['08:00', 1]] }, ['E11.9'], 1500, HEALTH_CENTRE),
      endedDaysAgo: 240,
    },
    {
      ...plan(
        ['Simvastatin Actavis', 'Filmdragerad tablett 20 mg'],
        { daily: [['20:00', 1]] },
        ['E78.0'],
        2500,
        HEALTH_CENTRE,
      ),
      endedDaysAgo: 600,
    },
  ],
  // Mohammed Karimi, 40: asthma, a prednisolone course tapering off.
  0x105: [
    plan(
      ['Symbicort Turbuhaler', 'Inhalationspulver 160 mikrogram/4,5 mikrogram/inhalation'],
      { asNeeded: [1, null, 8] },
      ['J45.9'],
      700,
      MARIA,
    ),
    plan(['Singulair', 'Filmdragerad tablett 10 mg'], { daily: [['20:00', 1]] }, ['J45.0'], 500, ANNA),
    {
      ...plan(
        ['Prednisolon Alternova', 'Tablett 5 mg'],
        { custom: '6 tabletter på morgonen i 5 dagar, därefter 1 tablett mindre var tredje dag tills uppehåll' },
        ['J45.9'],
        4,
        ANNA,
      ),
      endsIn: 20,
    },
    {
      ...plan(
        ['Airomir', 'Inhalationsspray, suspension 0,1 mg/dos'],
        { asNeeded: [2, null, 8] },
        ['J45.9'],
        1200,
        HEALTH_CENTRE,
      ),
      endedDaysAgo: 700,
    },
  ],
  // Karin Sjöberg, 56 (se.psychologist's patient): treated depression and sleep problems.
  0x106: [
    plan(['Escitalopram Krka', 'Filmdragerad tablett 10 mg'], { daily: [['08:00', 1]] }, ['F32.1'], 300, HEALTH_CENTRE),
    plan(['Propavan', 'Tablett 25 mg'], { asNeeded: [1, 2, 2] }, ['G47.0'], 200, HEALTH_CENTRE),
    {
      ...plan(
        ['Zopiklon Mylan', 'Filmdragerad tablett 5 mg'],
        { asNeeded: [1, null, 1] },
        ['F51.0'],
        400,
        HEALTH_CENTRE,
      ),
      endedDaysAgo: 210,
    },
  ],
};

function plan(drug: Plan['drug'], regimen: Regimen, reasons: string[], startedDaysAgo: number, by: Author): Plan {
  return { drug, regimen, reasons, startedDaysAgo, by };
}

const BY_NAME_AND_FORM = new Map(CATALOGUE.map((d) => [`${d.tradeName}|${d.drugFormTextSv}`, d]));

export function demoCatalogueDrug(tradeName: string, form: string): SilDrug {
  const drug = BY_NAME_AND_FORM.get(`${tradeName}|${form}`);
  if (!drug) throw new Error(`The demo medication list names ${tradeName} ${form}, which the catalogue lacks`);
  return drug;
}

function reasons(codes: string[]): MedicationReason[] {
  return codes.map((code) => {
    const icd = findIcd10(code);
    if (!icd) throw new Error(`The demo medication list names ICD-10 ${code}, which the table lacks`);
    return { code: icd.code, text: icd.title };
  });
}

const ZONE = MARKET_TIME_ZONE.SE;

/** The Stockholm midnight starting the day `days` from `now`. */
function stockholmDay(now: Date, days: number): number {
  const [year, month, day] = dayKey(addDays(now, days).getTime(), ZONE).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return startOfDay({ year, month, day }, ZONE);
}

function dosage(p: Plan, now: Date): Dosage {
  const none = {
    timeAmounts: [],
    weeklyRepeats: [],
    customDosageText: null,
    asNeededAmountIntervalMin: null,
    asNeededAmountIntervalMax: null,
    asNeededMaxAmount: null,
  };
  const times = (rows: [string, number][]) => rows.map(([time, amount]) => ({ time: `${time}:00`, amount }));
  const r = p.regimen;
  const typed =
    'daily' in r
      ? { ...none, type: 'DAILY' as const, timeAmounts: times(r.daily) }
      : 'weekly' in r
        ? { ...none, type: 'WEEKLY' as const, timeAmounts: times(r.weekly), weeklyRepeats: r.on }
        : 'custom' in r
          ? { ...none, type: 'CUSTOM' as const, customDosageText: r.custom }
          : {
              ...none,
              type: 'AS_NEEDED' as const,
              asNeededAmountIntervalMin: r.asNeeded[0],
              asNeededAmountIntervalMax: r.asNeeded[1],
              asNeededMaxAmount: r.asNeeded[2],
            };
  return {
    ...typed,
    additionalInstructions: p.instructions ?? null,
    dosageDateStart: stockholmDay(now, -p.startedDaysAgo),
    dosageDateEnd: p.endsIn === undefined ? null : stockholmDay(now, p.endsIn),
  };
}

/** Ids unique to this table: issue 6 part 1 in the second and fourth groups. */
export function demoMedicationItemId(patient: number, n: number): string {
  return `00000000-0006-4000-8001-${(patient * 0x100 + n).toString(16).padStart(12, '0')}`;
}

export function buildDemoMedicationList(now: Date): (typeof medicationListItems.$inferInsert)[] {
  return Object.entries(PLANS).flatMap(([patient, plans]) =>
    plans.map((p, n) => {
      const started = new Date(stockholmDay(now, -p.startedDaysAgo) + 10 * 3_600_000);
      const statusAt = p.endedDaysAgo === undefined ? started : addDays(now, -p.endedDaysAgo);
      const drug = demoCatalogueDrug(...p.drug);
      return {
        id: demoMedicationItemId(Number(patient), n),
        patientId: demoPatientId(Number(patient)),
        nplId: drug.nplId,
        atcCode: drug.atcCode,
        drug,
        dosage: dosage(p, now),
        reasons: reasons(p.reasons),
        status: p.endedDaysAgo === undefined ? ('ACTIVE' as const) : ('ENDED' as const),
        statusAt,
        createdAt: started,
        createdBy: p.by.id,
        modifiedAt: statusAt,
        modifiedBy: p.by.id,
        modifiedByName: p.by.name,
      };
    }),
  );
}

/** One insert in the seed's transaction. */
export async function seedDemoMedicationList(tx: Db, now: Date): Promise<void> {
  await tx.insert(medicationListItems).values(buildDemoMedicationList(now));
}
