import type { ContactType, RecordEntry, RecordEntryRow } from '@konsult/domain';
import type { recordHistoryEntries } from '../platform/db/schema';
import { DEMO_LONG_HISTORY, demoHistoryDocumentId, demoHistoryEntryId, demoPatientId } from './demo-ids';
import { ENGLISH, UK_MENTAL_HEALTH_TOPICS } from './demo-history-en';
import { FRENCH, GERMAN, NORWEGIAN } from './demo-history-nb-fr-de';
import { SWEDISH } from './demo-history-sv';
import type { AdminTopic, RecordLanguage, Topic } from './demo-history-types';

export type DemoHistoryEntry = typeof recordHistoryEntries.$inferInsert & { id: string };

/**
 * Who has how much history in the records system, in their market's language. Elin, the patient of se.doctor's
 * current meeting, has 5,000 entries over 15 years (the record pane's budget case); the UK mental-health patients
 * have sessions in the UK mental-health form.
 */
type HistoryPlan = {
  patient: number;
  language: RecordLanguage;
  entries: number;
  years: number;
  /** Share of entries that are UK mental-health sessions. */
  mentalHealth?: number;
};

const PLANS: readonly HistoryPlan[] = [
  {
    patient: DEMO_LONG_HISTORY.patientNumber,
    language: SWEDISH,
    entries: DEMO_LONG_HISTORY.entries,
    years: DEMO_LONG_HISTORY.years,
  },
  { patient: 0x101, language: SWEDISH, entries: 40, years: 12 },
  { patient: 0x102, language: SWEDISH, entries: 22, years: 8 },
  { patient: 0x104, language: SWEDISH, entries: 36, years: 14 },
  { patient: 0x105, language: SWEDISH, entries: 11, years: 5 },
  { patient: 0x106, language: SWEDISH, entries: 18, years: 6 },
  { patient: 0x107, language: SWEDISH, entries: 8, years: 4 },
  { patient: 0x108, language: SWEDISH, entries: 5, years: 3 },
  { patient: 0x109, language: SWEDISH, entries: 14, years: 6 },
  { patient: 0x201, language: ENGLISH, entries: 30, years: 10 },
  { patient: 0x202, language: ENGLISH, entries: 16, years: 6 },
  { patient: 0x203, language: ENGLISH, entries: 25, years: 8 },
  { patient: 0x204, language: ENGLISH, entries: 6, years: 4 },
  { patient: 0x205, language: ENGLISH, entries: 12, years: 5 },
  { patient: 0x206, language: ENGLISH, entries: 24, years: 3, mentalHealth: 0.6 },
  { patient: 0x207, language: ENGLISH, entries: 9, years: 4 },
  { patient: 0x208, language: ENGLISH, entries: 14, years: 2, mentalHealth: 0.5 },
  { patient: 0x301, language: NORWEGIAN, entries: 20, years: 8 },
  { patient: 0x302, language: NORWEGIAN, entries: 12, years: 5 },
  { patient: 0x303, language: NORWEGIAN, entries: 7, years: 3 },
  { patient: 0x304, language: NORWEGIAN, entries: 28, years: 12 },
  { patient: 0x401, language: FRENCH, entries: 18, years: 7 },
  { patient: 0x402, language: FRENCH, entries: 10, years: 5 },
  { patient: 0x403, language: FRENCH, entries: 6, years: 3 },
  { patient: 0x404, language: FRENCH, entries: 32, years: 12 },
  { patient: 0x501, language: GERMAN, entries: 15, years: 6 },
  { patient: 0x502, language: GERMAN, entries: 8, years: 4 },
  { patient: 0x503, language: GERMAN, entries: 26, years: 10 },
  { patient: 0x504, language: GERMAN, entries: 5, years: 2 },
];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const SHARE = {
  administrative: 0.12,
  signed: 0.7,
  stricken: 0.03,
  diagnosisRow: 0.6,
  documents: 0.35,
  prescription: 0.55,
  ePrescription: 0.75,
  referral: 0.02,
  noFacility: 0.02,
};

/**
 * Every demo patient's history in the records system: contacts on the days before `now`'s UTC day, everything
 * else (writing, signing, striking) before `now`, so the history stays in the past however late the server
 * starts and the demo day's refresh never needs to move it. Pure and deterministic: a seeded random walk per
 * patient.
 */
export function buildDemoHistory(now: Date): DemoHistoryEntry[] {
  return PLANS.flatMap((plan) => historyOf(plan, now));
}

function historyOf(plan: HistoryPlan, now: Date): DemoHistoryEntry[] {
  const random = mulberry32(plan.patient * 7919 + 104_729);
  const pen = new Pen(random, plan.language);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const spanDays = Math.round(plan.years * 365.25);
  // Working hours, 06:30–16:30 UTC, on five-minute marks.
  const contacts = Array.from(
    { length: plan.entries },
    () => today - (1 + Math.floor(random() * spanDays)) * DAY + (390 + 5 * Math.floor(random() * 121)) * MINUTE,
  ).sort((a, b) => b - a);
  const latest = now.getTime() - MINUTE;
  return contacts.map((contactAt, index) => {
    const entry = pen.entry(plan, contactAt, latest);
    return {
      ...entry,
      id: demoHistoryEntryId(plan.patient, index),
      patientId: demoPatientId(plan.patient),
      documentId: demoHistoryDocumentId(plan.patient, index),
      meetingId: null,
    };
  });
}

type Drafted = Omit<DemoHistoryEntry, 'id' | 'patientId' | 'documentId' | 'meetingId'>;

/** Writes entries in one language from its material, with a patient's random source. */
class Pen {
  private count = 0;

  constructor(
    private readonly random: () => number,
    private readonly language: RecordLanguage,
  ) {}

  entry(plan: HistoryPlan, contactAt: number, latest: number): Drafted {
    const mentalHealth = plan.mentalHealth !== undefined && this.random() < plan.mentalHealth;
    const administrative = !mentalHealth && this.random() < SHARE.administrative;
    const content = administrative
      ? this.administrative(this.pick(this.language.admin))
      : this.contact(mentalHealth ? this.pick(UK_MENTAL_HEALTH_TOPICS) : this.pick(this.language.topics), contactAt);
    const createdAt = Math.min(contactAt + (10 + Math.floor(this.random() * 30)) * MINUTE, latest);
    const signedAt = this.random() < SHARE.signed ? Math.min(createdAt + this.minutes(20, 3 * 24 * 60), latest) : null;
    const stricken = this.random() < SHARE.stricken;
    return {
      ...content,
      contactAt: new Date(contactAt),
      createdAt: new Date(createdAt),
      signedAt: signedAt === null ? null : new Date(signedAt),
      strickenAt: stricken
        ? new Date(Math.min((signedAt ?? createdAt) + this.minutes(60, 30 * 24 * 60), latest))
        : null,
      strickenBy: null,
      strickenReason: stricken ? this.pick(this.language.strikeReasons) : null,
    };
  }

  private administrative(topic: AdminTopic) {
    const [name, title] = this.clinician(topic.roles);
    return {
      contactType: 'administrative' as ContactType,
      responsibleName: name,
      titleResponsibleName: title,
      careFacilityName: this.facility(undefined),
      title: this.fill(this.pick(topic.titles)),
      templateId: null,
      rows: [this.row('note', this.language.labels.note, this.fill(this.pick(topic.notes)))],
      documents: [],
      prescriptions: [],
      ePrescriptions: [],
      referral: null,
    };
  }

  private contact(topic: Topic, contactAt: number) {
    const [name, title, role] = this.clinician(topic.roles);
    const labels = topic.labels ?? this.language.labels;
    const rows = [
      this.row('anamnesis', labels.anamnesis, this.sentences(topic.anamnesis, 2)),
      this.row('status', labels.status, this.sentences(topic.status, 1)),
      this.row('assessment', labels.assessment, this.sentences(topic.assessment, 1)),
      this.row('action', labels.action, this.sentences(topic.action, 2)),
    ];
    if (topic.diagnoses && this.random() < SHARE.diagnosisRow) {
      const diagnosis = this.pick(topic.diagnoses);
      rows.push({
        ...this.row('diagnosis', this.language.labels.diagnosis, diagnosis),
        selectedOptions: [diagnosis.split(' ')[0]!],
      });
    }
    const prescriptions: RecordEntry['prescriptions'] =
      topic.drugs && role === 'doctor' && this.random() < SHARE.prescription
        ? [this.prescription(this.pick(topic.drugs), contactAt)]
        : [];
    return {
      contactType: this.pick(topic.contacts),
      responsibleName: name,
      titleResponsibleName: title,
      careFacilityName: this.facility(topic.facilities),
      title: this.fill(this.pick(topic.titles)),
      templateId: topic.templateId ?? null,
      rows,
      documents:
        topic.documents && this.random() < SHARE.documents
          ? [{ id: this.nextId('doc'), documentTemplateName: this.pick(topic.documents) }]
          : [],
      prescriptions,
      ePrescriptions: prescriptions
        .filter(() => this.random() < SHARE.ePrescription)
        .map((p) => ({
          id: this.nextId('erx'),
          drugName: p.drugName,
          status: this.pick(['sent', 'dispensed', 'dispensed', 'cancelled']),
          sentAt: p.prescribedAt + MINUTE,
        })),
      referral:
        topic.referrals && role === 'doctor' && this.random() < SHARE.referral
          ? { id: this.nextId('ref'), ...this.pick(topic.referrals) }
          : null,
    };
  }

  private prescription([drugName, dosageText]: readonly [string, string], contactAt: number) {
    return { id: this.nextId('rx'), drugName, dosageText, prescribedAt: contactAt + 15 * MINUTE };
  }

  private row(formNodeName: string, label: string, value: string): RecordEntryRow {
    return { formNodeName, label, value, selectedOptions: [] };
  }

  private clinician(roles: readonly string[]) {
    const fitting = this.language.clinicians.filter(([, , role]) => roles.includes(role));
    return this.pick(fitting.length > 0 ? fitting : this.language.clinicians);
  }

  private facility(indices: readonly number[] | undefined): string | null {
    if (this.random() < SHARE.noFacility) return null;
    const { facilities } = this.language;
    const general = facilities.slice(0, Math.min(4, facilities.length)).map((_, i) => i);
    return facilities[this.pick(indices ?? general)] ?? null;
  }

  /** One to `most` different sentences of the pool, in the pool's order. */
  private sentences(pool: readonly string[], most: number): string {
    const take = Math.min(pool.length, 1 + Math.floor(this.random() * most));
    const start = Math.floor(this.random() * pool.length);
    return Array.from({ length: take }, (_, i) => this.fill(pool[(start + i) % pool.length]!)).join(' ');
  }

  private fill(text: string): string {
    const int = (low: number, high: number) => low + Math.floor(this.random() * (high - low + 1));
    return text.replace(/\{(d|w|t|bp|p|m|n|s)\}/g, (_, key: string) => {
      switch (key) {
        case 'd':
          return String(int(1, 14));
        case 'w':
          return String(int(1, 6));
        case 't':
          return (int(376, 398) / 10).toFixed(1).replace('.', this.language.decimal);
        case 'bp':
          return `${int(108, 142)}/${int(64, 92)}`;
        case 'p':
          return String(int(58, 104));
        case 'm':
          return this.pick(this.language.months);
        case 'n':
          return String(int(2, 6));
        default:
          return String(int(3, 18));
      }
    });
  }

  private minutes(low: number, high: number): number {
    return (low + Math.floor(this.random() * (high - low))) * MINUTE;
  }

  private nextId(kind: string): string {
    return `${kind}-${(this.count++).toString(36)}-${Math.floor(this.random() * 36 ** 6).toString(36)}`;
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }
}

/** A small seeded generator (mulberry32): the same seed gives the same history on every machine. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
