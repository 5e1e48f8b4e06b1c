import type { CareType, Country, Profession } from '@konsult/domain';
import type { clinicians, pools } from '../platform/db/schema';
import { DEMO_POOL_IDS, demoAuditorId, demoClinicianId, type DemoUsername } from './demo-ids';

export type DemoPool = typeof pools.$inferInsert;
/** Clinician rows before seeding: the password hash is made at seed time, never stored in code. */
export type DemoClinician = Omit<typeof clinicians.$inferInsert, 'passwordHash'> & {
  id: string;
  username: DemoUsername;
  poolId: string;
};
/** A demo account that is not a clinician (issue 14's auditor): no meetings, no patients. */
export type DemoStaff = Omit<DemoClinician, 'username'> & { username: string };

export const DEMO_POOLS: readonly DemoPool[] = [
  { id: DEMO_POOL_IDS.sePrimaryCare, name: 'Konsult Vårdcentral Sverige', country: 'SE', prorenata: true },
  { id: DEMO_POOL_IDS.seExternal, name: 'Konsult Extern Bemanning', country: 'SE', isExternal: true },
  { id: DEMO_POOL_IDS.gbPrimaryCare, name: 'Konsult NHS Primary Care', country: 'GB' },
  {
    id: DEMO_POOL_IDS.gbVitality,
    name: 'Vitality GP',
    country: 'GB',
    partnership: 'VITALITY',
    partnershipKind: 'INSURER',
  },
  {
    id: DEMO_POOL_IDS.gbPrivatePractice,
    name: 'Thameside Wellbeing Partners',
    country: 'GB',
    partnership: 'THAMESIDE_WELLBEING',
    partnershipKind: 'PRIVATE_PRACTICE',
    // The partner keeps its notes in its own EMR (seed 002 §7 emrconfig).
    usesExternalEmr: true,
  },
  { id: DEMO_POOL_IDS.noPrimaryCare, name: 'Konsult Legetjeneste Norge', country: 'NO' },
  { id: DEMO_POOL_IDS.frPrimaryCare, name: 'Konsult Médecine Générale France', country: 'FR' },
  { id: DEMO_POOL_IDS.dePrimaryCare, name: 'Konsult Allgemeinmedizin Deutschland', country: 'DE' },
];

type ClinicianSpec = {
  username: DemoUsername;
  name: string;
  profession: Profession;
  careType: CareType;
  poolId: string;
  specialties: string[];
  frIsIndependent?: boolean;
};

const SPECS: readonly ClinicianSpec[] = [
  doctor('se.doctor', 'Anna Lindgren', DEMO_POOL_IDS.sePrimaryCare),
  nurse('se.nurse', 'Maria Ek', DEMO_POOL_IDS.sePrimaryCare),
  psychologist('se.psychologist', 'Fredrik Holm', DEMO_POOL_IDS.sePrimaryCare),
  doctor('se.external', 'Bertil Sandberg', DEMO_POOL_IDS.seExternal),
  doctor('gb.gp', 'James Whitaker', DEMO_POOL_IDS.gbPrimaryCare),
  nurse('gb.nurse', 'Sarah Collins', DEMO_POOL_IDS.gbPrimaryCare),
  doctor('gb.vitality', 'Rebecca Shaw', DEMO_POOL_IDS.gbVitality),
  psychologist('gb.psychologist', 'Daniel Price', DEMO_POOL_IDS.gbPrivatePractice),
  doctor('no.doctor', 'Kristin Dahl', DEMO_POOL_IDS.noPrimaryCare),
  { ...doctor('fr.doctor', 'Claire Dubois', DEMO_POOL_IDS.frPrimaryCare), frIsIndependent: true },
  doctor('de.doctor', 'Markus Hoffmann', DEMO_POOL_IDS.dePrimaryCare),
];

function doctor(username: DemoUsername, name: string, poolId: string): ClinicianSpec {
  return { username, name, poolId, profession: 'DOCTOR', careType: 'PRIMARY_CARE', specialties: ['general-practice'] };
}

function nurse(username: DemoUsername, name: string, poolId: string): ClinicianSpec {
  return { username, name, poolId, profession: 'NURSE', careType: 'PRIMARY_CARE', specialties: ['district-nursing'] };
}

function psychologist(username: DemoUsername, name: string, poolId: string): ClinicianSpec {
  return { username, name, poolId, profession: 'PSYCHOLOGIST', careType: 'MENTAL_HEALTH', specialties: ['psychology'] };
}

export const DEMO_CLINICIANS: readonly DemoClinician[] = SPECS.map((spec) => ({
  id: demoClinicianId(spec.username),
  username: spec.username,
  name: spec.name,
  profession: spec.profession,
  careType: spec.careType,
  poolId: spec.poolId,
  specialties: spec.specialties,
  slotLengthOverride: null,
  frIsIndependent: spec.frIsIndependent ?? false,
  // null: the market's default locale (DEFAULT_LOCALE in @konsult/domain).
  locale: null,
  isDemo: true,
}));

/**
 * The Swedish clinic's log reviewer (logggranskare, issue 14): a nurse by training who, on this account, reads who
 * opened a patient's record and answers the patient's request for the extract. She reaches no record herself.
 */
export const DEMO_AUDITORS: readonly DemoStaff[] = [
  {
    id: demoAuditorId(1),
    username: 'se.auditor',
    name: 'Eva Nordin',
    role: 'auditor',
    profession: 'NURSE',
    careType: 'PRIMARY_CARE',
    poolId: DEMO_POOL_IDS.sePrimaryCare,
    specialties: [],
    slotLengthOverride: null,
    frIsIndependent: false,
    locale: null,
    isDemo: true,
  },
];

const POOL_COUNTRY = new Map(DEMO_POOLS.map((pool) => [pool.id, pool.country]));

/** The market a demo clinician works in, through their pool. */
export function demoClinicianCountry(clinician: DemoStaff): Country {
  const country = POOL_COUNTRY.get(clinician.poolId);
  if (!country) throw new Error(`Demo clinician ${clinician.username} has an unknown pool ${clinician.poolId}`);
  return country;
}

export function demoClinician(username: DemoUsername): DemoClinician {
  const found = DEMO_CLINICIANS.find((c) => c.username === username);
  if (!found) throw new Error(`No demo clinician ${username}`);
  return found;
}
