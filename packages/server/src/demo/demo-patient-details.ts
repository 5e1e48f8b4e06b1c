import type {
  frContactPersons,
  healthCheckScores,
  healthObservations,
  insuranceClaims,
  patientWarnings,
  recordsSystemAccessWarnings,
  seListings,
} from '../platform/db/schema';
import { addDays } from './demo-dates';
import { demoClinicianId, demoMeetingId, demoPatientId } from './demo-ids';
import { DEMO_INSURER, DEMO_INSURER_CLAIMS, demoClaimValidity } from './demo-insurer';
import type { DemoMeeting } from './demo-meetings';

/**
 * What the patient tab shows about demo patients besides their identity: warnings, the records system's access
 * warnings, a French contact person, reported health properties, health-check scores, insurance claims and
 * Swedish listing. In short (docs/api.md "Record pane" lists it too):
 * - Astrid (0x101) has four warnings, two sf_36 response sets, two allergies, two health-check scores, and a
 *   B2B ticket on se.doctor's revisit today; Johan (0x102) has no warnings and the records system falls back to
 *   middle storage for him; Lars (0x104) is in a house the pool cannot reach.
 * - Hannah (0x205) comes on an insurance claim (numberOfAppointments -1), Aisha (0x207) on prehab (3).
 * - Yasmine (0x403) has a contact person; Camille (0x401) has none.
 * - Marie (0x503) reported her weight only as "more than 150 kg" (gt_body_weight).
 */

export type DemoPatientDetails = {
  warnings: (typeof patientWarnings.$inferInsert)[];
  accessWarnings: (typeof recordsSystemAccessWarnings.$inferInsert)[];
  contactPersons: (typeof frContactPersons.$inferInsert)[];
  observations: (typeof healthObservations.$inferInsert)[];
  healthCheckScores: (typeof healthCheckScores.$inferInsert)[];
  insuranceClaims: (typeof insuranceClaims.$inferInsert)[];
  listings: (typeof seListings.$inferInsert)[];
};

/** Ids for rows nobody names elsewhere, unique per table: the table's number in the fourth group. */
function rowId(table: number, n: number): string {
  return `00000000-0000-4000-${(0x9100 + table).toString(16)}-b${n.toString(16).padStart(11, '0')}`;
}

type WarningRow = [
  patient: number,
  type: 'WARNING' | 'INFO',
  reason: string,
  note: string | null,
  by: string,
  daysAgo: number,
];

const WARNINGS: readonly WarningRow[] = [
  [
    0x101,
    'WARNING',
    'Penicillinallergi',
    'Utslag och svullnad efter fenoximetylpenicillin 2019. Undvik penicilliner.',
    'Anna Lindgren',
    400,
  ],
  [0x101, 'INFO', 'Nedsatt hörsel', 'Använder hörapparat. Tala tydligt och titta mot kameran.', 'Maria Ek', 120],
  [
    0x101,
    'WARNING',
    'Behandlas med warfarin',
    'INR-kontroller via vårdcentralen. Tänk på interaktioner vid förskrivning.',
    'Anna Lindgren',
    30,
  ],
  [0x101, 'INFO', 'Föredrar videosamtal', null, 'Maria Ek', 10],
  [0x103, 'INFO', 'Ammar', 'Ammar dottern Ella. Ta hänsyn till det vid förskrivning.', 'Maria Ek', 60],
  [0x104, 'WARNING', 'Kognitiv svikt', 'Dottern Eva har fullmakt och deltar gärna i samtalet.', 'Anna Lindgren', 200],
  [0x201, 'WARNING', 'Latex allergy', 'Contact dermatitis from latex gloves: use nitrile.', 'James Whitaker', 250],
  [0x201, 'INFO', 'Hard of hearing in the left ear', null, 'Sarah Collins', 40],
  [0x205, 'INFO', 'Prefers a female clinician', null, 'Rebecca Shaw', 90],
  [0x301, 'WARNING', 'Penicillinallergi', 'Elveblest etter amoksicillin i 2015.', 'Kristin Dahl', 300],
  [
    0x402,
    'WARNING',
    "Allergie à l'aspirine",
    "Crise d'asthme après une prise d'aspirine en 2018.",
    'Claire Dubois',
    150,
  ],
  [0x403, 'INFO', 'Enceinte', 'Grossesse en cours (24 SA), suivie par sa sage-femme.', 'Claire Dubois', 20],
  [0x503, 'WARNING', 'Antikoagulation', 'Nimmt Apixaban wegen Vorhofflimmern.', 'Markus Hoffmann', 180],
];

type Measured = [patient: number, daysAgo: number, height: string, weight: string];

/** sf_36 response sets with the height (cm) and weight (kg) the patient reported; Astrid has answered twice. */
const SF36: readonly Measured[] = [
  [0x101, 400, '168', '74'],
  [0x101, 40, '168', '71.5'],
  [0x102, 200, '182', '94'],
  [0x103, 90, '165', '61'],
  [0x104, 30, '176', '79'],
  [0x201, 120, '178', '88'],
  [0x203, 60, '160', '57'],
  [0x205, 75, '170', '64'],
  [0x301, 100, '172', '68'],
  [0x303, 50, '168', '60'],
  [0x401, 210, '170', '66'],
  [0x403, 45, '162', '58'],
  [0x501, 150, '175', '70'],
  [0x503, 80, '170', 'gt_150'],
];

/** Health-profile allergies: [allergyName, diagnosisMethods, patientComment], in the patient's language. */
const ALLERGIES: readonly [patient: number, daysAgo: number, values: [string, string, string]][] = [
  [0x101, 400, ['Penicillin', 'Hudtest', 'Utslag och svullnad']],
  [0x101, 400, ['Björkpollen', 'Pricktest', 'Rinnsnuva och kliande ögon på våren']],
  [0x102, 200, ['Jordnötter', 'Blodprov (IgE)', 'Svullnad i läpparna']],
  [0x201, 120, ['Latex', 'Patch test', 'Itchy rash from gloves']],
  [0x303, 50, ['Nøtter', 'Prikktest', 'Klør i munnen']],
  [0x403, 45, ['Arachide', 'Test cutané', 'Urticaire autour de la bouche']],
];

const SCORES: readonly [patient: number, daysAgo: number, total: number, physical: number, mental: number][] = [
  [0x101, 400, 64, 30, 34],
  [0x101, 40, 71, 35, 36],
  [0x102, 200, 58, 26, 32],
  [0x103, 90, 82, 41, 41],
];

const LISTINGS: readonly [patient: number, healthCenter: string | null, bvc: boolean][] = [
  [0x101, 'Vårdcentralen Sveavägen', false],
  [0x102, null, false],
  [0x103, 'Vårdcentralen Hornstull', true],
  [0x104, 'Vårdcentralen Kungsgatan, Uppsala', false],
  [0x105, 'Vårdcentralen Linné', false],
  [0x106, 'Vårdcentralen Odenplan', false],
  [0x107, null, false],
  [0x108, 'Vårdcentralen Solna', false],
  [0x109, 'Vårdcentralen Fleminggatan', false],
];

const isoDate = (at: Date) => at.toISOString().slice(0, 10);

function observations(now: Date): DemoPatientDetails['observations'] {
  let n = 0;
  const row = (
    patient: number,
    daysAgo: number,
    propertyName: string,
    values: string[],
    source: string,
    set: string,
  ) => ({
    id: rowId(3, ++n),
    patientId: demoPatientId(patient),
    propertyName,
    values,
    sourceName: source,
    responseSetId: set,
    createdAt: addDays(now, -daysAgo),
  });
  const weight = (value: string) =>
    value.startsWith('gt_') ? (['gt_body_weight', value.slice(3)] as const) : (['body_weight', value] as const);
  return [
    ...SF36.flatMap(([patient, daysAgo, height, kg], i) => {
      const set = `sf36-${patient.toString(16)}-${i + 1}`;
      const [weightName, weightValue] = weight(kg);
      return [
        row(patient, daysAgo, 'body_height', [height], 'sf_36', set),
        row(patient, daysAgo, weightName, [weightValue], 'sf_36', set),
      ];
    }),
    ...ALLERGIES.map(([patient, daysAgo, values]) =>
      row(
        patient,
        daysAgo,
        'allergy',
        [...values],
        'health_profile_allergies',
        `health-profile-${patient.toString(16)}`,
      ),
    ),
  ];
}

function insuranceClaimsFor(now: Date, meetings: readonly DemoMeeting[]): DemoPatientDetails['insuranceClaims'] {
  const vitality = demoClinicianId('gb.vitality');
  const claims: DemoPatientDetails['insuranceClaims'] = meetings
    .filter((m) => m.clinicianId === vitality)
    .map((m) => ({
      meetingId: m.id,
      patientId: m.patientId,
      ...DEMO_INSURER_CLAIMS[m.patientId === DEMO_INSURER.mori.patientId ? 'mori' : 'fmu'],
      ...demoClaimValidity(now),
    }));
  const b2b = meetings.find((m) => m.id === demoMeetingId('se.doctor', 'today-next'));
  if (b2b) {
    claims.push({
      meetingId: b2b.id,
      patientId: b2b.patientId,
      insuranceNumber: 'FH-2026-00417',
      company: 'Nordisk Företagshälsa',
      validFrom: demoClaimValidity(now).validFrom,
      validTo: isoDate(addDays(now, 150)),
      triageNote: 'Arbetsgivarbetald företagshälsovård: ländryggssmärta efter lyft på arbetsplatsen.',
      attachments: [
        { name: 'Remiss från arbetsgivaren.pdf', link: 'https://foretagshalsa.example/remisser/FH-2026-00417' },
      ],
      remainedAppointments: 3,
      numberOfAppointments: 5,
    });
  }
  return claims;
}

export function buildDemoPatientDetails(now: Date, meetings: readonly DemoMeeting[]): DemoPatientDetails {
  return {
    warnings: WARNINGS.map(([patient, type, reason, note, clinicianName, daysAgo], i) => ({
      id: rowId(1, i + 1),
      patientId: demoPatientId(patient),
      type,
      reason,
      note,
      clinicianName,
      createdAt: addDays(now, -daysAgo),
    })),
    accessWarnings: [
      { patientId: demoPatientId(0x104), code: 'prn_no_access_to_house_error' },
      { patientId: demoPatientId(0x102), code: 'error_falling_back_to_middle_storage' },
    ],
    contactPersons: [
      {
        patientId: demoPatientId(0x403),
        firstName: 'Karim',
        lastName: 'Benali',
        phoneNumber: '+33 6 98 76 54 32',
        relationship: 'Frère',
      },
    ],
    observations: observations(now),
    healthCheckScores: SCORES.map(([patient, daysAgo, totalScore, physicalScore, mentalScore], i) => ({
      id: rowId(5, i + 1),
      patientId: demoPatientId(patient),
      totalScore,
      physicalScore,
      mentalScore,
      maxScore: 100,
      createdAt: addDays(now, -daysAgo),
    })),
    insuranceClaims: insuranceClaimsFor(now, meetings),
    listings: LISTINGS.map(([patient, healthCenter, isBvcListed]) => ({
      patientId: demoPatientId(patient),
      isListed: healthCenter !== null,
      isBvcListed,
      healthCenter,
    })),
  };
}
