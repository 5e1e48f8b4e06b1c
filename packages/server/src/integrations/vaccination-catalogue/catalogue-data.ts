import { SNOMED_CT, type BodySite, type Program, type Vaccine } from '@konsult/domain';

/**
 * The embedded Swedish vaccination catalogue (issue 6). Product names and manufacturers are those on the Swedish
 * market (FASS); target diseases and body sites are SNOMED CT concepts (codes are facts; titles in the UI are
 * ours, in the locale catalogues). Lot numbers are made-up suggestions in each manufacturer's style: a demo
 * clinic's stock, not real batches.
 */

const disease = (code: string) => ({ code, system: SNOMED_CT });

/** SNOMED CT disorders the catalogue's vaccines target. */
export const TARGET_DISEASES = {
  tickBorneEncephalitis: disease('712986001'),
  hepatitisA: disease('40468003'),
  hepatitisB: disease('66071002'),
  influenza: disease('6142004'),
  covid19: disease('840539006'),
  diphtheria: disease('397430003'),
  tetanus: disease('76902006'),
  pertussis: disease('27836007'),
  poliomyelitis: disease('398102009'),
  measles: disease('14189004'),
  mumps: disease('36989005'),
  rubella: disease('36653000'),
  pneumococcal: disease('16814004'),
  herpesZoster: disease('4740000'),
  humanPapillomavirus: disease('240532009'),
  respiratorySyncytialVirus: disease('55735004'),
} as const;

const D = TARGET_DISEASES;
const ml = (value: number) => ({ value, unit: 'ml' });

export const VACCINES: readonly Vaccine[] = [
  vaccine('fsme-immun', 'FSME-Immun', 'Pfizer', [ml(0.5)], [D.tickBorneEncephalitis]),
  vaccine('fsme-immun-junior', 'FSME-Immun Junior', 'Pfizer', [ml(0.25)], [D.tickBorneEncephalitis]),
  vaccine('encepur', 'Encepur', 'Bavarian Nordic', [ml(0.5)], [D.tickBorneEncephalitis]),
  vaccine('encepur-barn', 'Encepur Barn', 'Bavarian Nordic', [ml(0.25)], [D.tickBorneEncephalitis]),
  vaccine('twinrix-vuxen', 'Twinrix Vuxen', 'GlaxoSmithKline', [ml(1)], [D.hepatitisA, D.hepatitisB]),
  vaccine('twinrix-paediatric', 'Twinrix Paediatric', 'GlaxoSmithKline', [ml(0.5)], [D.hepatitisA, D.hepatitisB]),
  vaccine('havrix-1440', 'Havrix 1440', 'GlaxoSmithKline', [ml(1)], [D.hepatitisA]),
  vaccine('havrix-720', 'Havrix 720', 'GlaxoSmithKline', [ml(0.5)], [D.hepatitisA]),
  // One product, two strengths: 20 µg in 1 ml from 16 years, 10 µg in 0.5 ml for children.
  vaccine('engerix-b', 'Engerix-B', 'GlaxoSmithKline', [ml(1), ml(0.5)], [D.hepatitisB]),
  vaccine('vaxigrip-tetra', 'Vaxigrip Tetra', 'Sanofi', [ml(0.5)], [D.influenza]),
  vaccine('influvac-tetra', 'Influvac Tetra', 'Viatris', [ml(0.5)], [D.influenza]),
  vaccine('fluenz', 'Fluenz', 'AstraZeneca', [ml(0.2)], [D.influenza]),
  vaccine('comirnaty', 'Comirnaty', 'BioNTech', [ml(0.3)], [D.covid19]),
  vaccine('spikevax', 'Spikevax', 'Moderna', [ml(0.5), ml(0.25)], [D.covid19]),
  vaccine('boostrix', 'Boostrix', 'GlaxoSmithKline', [ml(0.5)], [D.diphtheria, D.tetanus, D.pertussis]),
  vaccine(
    'boostrix-polio',
    'Boostrix Polio',
    'GlaxoSmithKline',
    [ml(0.5)],
    [D.diphtheria, D.tetanus, D.pertussis, D.poliomyelitis],
  ),
  vaccine('ditebooster', 'diTeBooster', 'AJ Vaccines', [ml(0.5)], [D.diphtheria, D.tetanus]),
  vaccine('m-m-rvaxpro', 'M-M-RvaxPro', 'MSD', [ml(0.5)], [D.measles, D.mumps, D.rubella]),
  vaccine('priorix', 'Priorix', 'GlaxoSmithKline', [ml(0.5)], [D.measles, D.mumps, D.rubella]),
  vaccine('prevenar-20', 'Prevenar 20', 'Pfizer', [ml(0.5)], [D.pneumococcal]),
  vaccine('pneumovax', 'Pneumovax', 'MSD', [ml(0.5)], [D.pneumococcal]),
  vaccine('shingrix', 'Shingrix', 'GlaxoSmithKline', [ml(0.5)], [D.herpesZoster]),
  vaccine('gardasil-9', 'Gardasil 9', 'MSD', [ml(0.5)], [D.humanPapillomavirus]),
  vaccine('arexvy', 'Arexvy', 'GlaxoSmithKline', [ml(0.5)], [D.respiratorySyncytialVirus]),
  vaccine('abrysvo', 'Abrysvo', 'Pfizer', [ml(0.5)], [D.respiratorySyncytialVirus]),
];

function vaccine(
  id: string,
  name: string,
  manufacturerName: string,
  doseQuantities: Vaccine['doseQuantities'],
  targetDiseases: Vaccine['targetDiseases'],
): Vaccine {
  return { id, name, manufacturerName, doseQuantities, targetDiseases };
}

type ProgramEntry = Program & { vaccineIds: readonly string[] };

const TBE_VACCINES = ['fsme-immun', 'fsme-immun-junior', 'encepur', 'encepur-barn'];

/**
 * The programmes: Sweden's usual adult and travel series. `seriesDoses` absent: open-ended (a dose a season or a
 * booster now and then), where dose numbers go up to the default maximum of 20.
 */
export const PROGRAMS: readonly ProgramEntry[] = [
  // Grundvaccination: dose 2 one to three months after dose 1, dose 3 five to twelve months after dose 2.
  { id: 'tbe-primary', lokaliseKeySuffix: 'tbe-primary', seriesDoses: 3, vaccineIds: TBE_VACCINES },
  { id: 'tbe-booster', lokaliseKeySuffix: 'tbe-booster', vaccineIds: TBE_VACCINES },
  {
    id: 'hepatitis-a-b',
    lokaliseKeySuffix: 'hepatitis-a-b',
    seriesDoses: 3,
    vaccineIds: ['twinrix-vuxen', 'twinrix-paediatric'],
  },
  { id: 'hepatitis-a', lokaliseKeySuffix: 'hepatitis-a', seriesDoses: 2, vaccineIds: ['havrix-1440', 'havrix-720'] },
  { id: 'hepatitis-b', lokaliseKeySuffix: 'hepatitis-b', seriesDoses: 3, vaccineIds: ['engerix-b'] },
  {
    id: 'influenza-seasonal',
    lokaliseKeySuffix: 'influenza-seasonal',
    vaccineIds: ['vaxigrip-tetra', 'influvac-tetra', 'fluenz'],
  },
  { id: 'covid-19', lokaliseKeySuffix: 'covid-19', vaccineIds: ['comirnaty', 'spikevax'] },
  {
    id: 'diphtheria-tetanus-booster',
    lokaliseKeySuffix: 'diphtheria-tetanus-booster',
    seriesDoses: 1,
    vaccineIds: ['boostrix', 'boostrix-polio', 'ditebooster'],
  },
  { id: 'mmr', lokaliseKeySuffix: 'mmr', seriesDoses: 2, vaccineIds: ['m-m-rvaxpro', 'priorix'] },
  { id: 'pneumococcal', lokaliseKeySuffix: 'pneumococcal', seriesDoses: 1, vaccineIds: ['prevenar-20', 'pneumovax'] },
  { id: 'herpes-zoster', lokaliseKeySuffix: 'herpes-zoster', seriesDoses: 2, vaccineIds: ['shingrix'] },
  { id: 'hpv', lokaliseKeySuffix: 'hpv', seriesDoses: 3, vaccineIds: ['gardasil-9'] },
  { id: 'rsv', lokaliseKeySuffix: 'rsv', seriesDoses: 1, vaccineIds: ['arexvy', 'abrysvo'] },
];

/** SNOMED CT body structures where an injection (or the nasal spray) goes. */
export const BODY_SITES: readonly BodySite[] = [
  { id: 'left-upper-arm', code: '368208006' },
  { id: 'right-upper-arm', code: '368209003' },
  { id: 'left-thigh', code: '61396006' },
  { id: 'right-thigh', code: '11207009' },
  { id: 'nose', code: '279549004' },
];

/** A few suggested lots per vaccine: the demo clinic's stock. */
export const LOT_NUMBERS: Readonly<Record<string, readonly string[]>> = {
  'fsme-immun': ['FR4893', 'JF2153', 'KX8071'],
  'fsme-immun-junior': ['JR1184', 'JR2207'],
  encepur: ['263411', '271905'],
  'encepur-barn': ['264870B'],
  'twinrix-vuxen': ['AHABB468AC', 'AHABB512AB'],
  'twinrix-paediatric': ['AHABC093AA'],
  'havrix-1440': ['AHAVB721AB', 'AHAVB806AA'],
  'havrix-720': ['AHAVA337AC'],
  'engerix-b': ['AHBVC891BB', 'AHBVD014AA'],
  'vaxigrip-tetra': ['X3G361V', 'X3H024V'],
  'influvac-tetra': ['R85L12', 'R85M07'],
  fluenz: ['NP2291'],
  comirnaty: ['HF9802', 'LP4416'],
  spikevax: ['3003321', '3004187'],
  boostrix: ['AC37B297AC', 'AC37B318AB'],
  'boostrix-polio': ['AC38B082AA'],
  ditebooster: ['D0T-2411'],
  'm-m-rvaxpro': ['U014612', 'U027755'],
  priorix: ['A69CF611A'],
  'prevenar-20': ['LL7382', 'LR0915'],
  pneumovax: ['W013386'],
  shingrix: ['7K24B', '9N63C'],
  'gardasil-9': ['T023141', 'T031178'],
  arexvy: ['AREX041A', 'AREX057B'],
  abrysvo: ['LG1140', 'LG2263'],
};
