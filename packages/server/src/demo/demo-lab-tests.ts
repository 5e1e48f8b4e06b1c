import type { Db } from '../platform/db/database';
import {
  labEncounters,
  labTests,
  selfAssessmentResponses,
  type LabTestSourceColumn,
  type LabTestStatusColumn,
  type StoredHealthForm,
  type StoredLabResult,
} from '../platform/db/schema';
import { addDays } from './demo-dates';
import { demoPatientId } from './demo-ids';
import { buildDemoSelfAssessments } from './demo-self-assessments';

/**
 * The health-check tab's demo data (issue 6): lab tests with realistic Swedish markers, units and reference ranges,
 * the body measurements of each lab visit, and (demo-self-assessments.ts) the surveys patients answered. In short
 * (docs/api.md lists it too):
 * - Elin (0x103, se.doctor's current patient) was treated for iron-deficiency anaemia: five completed tests over
 *   14 months (3 DMS_SE, 2 VACCINA), low Hb and ferritin that normalise, then a raised TSH, LDL and CRP, a
 *   haemolysed potassium (dataMissingReason), an antibody without a reference range, "<5" and ">90" values, a
 *   doctor's comment on each, health forms, and blood pressure 142/91 at the last visit. Three more tests are not
 *   complete (in progress, cancelled, registered) and never listed.
 * - Every other Swedish patient has 2–4 completed tests (Astrid's diabetes follow-up, Lars's CRP ">200"), most
 *   with one test that is not complete; Oliver and Charlotte (GB) and Ingrid and Magnus (NO) have two each.
 */

export type DemoLabTests = {
  encounters: (typeof labEncounters.$inferInsert)[];
  labTests: (typeof labTests.$inferInsert)[];
  selfAssessments: (typeof selfAssessmentResponses.$inferInsert)[];
};

/** Ids unique per table: issue 6 part 4 in the second and fourth groups, the table in the fifth's first digit. */
function rowId(table: 1 | 2 | 3, patient: number, n: number): string {
  return `00000000-0006-4000-8004-${table}${(patient * 0x100 + n).toString(16).padStart(11, '0')}`;
}

export const demoLabTestId = (patient: number, n: number) => rowId(1, patient, n);
export const demoLabEncounterId = (patient: number, n: number) => rowId(2, patient, n);
export const demoSelfAssessmentId = (patient: number, n: number) => rowId(3, patient, n);

// ——— Markers: category, unit and reference range (Swedish laboratory conventions, SI units) ———

type Sex = 'F' | 'M';
type Range = { low: number | null; high: number | null };
type Marker = { category: string; unit: string; range: (sex: Sex, age: number) => Range };

const r = (low: number | null, high: number | null): Range => ({ low, high });
const bySex = (female: Range, male: Range) => (sex: Sex) => (sex === 'F' ? female : male);
const always = (range: Range) => () => range;

const MARKERS = {
  hemoglobin: { category: 'blood_count', unit: 'g/L', range: bySex(r(117, 153), r(134, 170)) },
  leukocytes: { category: 'blood_count', unit: '×10⁹/L', range: always(r(3.5, 8.8)) },
  platelets: { category: 'blood_count', unit: '×10⁹/L', range: bySex(r(165, 387), r(145, 348)) },
  mcv: { category: 'blood_count', unit: 'fL', range: always(r(82, 98)) },
  crp: { category: 'inflammation', unit: 'mg/L', range: always(r(null, 5)) },
  glucose: { category: 'glucose', unit: 'mmol/L', range: always(r(4, 6)) },
  hba1c: { category: 'glucose', unit: 'mmol/mol', range: (_: Sex, age: number) => (age < 50 ? r(27, 42) : r(31, 46)) },
  creatinine: { category: 'kidney', unit: 'µmol/L', range: bySex(r(45, 90), r(60, 105)) },
  egfr: { category: 'kidney', unit: 'mL/min/1,73 m²', range: always(r(60, null)) },
  albumin_creatinine_ratio: { category: 'kidney', unit: 'mg/mmol', range: always(r(null, 3)) },
  potassium: { category: 'electrolytes', unit: 'mmol/L', range: always(r(3.5, 4.4)) },
  sodium: { category: 'electrolytes', unit: 'mmol/L', range: always(r(137, 145)) },
  alat: { category: 'liver', unit: 'µkat/L', range: bySex(r(0.15, 0.75), r(0.15, 1.1)) },
  asat: { category: 'liver', unit: 'µkat/L', range: bySex(r(0.25, 0.6), r(0.25, 0.75)) },
  cholesterol: { category: 'lipids', unit: 'mmol/L', range: always(r(null, 5)) },
  ldl: { category: 'lipids', unit: 'mmol/L', range: always(r(null, 3)) },
  hdl: { category: 'lipids', unit: 'mmol/L', range: bySex(r(1.2, null), r(1, null)) },
  triglycerides: { category: 'lipids', unit: 'mmol/L', range: always(r(null, 1.7)) },
  tsh: { category: 'thyroid', unit: 'mIE/L', range: always(r(0.4, 4)) },
  free_t4: { category: 'thyroid', unit: 'pmol/L', range: always(r(12, 22)) },
  anti_tpo: { category: 'thyroid', unit: 'kIE/L', range: always(r(null, 34)) },
  ferritin: { category: 'iron', unit: 'µg/L', range: bySex(r(13, 150), r(30, 400)) },
  transferrin_saturation: { category: 'iron', unit: '%', range: always(r(15, 50)) },
  vitamin_b12: { category: 'vitamins', unit: 'pmol/L', range: always(r(140, 650)) },
  psa: { category: 'prostate', unit: 'µg/L', range: always(r(null, 3)) },
  nt_probnp: { category: 'heart', unit: 'ng/L', range: always(r(null, 300)) },
} satisfies Record<string, Marker>;
type MarkerKey = keyof typeof MARKERS;

/**
 * A value as the lab writes it: a number, "<5" / ">90" with a comparator, a missing value with the lab's reason,
 * or a value the lab gives no reference range for.
 */
type Value = number | `${'<' | '<=' | '>' | '>='}${number}` | { missing: string } | { value: number; noRange: true };

function toResult(key: MarkerKey, value: Value, sex: Sex, age: number): StoredLabResult {
  const marker = MARKERS[key];
  const base = {
    marker: { id: key, localizationKey: key, categoryLocalizationKey: marker.category },
    referenceRange: marker.range(sex, age),
    dataMissingReason: null,
  };
  if (typeof value === 'number') return { ...base, valueQuantity: { value, comparator: null, unit: marker.unit } };
  if (typeof value === 'string') {
    const [, comparator, number] = /^(<=|>=|<|>)(.+)$/.exec(value)!;
    return {
      ...base,
      valueQuantity: { value: Number(number), comparator: comparator as '<' | '>', unit: marker.unit },
    };
  }
  if ('missing' in value) return { ...base, valueQuantity: null, dataMissingReason: value.missing };
  return { ...base, referenceRange: null, valueQuantity: { value: value.value, comparator: null, unit: marker.unit } };
}

// ——— Health forms, in the patient's language ———

type FormAnswers = { smokes: boolean; activeDays: number; complaints: string[]; medication: string | null };

function healthForm(language: 'sv' | 'en' | 'nb', a: FormAnswers): StoredHealthForm {
  const yesNo = { sv: ['Ja', 'Nej'], en: ['Yes', 'No'], nb: ['Ja', 'Nei'] }[language];
  const none = { sv: 'Inga', en: 'None', nb: 'Ingen' }[language];
  const q = {
    sv: [
      'Röker du?',
      'Hur många dagar i veckan är du fysiskt aktiv minst 30 minuter?',
      'Har du haft något av följande besvär det senaste året?',
      'Tar du några läkemedel regelbundet?',
    ],
    en: [
      'Do you smoke?',
      'On how many days a week are you physically active for at least 30 minutes?',
      'Have you had any of the following in the past year?',
      'Do you take any medicines regularly?',
    ],
    nb: [
      'Røyker du?',
      'Hvor mange dager i uken er du fysisk aktiv minst 30 minutter?',
      'Har du hatt noen av følgende plager det siste året?',
      'Bruker du noen legemidler fast?',
    ],
  }[language];
  return {
    questions: [
      { question: q[0]!, answer: a.smokes ? yesNo[0]! : yesNo[1]! },
      { question: q[1]!, answer: String(a.activeDays) },
      { question: q[2]!, answers: a.complaints.length ? a.complaints : [none] },
      { question: q[3]!, answer: a.medication ?? none },
    ],
  };
}

// ——— The patients' tests ———

type Measured = { bp?: [number, number]; pulse?: number; height?: number; weight?: number; waist?: number };

type TestSpec = {
  n: number;
  type: string;
  daysAgo: number;
  source: LabTestSourceColumn;
  status?: LabTestStatusColumn;
  values?: Partial<Record<MarkerKey, Value>>;
  conclusion?: string;
  reviewer?: string;
  form?: FormAnswers;
  /** The visit's body measurements; without, the test has no encounter. */
  measured?: Measured;
};

type PatientSpec = { patient: number; sex: Sex; born: number; language: 'sv' | 'en' | 'nb'; tests: TestSpec[] };

const ELIN: PatientSpec = {
  patient: 0x103,
  sex: 'F',
  born: 1991,
  language: 'sv',
  tests: [
    {
      n: 1,
      type: 'health_check_extended',
      daysAgo: 420,
      source: 'DMS_SE',
      values: {
        hemoglobin: 108,
        leukocytes: 6.2,
        platelets: 412,
        mcv: 76,
        crp: '<5',
        glucose: 4.9,
        creatinine: 61,
        egfr: '>90',
        alat: 0.31,
        cholesterol: 4.4,
        ldl: 2.5,
        hdl: 1.6,
        triglycerides: 0.9,
        tsh: 2.1,
        ferritin: 6,
      },
      conclusion:
        'Lågt Hb (108 g/L) med låg MCV och mycket lågt ferritin talar för järnbristanemi, troligen av rikliga menstruationer. Börja med järntabletter (Duroferon 100 mg × 1) och ta nya prover om tre månader. Övriga prover utan anmärkning.',
      reviewer: 'Anna Lindgren',
      form: { smokes: false, activeDays: 2, complaints: ['Trötthet', 'Yrsel'], medication: null },
      measured: { bp: [118, 76], pulse: 84, height: 167, weight: 61.5, waist: 76 },
    },
    {
      n: 2,
      type: 'iron_status',
      daysAgo: 300,
      source: 'VACCINA',
      values: { hemoglobin: 114, mcv: 80, ferritin: 11, transferrin_saturation: 12 },
      conclusion:
        'Stigande men fortfarande lågt Hb och ferritin. Fortsätt med järntabletter i ytterligare tre månader, ta dem på fastande mage med ett glas juice.',
      reviewer: 'Anna Lindgren',
      measured: { bp: [121, 78], pulse: 78 },
    },
    {
      n: 3,
      type: 'iron_status',
      daysAgo: 200,
      source: 'VACCINA',
      values: { hemoglobin: 126, mcv: 85, ferritin: 28, transferrin_saturation: 22 },
      conclusion: 'Normaliserat Hb och ferritin. Järnbehandlingen kan avslutas; ny kontroll vid nästa hälsokontroll.',
      reviewer: 'Anna Lindgren',
      measured: { bp: [124, 80], pulse: 72 },
    },
    {
      n: 4,
      type: 'health_check_extended',
      daysAgo: 21,
      source: 'DMS_SE',
      values: {
        hemoglobin: 131,
        leukocytes: 5.8,
        platelets: 301,
        crp: 7,
        glucose: 5.2,
        hba1c: 34,
        creatinine: 64,
        egfr: '>90',
        potassium: { missing: 'Hemolyserat prov – kalium kunde inte analyseras' },
        alat: 0.28,
        cholesterol: 5.6,
        ldl: 3.6,
        hdl: 1.5,
        triglycerides: 1.2,
        tsh: 4.8,
        free_t4: 13.1,
        ferritin: 41,
        vitamin_b12: 320,
      },
      conclusion:
        'Blodvärde och järndepåer är fortsatt normala. Lätt förhöjt TSH med normalt fritt T4: kontrollera igen om 6–8 veckor. LDL-kolesterol något förhöjt; kostråd givna. CRP 7, patienten var förkyld vid provtagningen. Kalium kunde inte analyseras (hemolys); nytt prov beställt. Blodtrycket var förhöjt vid besöket: följ upp med hemmätning.',
      reviewer: 'Anna Lindgren',
      form: { smokes: false, activeDays: 3, complaints: ['Huvudvärk'], medication: null },
      measured: { bp: [142, 91], pulse: 76, height: 167, weight: 63.2, waist: 79 },
    },
    {
      n: 5,
      type: 'thyroid_panel',
      daysAgo: 10,
      source: 'DMS_SE',
      values: { tsh: 5.2, free_t4: 12.4, anti_tpo: { value: 85, noRange: true } },
      conclusion:
        'Subklinisk hypotyreos med TPO-antikroppar. Ingen behandling nu; ny kontroll av TSH och fritt T4 om tre månader eller tidigare vid ökande trötthet.',
      reviewer: 'Anna Lindgren',
    },
    { n: 6, type: 'kidney_liver_panel', daysAgo: 1, source: 'DMS_SE', status: 'IN_PROGRESS' },
    { n: 7, type: 'iron_status', daysAgo: 40, source: 'VACCINA', status: 'CANCELLED' },
    { n: 8, type: 'health_check_basic', daysAgo: 0, source: 'VACCINA', status: 'REGISTERED' },
  ],
};

const OTHER_SWEDES: PatientSpec[] = [
  {
    patient: 0x101, // Astrid, diabetes
    sex: 'F',
    born: 1958,
    language: 'sv',
    tests: [
      {
        n: 1,
        type: 'diabetes_follow_up',
        daysAgo: 380,
        source: 'DMS_SE',
        values: {
          glucose: 8.1,
          hba1c: 56,
          creatinine: 84,
          egfr: 64,
          albumin_creatinine_ratio: 2.1,
          cholesterol: 5.4,
          ldl: 3.3,
        },
        conclusion: 'HbA1c över målvärdet 52. Metforminet höjs till 1 g × 2. Statin diskuteras vid nästa besök.',
        reviewer: 'Anna Lindgren',
        measured: { bp: [146, 88], pulse: 74, height: 163, weight: 82.4, waist: 98 },
      },
      {
        n: 2,
        type: 'diabetes_follow_up',
        daysAgo: 190,
        source: 'DMS_SE',
        values: {
          glucose: 7.2,
          hba1c: 51,
          creatinine: 92,
          egfr: 58,
          albumin_creatinine_ratio: 3.8,
          cholesterol: 4.6,
          ldl: 2.4,
        },
        conclusion:
          'HbA1c nu inom målet. Lätt nedsatt njurfunktion och albuminuri: ACE-hämmare insatt, kontroll av kreatinin och kalium om två veckor.',
        reviewer: 'Anna Lindgren',
        measured: { bp: [138, 84], pulse: 70, height: 163, weight: 79.8, waist: 95 },
      },
      {
        n: 3,
        type: 'senior_health_check',
        daysAgo: 35,
        source: 'VACCINA',
        values: {
          hemoglobin: 128,
          crp: '<5',
          glucose: 6.8,
          hba1c: 48,
          creatinine: 95,
          egfr: 55,
          potassium: 4.1,
          sodium: 139,
          nt_probnp: 210,
          alat: 0.42,
        },
        conclusion: 'Stabil diabetes. Njurfunktionen oförändrad sedan förra kontrollen. Inga tecken på hjärtsvikt.',
        reviewer: 'Erik Sandberg',
        form: { smokes: false, activeDays: 4, complaints: ['Stela leder'], medication: 'Metformin, ramipril' },
        measured: { bp: [134, 82], pulse: 68, height: 163, weight: 78.1, waist: 94 },
      },
      { n: 4, type: 'diabetes_follow_up', daysAgo: 2, source: 'DMS_SE', status: 'REGISTERED' },
    ],
  },
  {
    patient: 0x102, // Johan
    sex: 'M',
    born: 1979,
    language: 'sv',
    tests: [
      {
        n: 1,
        type: 'health_check_basic',
        daysAgo: 500,
        source: 'VACCINA',
        values: {
          hemoglobin: 151,
          leukocytes: 7.1,
          crp: '<5',
          glucose: 5.8,
          creatinine: 82,
          alat: 1.4,
          cholesterol: 5.9,
          ldl: 3.8,
          hdl: 0.9,
          triglycerides: 2.3,
        },
        conclusion:
          'Förhöjt ALAT och blodfetter, förenligt med leverförfettning. Råd om minskat alkoholintag och viktnedgång; nya leverprover om tre månader.',
        reviewer: 'Erik Sandberg',
        form: { smokes: true, activeDays: 1, complaints: ['Ryggsmärta'], medication: null },
        measured: { bp: [136, 88], pulse: 80, height: 182, weight: 97, waist: 104 },
      },
      {
        n: 2,
        type: 'kidney_liver_panel',
        daysAgo: 60,
        source: 'DMS_SE',
        values: { creatinine: 88, egfr: '>90', potassium: 4, sodium: 141, alat: 1.2, asat: 0.71 },
        conclusion: 'ALAT fortsatt lätt förhöjt men sjunkande. Fortsätt med livsstilsförändringarna.',
        reviewer: 'Anna Lindgren',
        measured: { bp: [131, 84], pulse: 76, weight: 92.5 },
      },
      { n: 3, type: 'health_check_basic', daysAgo: 20, source: 'VACCINA', status: 'CANCELLED' },
    ],
  },
  {
    patient: 0x104, // Lars
    sex: 'M',
    born: 1947,
    language: 'sv',
    tests: [
      {
        n: 1,
        type: 'senior_health_check',
        daysAgo: 600,
        source: 'DMS_SE',
        values: {
          hemoglobin: 129,
          crp: 8,
          glucose: 5.6,
          creatinine: 112,
          egfr: 52,
          potassium: 4.3,
          sodium: 138,
          psa: 4.2,
          nt_probnp: 890,
        },
        conclusion:
          'Lätt anemi och nedsatt njurfunktion. Förhöjt NT-proBNP: ekokardiografi beställd. PSA 4,2: remiss till urolog.',
        reviewer: 'Anna Lindgren',
        form: { smokes: false, activeDays: 5, complaints: ['Andfåddhet', 'Svullna ben'], medication: 'Waran' },
        measured: { bp: [152, 84], pulse: 66, height: 176, weight: 81, waist: 101 },
      },
      {
        n: 2,
        type: 'senior_health_check',
        daysAgo: 240,
        source: 'DMS_SE',
        values: { hemoglobin: 121, leukocytes: 15.2, crp: '>200', glucose: 6.9, creatinine: 131, egfr: 44 },
        conclusion:
          'Mycket högt CRP och leukocytos talar för bakteriell infektion, troligen pneumoni. Remiss till akutmottagningen samma dag.',
        reviewer: 'Erik Sandberg',
        measured: { bp: [104, 62], pulse: 108 },
      },
      {
        n: 3,
        type: 'kidney_liver_panel',
        daysAgo: 200,
        source: 'VACCINA',
        values: { creatinine: 108, egfr: 54, potassium: 4.2, sodium: 137, alat: 0.45, asat: 0.52 },
        conclusion: 'Njurfunktionen åter på tidigare nivå efter pneumonin.',
        reviewer: 'Anna Lindgren',
      },
      {
        n: 4,
        type: 'senior_health_check',
        daysAgo: 45,
        source: 'DMS_SE',
        values: {
          hemoglobin: 132,
          crp: '<5',
          glucose: 5.9,
          creatinine: 110,
          egfr: 53,
          potassium: 4.4,
          sodium: 139,
          psa: 4.8,
          nt_probnp: 1240,
        },
        conclusion:
          'Stigande NT-proBNP; hjärtsviktsbehandlingen ses över av kardiologen. PSA följs av urologen enligt plan.',
        reviewer: 'Anna Lindgren',
        form: { smokes: false, activeDays: 3, complaints: ['Andfåddhet'], medication: 'Waran, furosemid' },
        measured: { bp: [144, 80], pulse: 72, height: 175, weight: 83.5, waist: 103 },
      },
    ],
  },
  {
    patient: 0x105, // Mohammed
    sex: 'M',
    born: 1986,
    language: 'sv',
    tests: [
      {
        n: 1,
        type: 'health_check_basic',
        daysAgo: 400,
        source: 'VACCINA',
        values: { hemoglobin: 148, leukocytes: 6.4, crp: '<5', glucose: 5.9, creatinine: 79, alat: 0.6 },
        conclusion: 'Normala prover. Fasteglukos i övre normalområdet: HbA1c tas vid nästa hälsokontroll.',
        reviewer: 'Erik Sandberg',
        measured: { bp: [128, 82], pulse: 70, height: 178, weight: 89, waist: 97 },
      },
      {
        n: 2,
        type: 'health_check_extended',
        daysAgo: 120,
        source: 'DMS_SE',
        values: {
          hemoglobin: 150,
          glucose: 6.4,
          hba1c: 44,
          cholesterol: 5.2,
          ldl: 3.4,
          hdl: 1.1,
          triglycerides: 2.1,
          tsh: 1.8,
        },
        conclusion: 'HbA1c 44 och fasteglukos 6,4: prediabetes. Remiss till dietist och fysisk aktivitet på recept.',
        reviewer: 'Anna Lindgren',
        form: { smokes: false, activeDays: 1, complaints: ['Trötthet'], medication: null },
        measured: { bp: [134, 86], pulse: 74, height: 178, weight: 91.5, waist: 100 },
      },
      { n: 3, type: 'diabetes_follow_up', daysAgo: 3, source: 'DMS_SE', status: 'IN_PROGRESS' },
    ],
  },
  {
    patient: 0x106, // Karin
    sex: 'F',
    born: 1969,
    language: 'sv',
    tests: [
      {
        n: 1,
        type: 'thyroid_panel',
        daysAgo: 700,
        source: 'DMS_SE',
        values: { tsh: 0.2, free_t4: 24.5 },
        conclusion: 'Lågt TSH och förhöjt fritt T4: hypertyreos. Remiss till endokrinolog.',
        reviewer: 'Erik Sandberg',
      },
      {
        n: 2,
        type: 'health_check_basic',
        daysAgo: 90,
        source: 'VACCINA',
        values: { hemoglobin: 134, leukocytes: 5.1, crp: '<5', glucose: 5.1, creatinine: 68, tsh: 1.4 },
        conclusion: 'Normala prover. Sköldkörtelvärdena normala efter behandlingen.',
        reviewer: 'Erik Sandberg',
        form: { smokes: false, activeDays: 4, complaints: ['Sömnsvårigheter'], medication: 'Levaxin' },
        measured: { bp: [122, 78], pulse: 66, height: 170, weight: 66, waist: 80 },
      },
    ],
  },
  {
    patient: 0x107, // Sara
    sex: 'F',
    born: 1998,
    language: 'sv',
    tests: [
      {
        n: 1,
        type: 'iron_status',
        daysAgo: 250,
        source: 'VACCINA',
        values: { hemoglobin: 119, mcv: 83, ferritin: 14, transferrin_saturation: 17, vitamin_b12: 130 },
        conclusion: 'Lågt B12: tabletter (Behepan 1 mg × 1) insatta. Järnvärden i nedre normalområdet.',
        reviewer: 'Erik Sandberg',
      },
      {
        n: 2,
        type: 'health_check_basic',
        daysAgo: 30,
        source: 'DMS_SE',
        values: { hemoglobin: 127, leukocytes: 4.9, crp: '<5', glucose: 4.6, creatinine: 58, vitamin_b12: 410 },
        conclusion: 'Normala prover; B12 nu normalt.',
        reviewer: 'Anna Lindgren',
        measured: { bp: [112, 70], pulse: 64, height: 165, weight: 58, waist: 70 },
      },
    ],
  },
  {
    patient: 0x108, // Oskar
    sex: 'M',
    born: 2001,
    language: 'sv',
    tests: [
      {
        n: 1,
        type: 'health_check_basic',
        daysAgo: 150,
        source: 'VACCINA',
        values: { hemoglobin: 158, leukocytes: 6.8, crp: '<5', glucose: 5, creatinine: 92, alat: 0.5 },
        conclusion: 'Normala prover.',
        reviewer: 'Erik Sandberg',
        measured: { bp: [124, 74], pulse: 58, height: 184, weight: 77, waist: 82 },
      },
      {
        n: 2,
        type: 'kidney_liver_panel',
        daysAgo: 20,
        source: 'DMS_SE',
        values: { creatinine: 118, egfr: 78, potassium: 4.1, sodium: 140, alat: 0.9, asat: 1.9 },
        conclusion:
          'Förhöjt kreatinin och ASAT efter hård träning dagen före provtagningen. Nya prover efter en veckas vila.',
        reviewer: 'Erik Sandberg',
      },
    ],
  },
  {
    patient: 0x109, // Leila
    sex: 'F',
    born: 1994,
    language: 'sv',
    tests: [
      {
        n: 1,
        type: 'iron_status',
        daysAgo: 300,
        source: 'DMS_SE',
        values: { hemoglobin: 112, mcv: 79, ferritin: 9, transferrin_saturation: 11 },
        conclusion: 'Järnbristanemi under graviditeten. Järntabletter insatta.',
        reviewer: 'Erik Sandberg',
      },
      {
        n: 2,
        type: 'health_check_extended',
        daysAgo: 60,
        source: 'VACCINA',
        values: { hemoglobin: 124, crp: '<5', glucose: 4.8, hba1c: 31, tsh: 2.6, ferritin: 35, vitamin_b12: 290 },
        conclusion: 'Normala prover efter förlossningen.',
        reviewer: 'Anna Lindgren',
        form: { smokes: false, activeDays: 2, complaints: ['Trötthet'], medication: null },
        measured: { bp: [116, 72], pulse: 70, height: 161, weight: 64, waist: 81 },
      },
      {
        n: 3,
        type: 'thyroid_panel',
        daysAgo: 14,
        source: 'DMS_SE',
        values: { tsh: 6.9, free_t4: 10.8, anti_tpo: { value: 240, noRange: true } },
        conclusion: 'Postpartumtyreoidit med låg ämnesomsättning. Levaxin 50 µg insatt; kontroll om sex veckor.',
        reviewer: 'Anna Lindgren',
      },
    ],
  },
];

const ABROAD: PatientSpec[] = [
  {
    patient: 0x201, // Oliver
    sex: 'M',
    born: 1975,
    language: 'en',
    tests: [
      {
        n: 1,
        type: 'health_check_basic',
        daysAgo: 200,
        source: 'VACCINA',
        values: { hemoglobin: 146, crp: '<5', glucose: 5.4, creatinine: 90, cholesterol: 6.1, ldl: 4.1, hdl: 1.1 },
        conclusion: 'Raised cholesterol. Ten-year cardiovascular risk discussed; statin offered.',
        reviewer: 'James Whitaker',
        form: { smokes: true, activeDays: 2, complaints: ['Heartburn'], medication: null },
        measured: { bp: [138, 86], pulse: 78, height: 180, weight: 88, waist: 99 },
      },
      {
        n: 2,
        type: 'kidney_liver_panel',
        daysAgo: 40,
        source: 'VACCINA',
        values: { creatinine: 88, egfr: '>90', alat: 0.7, asat: 0.5 },
        conclusion: 'Normal liver and kidney tests after starting atorvastatin.',
        reviewer: 'James Whitaker',
      },
    ],
  },
  {
    patient: 0x202, // Charlotte
    sex: 'F',
    born: 1988,
    language: 'en',
    tests: [
      {
        n: 1,
        type: 'iron_status',
        daysAgo: 330,
        source: 'VACCINA',
        values: { hemoglobin: 109, ferritin: 7, transferrin_saturation: 9 },
        conclusion: 'Iron deficiency anaemia. Ferrous sulfate started.',
        reviewer: 'James Whitaker',
      },
      {
        n: 2,
        type: 'iron_status',
        daysAgo: 70,
        source: 'VACCINA',
        values: { hemoglobin: 128, ferritin: 32, transferrin_saturation: 24 },
        conclusion: 'Iron stores replete. Stop iron tablets.',
        reviewer: 'James Whitaker',
        measured: { bp: [114, 72], pulse: 68 },
      },
    ],
  },
  {
    patient: 0x301, // Ingrid
    sex: 'F',
    born: 1972,
    language: 'nb',
    tests: [
      {
        n: 1,
        type: 'health_check_basic',
        daysAgo: 260,
        source: 'VACCINA',
        values: { hemoglobin: 136, crp: '<5', glucose: 5.3, creatinine: 71, cholesterol: 5.3, ldl: 3.2 },
        conclusion: 'Lett forhøyet LDL-kolesterol. Kostråd gitt.',
        reviewer: 'Kari Nordmann',
        form: { smokes: false, activeDays: 3, complaints: [], medication: null },
        measured: { bp: [128, 80], pulse: 70, height: 168, weight: 70, waist: 84 },
      },
      {
        n: 2,
        type: 'thyroid_panel',
        daysAgo: 50,
        source: 'VACCINA',
        values: { tsh: 2.2, free_t4: 15.6 },
        conclusion: 'Normal stoffskifteprøve.',
        reviewer: 'Kari Nordmann',
      },
    ],
  },
  {
    patient: 0x302, // Magnus
    sex: 'M',
    born: 1985,
    language: 'nb',
    tests: [
      {
        n: 1,
        type: 'health_check_basic',
        daysAgo: 180,
        source: 'VACCINA',
        values: { hemoglobin: 155, crp: 12, glucose: 5.5, creatinine: 84, alat: 0.8 },
        conclusion: 'Forhøyet CRP ved luftveisinfeksjon. Ellers normale prøver.',
        reviewer: 'Kari Nordmann',
        measured: { bp: [126, 80], pulse: 74, height: 186, weight: 84, waist: 90 },
      },
      {
        n: 2,
        type: 'health_check_basic',
        daysAgo: 25,
        source: 'VACCINA',
        values: { hemoglobin: 153, crp: '<5', glucose: 5.2, creatinine: 86, alat: 0.7 },
        conclusion: 'Normale prøver.',
        reviewer: 'Kari Nordmann',
      },
    ],
  },
];

export const DEMO_LAB_PATIENTS: readonly PatientSpec[] = [ELIN, ...OTHER_SWEDES, ...ABROAD];

/** The demo's lab tests, lab visits and self-assessments, laid out before `now`. */
export function buildDemoLabTests(now: Date): DemoLabTests {
  const encounters: DemoLabTests['encounters'] = [];
  const tests: DemoLabTests['labTests'] = [];
  for (const spec of DEMO_LAB_PATIENTS) {
    const patientId = demoPatientId(spec.patient);
    const age = now.getUTCFullYear() - spec.born;
    for (const test of spec.tests) {
      // Samples are taken in the morning; the lab answers by the afternoon.
      const taken = addDays(dayStart(now), -test.daysAgo);
      const encounterId = test.measured ? demoLabEncounterId(spec.patient, test.n) : null;
      if (test.measured && encounterId) {
        const m = test.measured;
        encounters.push({
          id: encounterId,
          patientId,
          occurredAt: new Date(taken.getTime() + 8 * 3_600_000),
          systolicMmhg: m.bp?.[0] ?? null,
          diastolicMmhg: m.bp?.[1] ?? null,
          pulseBpm: m.pulse ?? null,
          heightCm: m.height ?? null,
          weightKg: m.weight ?? null,
          waistCm: m.waist ?? null,
        });
      }
      const status = test.status ?? 'COMPLETE';
      tests.push({
        id: demoLabTestId(spec.patient, test.n),
        patientId,
        encounterId,
        typeKey: test.type,
        status,
        source: test.source,
        conclusion: test.conclusion ?? null,
        reviewerFullName: test.reviewer ?? null,
        results: Object.entries(test.values ?? {}).map(([key, value]) =>
          toResult(key as MarkerKey, value, spec.sex, age),
        ),
        healthForm: test.form ? healthForm(spec.language, test.form) : null,
        updatedAt: new Date(taken.getTime() + (status === 'COMPLETE' ? 15 : 9) * 3_600_000),
      });
    }
  }
  return { encounters, labTests: tests, selfAssessments: buildDemoSelfAssessments(now, demoSelfAssessmentId) };
}

function dayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** One insert per table, in the seed's transaction; lab visits before the tests that name them. */
export async function seedDemoLabTests(tx: Db, now: Date): Promise<void> {
  const data = buildDemoLabTests(now);
  await tx.insert(labEncounters).values(data.encounters);
  await tx.insert(labTests).values(data.labTests);
  await tx.insert(selfAssessmentResponses).values(data.selfAssessments);
}
