import type { ContactType, SpecialistReferral } from '@konsult/domain';

/**
 * The material demo record histories are written from, one set per record language. Texts may hold
 * placeholders the generator fills: {d} days, {w} weeks, {t} a temperature, {bp} a blood pressure, {p} a pulse,
 * {m} a month's name, {n} a small count, {s} a score.
 */

/** Who writes which kind of entry. */
export type Role = 'doctor' | 'nurse' | 'psych' | 'midwife' | 'physio' | 'other';

export type Topic = {
  roles: readonly Role[];
  contacts: readonly ContactType[];
  titles: readonly string[];
  anamnesis: readonly string[];
  status: readonly string[];
  assessment: readonly string[];
  action: readonly string[];
  /** ICD-10 code and title, as a diagnosis row's selected option. */
  diagnoses?: readonly string[];
  /** Drug name and dosage text. */
  drugs?: readonly (readonly [string, string])[];
  /** Templates of documents the contact produced. */
  documents?: readonly string[];
  /** Indices into the language's facilities; the general ones (0–3) when absent. */
  facilities?: readonly number[];
  /** Swedish specialist referrals (seed 001 §3) this kind of contact may send. */
  referrals?: readonly Omit<SpecialistReferral, 'id'>[];
  /** Written in this note template (the UK mental-health form), with that form's row labels. */
  templateId?: string;
  labels?: { anamnesis: string; status: string; assessment: string; action: string };
};

/** An administrative entry: one free-text row, no contact with the patient. */
export type AdminTopic = { roles: readonly Role[]; titles: readonly string[]; notes: readonly string[] };

export type RecordLanguage = {
  labels: { anamnesis: string; status: string; assessment: string; action: string; diagnosis: string; note: string };
  months: readonly string[];
  decimal: ',' | '.';
  clinicians: readonly (readonly [name: string, title: string | null, role: Role])[];
  facilities: readonly (string | null)[];
  topics: readonly Topic[];
  admin: readonly AdminTopic[];
  strikeReasons: readonly string[];
};
