import type { LabCatalogueItem } from '../api/lab-referrals';
import type { Locale } from '../markets/country';

/**
 * The analyses and panels a Swedish primary-care clinician orders from a lab (issue 18), as we ship them: each with
 * its code (the NPU code where the analysis has one; a panel, which NPU does not name, has ours) and the analytes the
 * lab answers, with the units and adult reference ranges Swedish labs commonly print. The analytes' marker and
 * category keys are the health-check tab's (healthChecks.marker / .category), so delivered results show there with
 * the same interpretation (lab-tests/interpretation.ts). Ranges differ between labs, sexes and ages; a real lab
 * sends its own with each result, and these are the embedded lab's.
 */

export type LabAnalyte = {
  /** healthChecks.marker key, e.g. 'hemoglobin'. */
  markerKey: string;
  /** healthChecks.category key, e.g. 'blood_count'. */
  categoryKey: string;
  /** The NPU code of the analysis (null where none applies, e.g. a calculated eGFR). */
  npu: string | null;
  unit: string;
  /** Inclusive bounds; null: open on that side ("HDL above 1.0"). */
  low: number | null;
  high: number | null;
  /** How many decimals the lab reports. */
  decimals: number;
};

export type LabCatalogueTest = {
  /** What the referral names: the NPU code of a single analysis, or our panel code (KON-…). */
  code: string;
  kind: 'analysis' | 'panel';
  /** As the clinician reads it, per language; Swedish as the lab's referral form writes it. */
  names: Record<Locale, string>;
  analytes: readonly LabAnalyte[];
};

const a = (
  markerKey: string,
  categoryKey: string,
  npu: string | null,
  unit: string,
  low: number | null,
  high: number | null,
  decimals: number,
): LabAnalyte => ({ markerKey, categoryKey, npu, unit, low, high, decimals });

const HB = a('hemoglobin', 'blood_count', 'NPU02319', 'g/L', 117, 170, 0);
const LPK = a('leukocytes', 'blood_count', 'NPU02593', '10⁹/L', 3.5, 8.8, 1);
const TPK = a('platelets', 'blood_count', 'NPU03568', '10⁹/L', 145, 348, 0);
const MCV = a('mcv', 'blood_count', 'NPU01944', 'fL', 82, 98, 0);
const CRP = a('crp', 'inflammation', 'NPU19748', 'mg/L', null, 5, 0);
const NA = a('sodium', 'electrolytes', 'NPU03429', 'mmol/L', 137, 145, 0);
const K = a('potassium', 'electrolytes', 'NPU03230', 'mmol/L', 3.5, 4.6, 1);
const CREA = a('creatinine', 'kidney', 'NPU04998', 'µmol/L', 45, 105, 0);
const EGFR = a('egfr', 'kidney', null, 'mL/min/1,73 m²', 60, null, 0);
const HBA1C = a('hba1c', 'glucose', 'NPU27300', 'mmol/mol', 27, 42, 0);
const GLUCOSE = a('glucose', 'glucose', 'NPU02192', 'mmol/L', 4, 6, 1);
const CHOL = a('cholesterol', 'lipids', 'NPU01566', 'mmol/L', null, 5, 1);
const LDL = a('ldl', 'lipids', 'NPU01568', 'mmol/L', null, 3, 1);
const HDL = a('hdl', 'lipids', 'NPU01567', 'mmol/L', 1, null, 1);
const TG = a('triglycerides', 'lipids', 'NPU04094', 'mmol/L', null, 1.7, 1);
const TSH = a('tsh', 'thyroid', 'NPU03577', 'mIE/L', 0.4, 4, 1);
const FT4 = a('free_t4', 'thyroid', 'NPU03579', 'pmol/L', 12, 22, 0);
const ALAT = a('alat', 'liver', 'NPU19651', 'µkat/L', null, 1.1, 2);
const ASAT = a('asat', 'liver', 'NPU19654', 'µkat/L', null, 0.76, 2);
const ALP = a('alp', 'liver', 'NPU27783', 'µkat/L', 0.6, 1.8, 1);
const GT = a('gt', 'liver', 'NPU19657', 'µkat/L', null, 1.3, 2);
const FERRITIN = a('ferritin', 'iron', 'NPU19763', 'µg/L', 13, 300, 0);
const B12 = a('vitamin_b12', 'vitamins', 'NPU01700', 'pmol/L', 140, 650, 0);
const FOLATE = a('folate', 'vitamins', 'NPU02070', 'nmol/L', 7, 45, 0);
const U_ACR = a('albumin_creatinine_ratio', 'kidney', 'NPU19661', 'mg/mmol', null, 3, 1);

const names = (sv: string, en: string, nb: string, fr: string, de: string): Record<Locale, string> => ({
  sv,
  en,
  nb,
  fr,
  de,
});

export const LAB_TEST_CATALOGUE: readonly LabCatalogueTest[] = [
  {
    code: 'KON-BLODSTATUS',
    kind: 'panel',
    names: names(
      'Blodstatus (Hb, LPK, TPK, MCV)',
      'Blood count (Hb, WBC, platelets, MCV)',
      'Blodstatus (Hb, leukocytter, trombocytter, MCV)',
      'Numération formule sanguine (Hb, leucocytes, plaquettes, VGM)',
      'Kleines Blutbild (Hb, Leukozyten, Thrombozyten, MCV)',
    ),
    analytes: [HB, LPK, TPK, MCV],
  },
  {
    code: 'NPU19748',
    kind: 'analysis',
    names: names('P-CRP', 'CRP (C-reactive protein)', 'CRP', 'CRP (protéine C réactive)', 'CRP (C-reaktives Protein)'),
    analytes: [CRP],
  },
  {
    code: 'KON-ELSTATUS',
    kind: 'panel',
    names: names(
      'Elstatus (Na, K, kreatinin, eGFR)',
      'Electrolytes and kidney (Na, K, creatinine, eGFR)',
      'Elektrolytter og nyrefunksjon (Na, K, kreatinin, eGFR)',
      'Ionogramme et fonction rénale (Na, K, créatinine, DFGe)',
      'Elektrolyte und Nierenwerte (Na, K, Kreatinin, eGFR)',
    ),
    analytes: [NA, K, CREA, EGFR],
  },
  {
    code: 'NPU27300',
    kind: 'analysis',
    names: names('B-HbA1c', 'HbA1c', 'HbA1c', 'HbA1c (hémoglobine glyquée)', 'HbA1c'),
    analytes: [HBA1C],
  },
  {
    code: 'NPU02192',
    kind: 'analysis',
    names: names('fP-Glukos', 'Glucose, fasting', 'Glukose, fastende', 'Glycémie à jeun', 'Glukose, nüchtern'),
    analytes: [GLUCOSE],
  },
  {
    code: 'KON-LIPIDSTATUS',
    kind: 'panel',
    names: names(
      'Lipidstatus (kolesterol, LDL, HDL, TG)',
      'Lipids (cholesterol, LDL, HDL, triglycerides)',
      'Lipidstatus (kolesterol, LDL, HDL, triglyserider)',
      'Bilan lipidique (cholestérol, LDL, HDL, triglycérides)',
      'Lipidprofil (Cholesterin, LDL, HDL, Triglyceride)',
    ),
    analytes: [CHOL, LDL, HDL, TG],
  },
  {
    code: 'NPU03577',
    kind: 'analysis',
    names: names('P-TSH', 'TSH', 'TSH', 'TSH', 'TSH'),
    analytes: [TSH],
  },
  {
    code: 'KON-TYREOIDEA',
    kind: 'panel',
    names: names(
      'Tyreoidea (TSH, fritt T4)',
      'Thyroid (TSH, free T4)',
      'Thyreoidea (TSH, fritt T4)',
      'Bilan thyroïdien (TSH, T4 libre)',
      'Schilddrüse (TSH, freies T4)',
    ),
    analytes: [TSH, FT4],
  },
  {
    code: 'KON-LEVERSTATUS',
    kind: 'panel',
    names: names(
      'Leverstatus (ALAT, ASAT, ALP, GT)',
      'Liver tests (ALT, AST, ALP, GGT)',
      'Leverprøver (ALAT, ASAT, ALP, GT)',
      'Bilan hépatique (ALAT, ASAT, PAL, GGT)',
      'Leberwerte (ALT, AST, AP, GGT)',
    ),
    analytes: [ALAT, ASAT, ALP, GT],
  },
  {
    code: 'NPU19763',
    kind: 'analysis',
    names: names('P-Ferritin', 'Ferritin', 'Ferritin', 'Ferritine', 'Ferritin'),
    analytes: [FERRITIN],
  },
  {
    code: 'KON-B12-FOLAT',
    kind: 'panel',
    names: names(
      'Kobalamin och folat (B12, folat)',
      'Vitamin B12 and folate',
      'Vitamin B12 og folat',
      'Vitamine B12 et folates',
      'Vitamin B12 und Folsäure',
    ),
    analytes: [B12, FOLATE],
  },
  {
    code: 'NPU19661',
    kind: 'analysis',
    names: names(
      'U-Albumin/kreatinin-kvot',
      'Urine albumin/creatinine ratio',
      'Urin albumin/kreatinin-ratio',
      'Rapport albumine/créatinine urinaire',
      'Albumin/Kreatinin-Quotient im Urin',
    ),
    analytes: [U_ACR],
  },
];

const BY_CODE = new Map(LAB_TEST_CATALOGUE.map((test) => [test.code, test]));

export function labCatalogueTest(code: string): LabCatalogueTest | undefined {
  return BY_CODE.get(code);
}

/** The tests' analytes, each once (TSH ordered alone and in the thyroid panel is analysed once), in order. */
export function analytesOf(codes: readonly string[]): LabAnalyte[] {
  const seen = new Set<string>();
  const analytes: LabAnalyte[] = [];
  for (const code of codes) {
    for (const analyte of labCatalogueTest(code)?.analytes ?? []) {
      if (seen.has(analyte.markerKey)) continue;
      seen.add(analyte.markerKey);
      analytes.push(analyte);
    }
  }
  return analytes;
}

/** The catalogue as the lab-referral form receives it (GET /api/lab-referral/tests): no decimals, only what it shows. */
export function labCatalogueItems(): LabCatalogueItem[] {
  return LAB_TEST_CATALOGUE.map(({ code, kind, names, analytes }) => ({
    code,
    kind,
    names,
    analytes: analytes.map(({ markerKey, categoryKey, npu, unit, low, high }) => ({
      markerKey,
      categoryKey,
      npu,
      unit,
      low,
      high,
    })),
  }));
}
