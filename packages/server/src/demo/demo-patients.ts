import type { children, patients } from '../platform/db/schema';
import { demoPatientId } from './demo-ids';
import { isoDateBefore } from './demo-dates';
import { demoFodselsnummer, demoKvnr, demoNhsNumber, demoNir, demoPersonnummer } from './demo-identifiers';

export type DemoPatient = typeof patients.$inferInsert & { id: string };
export type DemoChild = typeof children.$inferInsert;

type Sex = 'female' | 'male';
type Person = { n: number; given: string; family: string; gender: Sex; dob: string };

// One row per fictional person: number, given name, family name, gender, date of birth, then what
// the market's identity number needs, then the address. Details that only some have come after.
type SwedeRow = [...Who, serial: number, county: string, ...Addr];
type BritonRow = [...Who, practice: 1 | 2 | 3, ...Addr];
type NorwegianRow = [...Who, individual: number, ...Addr];
type FrenchRow = [...Who, department: string, commune: string, order: string, ...Addr];
type GermanRow = [...Who, kvnrDigits: string, ...Addr];
type Who = [n: number, given: string, family: string, gender: Sex, dob: string];
type Addr = [address: string, zip: string, city: string];

const SWEDES: SwedeRow[] = [
  [0x101, 'Astrid', 'Lindqvist', 'female', '1958-03-14', 284, '01', 'Sveavägen 44', '113 59', 'Stockholm'],
  [0x102, 'Johan', 'Bergström', 'male', '1979-11-02', 137, '12', 'Södra Förstadsgatan 12', '211 43', 'Malmö'],
  [0x103, 'Elin', 'Nyström', 'female', '1991-06-21', 46, '01', 'Hornsgatan 88', '118 21', 'Stockholm'],
  [0x104, 'Lars', 'Öberg', 'male', '1947-09-30', 511, '03', 'Kungsgatan 27', '753 21', 'Uppsala'],
  [0x105, 'Mohammed', 'Karimi', 'male', '1986-01-17', 393, '14', 'Linnégatan 5', '413 04', 'Göteborg'],
  [0x106, 'Karin', 'Sjöberg', 'female', '1969-12-08', 222, '01', 'Odengatan 61', '113 22', 'Stockholm'],
  [0x107, 'Sara', 'Lund', 'female', '1998-04-25', 608, '12', 'Lilla Torg 3', '211 34', 'Malmö'],
  [0x108, 'Oskar', 'Håkansson', 'male', '2001-08-11', 715, '01', 'Råsundavägen 100', '169 57', 'Solna'],
  [0x109, 'Leila', 'Ahmadi', 'female', '1994-02-03', 426, '01', 'Fleminggatan 19', '112 26', 'Stockholm'],
];

const PRACTICES = {
  1: ['Z99001', 'Riverside Medical Centre'],
  2: ['Z99002', 'Hyde Park Surgery'],
  3: ['Z99003', 'Clifton Green Practice'],
} as const;

const BRITONS: BritonRow[] = [
  [0x201, 'Oliver', 'Bennett', 'male', '1975-05-09', 1, 'Flat 3, 27 Camden Road', 'NW1 9LR', 'London'],
  [0x202, 'Charlotte', 'Hughes', 'female', '1988-10-23', 2, '14 Headingley Lane', 'LS6 1BN', 'Leeds'],
  [0x203, 'Priya', 'Sharma', 'female', '1992-02-14', 1, '82 Soho Road', 'B21 9DP', 'Birmingham'],
  [0x204, 'George', 'Whitfield', 'male', '1950-07-30', 3, '5 Clifton Vale', 'BS8 4PT', 'Bristol'],
  [0x205, 'Hannah', 'Clarke', 'female', '1983-12-01', 1, 'Apartment 12, 1 Deansgate', 'M3 1AZ', 'Manchester'],
  [0x206, 'Thomas', 'Reid', 'male', '1996-03-18', 3, '9 Kemp Street', 'BN1 4EF', 'Brighton'],
  [0x207, 'Aisha', 'Okafor', 'female', '1990-08-05', 1, '41 Peckham Rye', 'SE15 4JR', 'London'],
  [0x208, 'Chloe', 'Evans', 'female', '2000-11-19', 2, '23 Cathedral Road', 'CF11 9HA', 'Cardiff'],
];

const NORWEGIANS: NorwegianRow[] = [
  [0x301, 'Ingrid', 'Haugen', 'female', '1972-04-12', 128, 'Thereses gate 14', '0168', 'Oslo'],
  [0x302, 'Magnus', 'Solberg', 'male', '1985-09-03', 241, 'Kong Oscars gate 30', '5017', 'Bergen'],
  [0x303, 'Sofie', 'Berg', 'female', '1999-01-27', 356, 'Olav Tryggvasons gate 20', '7011', 'Trondheim'],
  [0x304, 'Erik', 'Johansen', 'male', '1961-11-15', 417, 'Kirkegata 8', '4006', 'Stavanger'],
];

// Departments and communes are INSEE codes; 99 + 350 is "born abroad, in Morocco".
const FRENCH: FrenchRow[] = [
  [0x401, 'Camille', 'Martin', 'female', '1984-12-07', '75', '106', '231', '12 rue des Écoles', '75005', 'Paris'],
  [0x402, 'Julien', 'Lefèvre', 'male', '1978-07-19', '2A', '004', '118', '5 cours Napoléon', '20000', 'Ajaccio'],
  [0x403, 'Yasmine', 'Benali', 'female', '1993-05-02', '99', '350', '042', '48 rue de la République', '69002', 'Lyon'],
  [0x404, 'Nicolas', 'Girard', 'male', '1969-02-24', '59', '350', '377', '7 place du Théâtre', '59800', 'Lille'],
];

const GERMANS: GermanRow[] = [
  [0x501, 'Anna', 'Schneider', 'female', '1980-06-15', '48215063', 'Kastanienallee 12', '10435', 'Berlin'],
  [0x502, 'Lukas', 'Fischer', 'male', '1992-09-29', '73021958', 'Schillerstraße 7', '80336', 'München'],
  [0x503, 'Marie', 'Weber', 'female', '1975-01-08', '15978246', 'Am Rathaus 3', '50667', 'Köln'],
  [0x504, 'Jonas', 'Becker', 'male', '2003-03-21', '60347112', 'Hafenstraße 21', '20359', 'Hamburg'],
];

/** What sets some patients apart; keyed by patient number. */
function extras(now: Date): Record<number, Partial<DemoPatient>> {
  const highCostCard = (n: number, region: string) => ({
    id: `HKK-${region}-${String(n).padStart(6, '0')}`,
    date: isoDateBefore(now, 0, 4),
    region,
  });
  return {
    0x101: { seHighCostCard: highCostCard(40_101, '01') },
    0x102: { seHighCostCard: highCostCard(40_102, '12') },
    0x105: { preferredLanguage: 'en' },
    0x107: { maidenName: 'Persson' },
    0x204: { gbIsOneTimeUser: true, gbPhoneEmr: '+44 117 496 0123' },
    0x205: { gbPartnership: 'VITALITY' },
    0x207: { gbPartnership: 'VITALITY' },
    0x401: { frExternalDoctor: { name: 'Dr Hélène Rousseau', city: 'Paris' } },
    0x403: { frStatusAme: true },
    0x404: { frStatusCmuc: true, frExternalDoctor: { name: 'Dr Philippe Lambert', city: 'Lille' } },
  };
}

function email(p: Person): string {
  const local = `${p.given}.${p.family}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  return `${local}@example.com`;
}

function base(p: Person, country: DemoPatient['country'], idNumber: string, phone: string, language: string, at: Addr) {
  return {
    id: demoPatientId(p.n),
    country,
    idNumber,
    givenName: p.given,
    familyName: p.family,
    gender: p.gender,
    dob: p.dob,
    email: email(p),
    phone,
    preferredLanguage: language,
    address: at[0],
    zip: at[1],
    city: at[2],
    addressCountry: country,
  } satisfies DemoPatient;
}

const two = (n: number) => String(n % 100).padStart(2, '0');

function swedish([n, given, family, gender, dob, serial, county, ...at]: SwedeRow): DemoPatient {
  const p = { n, given, family, gender, dob };
  const phone = `+46 70 ${300 + (n % 256)} ${two(n)} 17`;
  return { ...base(p, 'SE', demoPersonnummer(dob, serial), phone, 'sv', at), countyId: county };
}

function british([n, given, family, gender, dob, practice, ...at]: BritonRow): DemoPatient {
  const p = { n, given, family, gender, dob };
  const nhs = demoNhsNumber(n * 1000 + 7);
  // 07700 900xxx is Ofcom's range kept for drama: never a real subscriber.
  const phone = `+44 7700 900${String(n % 1000).padStart(3, '0')}`;
  const [gbPracticeId, gbPracticeName] = PRACTICES[practice];
  return { ...base(p, 'GB', nhs, phone, 'en', at), gbNhsNumber: nhs, gbPracticeId, gbPracticeName };
}

function norwegian([n, given, family, gender, dob, individual, ...at]: NorwegianRow): DemoPatient {
  const p = { n, given, family, gender, dob };
  return base(p, 'NO', demoFodselsnummer(dob, individual), `+47 41${n % 10} ${two(n)} 550`, 'nb', at);
}

function french([n, given, family, gender, dob, department, commune, order, ...at]: FrenchRow): DemoPatient {
  const p = { n, given, family, gender, dob };
  const nir = demoNir(gender, dob, department, commune, order);
  const patient = base(p, 'FR', nir, `+33 6 12 ${two(n)} 45 78`, 'fr', at);
  return { ...patient, frStatusAme: false, frStatusCmuc: false };
}

function german([n, given, family, gender, dob, kvnrDigits, ...at]: GermanRow): DemoPatient {
  const p = { n, given, family, gender, dob };
  return base(p, 'DE', demoKvnr(family, kvnrDigits), `+49 151 ${n} 4567`, 'de', at);
}

/** Patients in all five markets; adults' details are fixed, the high-cost cards are dated from `now`. */
export function buildDemoPatients(now: Date): DemoPatient[] {
  const extra = extras(now);
  return [
    ...SWEDES.map(swedish),
    ...BRITONS.map(british),
    ...NORWEGIANS.map(norwegian),
    ...FRENCH.map(french),
    ...GERMANS.map(german),
  ].map((patient) => ({ ...patient, ...extra[patientNumber(patient.id)] }));
}

function patientNumber(id: string): number {
  return Number.parseInt(id.slice(-11), 16);
}

/** Children with ages relative to `now`: a 5-month-old, a 7-year-old, a toddler and a 4-year-old. */
export function buildDemoChildren(now: Date): DemoChild[] {
  const baby = isoDateBefore(now, 0, 5);
  const schoolChild = isoDateBefore(now, 7, 2);
  const toddler = isoDateBefore(now, 2, 3);
  const preschooler = isoDateBefore(now, 4, 1);
  const ymd = (iso: string) => iso.replaceAll('-', '');
  const toddlerNhs = demoNhsNumber(0x202 * 1000 + 91);
  // The UK and Norway have no child number that starts with the birth date: the id is the date and
  // a suffix from the child's own number, which keeps "the first 8 characters are the birth date".
  const preschoolerFnr = demoFodselsnummer(preschooler, 504);
  const elin = demoPatientId(0x103);
  return [
    // Ella's relationship to Elin was never verified: se.doctor's meeting about her shows the alert (seed 001 §8).
    {
      id: demoPersonnummer(baby, 242),
      parentPatientId: elin,
      name: 'Ella Nyström',
      gender: 'female',
      relationshipVerified: false,
    },
    { id: demoPersonnummer(schoolChild, 371), parentPatientId: elin, name: 'Noah Nyström', gender: 'male' },
    {
      id: `${ymd(toddler)}-${toddlerNhs.slice(-4)}`,
      parentPatientId: demoPatientId(0x202),
      name: 'Isla Hughes',
      gender: 'female',
      gbNhsNumber: toddlerNhs,
    },
    {
      id: `${ymd(preschooler)}-${preschoolerFnr.slice(6)}`,
      parentPatientId: demoPatientId(0x302),
      name: 'Emma Solberg',
      gender: 'female',
    },
  ];
}
