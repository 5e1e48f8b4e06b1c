import type { Profession } from '../clinicians/profession';
import type { ActivityType } from '../meetings/meeting';
import type { Country } from './country';

/**
 * Titles and labels that become part of the record, in the record's language (the market's), not the reader's: the
 * records system stores "Läkare", "Återbesök" and "Anamnes" as text, so konsult's own notes and bookings read the
 * same as its entries in the record pane (and a search finds them alike), whatever language the screen is in.
 */

const PROFESSION_TITLES: Record<Country, Record<Profession, string>> = {
  SE: { DOCTOR: 'Läkare', NURSE: 'Sjuksköterska', PSYCHOLOGIST: 'Psykolog' },
  GB: { DOCTOR: 'GP', NURSE: 'Nurse', PSYCHOLOGIST: 'Psychologist' },
  NO: { DOCTOR: 'Lege', NURSE: 'Sykepleier', PSYCHOLOGIST: 'Psykolog' },
  FR: { DOCTOR: 'Médecin généraliste', NURSE: 'Infirmier', PSYCHOLOGIST: 'Psychologue' },
  DE: { DOCTOR: 'Arzt', NURSE: 'Pflegefachkraft', PSYCHOLOGIST: 'Psychologe' },
};

const ACTIVITY_TITLES: Record<Country, Record<ActivityType, string>> = {
  SE: {
    DEFAULT: 'Konsultation',
    REVISIT: 'Återbesök',
    PRESCRIPTION_RENEWAL: 'Receptförnyelse',
    MENTAL_HEALTH: 'Psykisk hälsa',
  },
  GB: {
    DEFAULT: 'Consultation',
    REVISIT: 'Follow-up',
    PRESCRIPTION_RENEWAL: 'Prescription renewal',
    MENTAL_HEALTH: 'Mental health',
  },
  NO: {
    DEFAULT: 'Konsultasjon',
    REVISIT: 'Kontroll',
    PRESCRIPTION_RENEWAL: 'Reseptfornyelse',
    MENTAL_HEALTH: 'Psykisk helse',
  },
  FR: {
    DEFAULT: 'Consultation',
    REVISIT: 'Consultation de suivi',
    PRESCRIPTION_RENEWAL: "Renouvellement d'ordonnance",
    MENTAL_HEALTH: 'Santé mentale',
  },
  DE: {
    DEFAULT: 'Konsultation',
    REVISIT: 'Wiedervorstellung',
    PRESCRIPTION_RENEWAL: 'Folgerezept',
    MENTAL_HEALTH: 'Psychische Gesundheit',
  },
};

/** The note form's fields (medical-record templates) as the record labels them. */
const NOTE_FIELD_LABELS: Record<Country, Record<string, string>> = {
  SE: {
    reason_for_contact: 'Kontaktorsak',
    history: 'Anamnes',
    current_medication: 'Aktuell medicinering',
    findings: 'Status',
    assessment: 'Bedömning',
    primary_diagnosis: 'Huvuddiagnos',
    secondary_diagnosis: 'Bidiagnos',
    plan: 'Planering',
    safety_netting: 'Råd vid försämring',
    drug_observable: 'Läkemedel som förnyas',
    prescription_of_drug: 'Förskrivning',
    reason_for_procedure_rejected_by_recipient: 'Skäl till avslag',
    renewal_question_1: 'Effekt av behandlingen',
    renewal_question_2: 'Biverkningar',
    renewal_question_3: 'Kontroller och provsvar',
    renewal_question_4: 'Följsamhet',
    renewal_question_5: 'Bedömning',
    renewal_question_6: 'Planering och uppföljning',
  },
  GB: {
    reason_for_contact: 'Reason for contact',
    history: 'History',
    current_medication: 'Current medication',
    findings: 'Findings',
    assessment: 'Assessment',
    primary_diagnosis: 'Primary diagnosis',
    secondary_diagnosis: 'Secondary diagnosis',
    plan: 'Plan',
    safety_netting: 'Safety netting',
  },
  NO: {
    reason_for_contact: 'Kontaktårsak',
    history: 'Anamnese',
    current_medication: 'Aktuelle legemidler',
    findings: 'Funn',
    assessment: 'Vurdering',
    primary_diagnosis: 'Hoveddiagnose',
    secondary_diagnosis: 'Bidiagnose',
    plan: 'Plan',
    safety_netting: 'Råd ved forverring',
  },
  FR: {
    reason_for_contact: 'Motif de consultation',
    history: 'Anamnèse',
    current_medication: 'Traitement en cours',
    findings: 'Examen clinique',
    assessment: 'Évaluation',
    primary_diagnosis: 'Diagnostic principal',
    secondary_diagnosis: 'Diagnostic secondaire',
    plan: 'Conduite à tenir',
    safety_netting: 'Consignes de surveillance',
  },
  DE: {
    reason_for_contact: 'Konsultationsgrund',
    history: 'Anamnese',
    current_medication: 'Aktuelle Medikation',
    findings: 'Befund',
    assessment: 'Beurteilung',
    primary_diagnosis: 'Hauptdiagnose',
    secondary_diagnosis: 'Nebendiagnose',
    plan: 'Procedere',
    safety_netting: 'Hinweise bei Verschlechterung',
  },
};

/** A note field's label as the record writes it, e.g. Anamnes (SE) for `history`; null for a field of no note form. */
export function noteFieldLabel(fieldName: string, country: Country): string | null {
  return NOTE_FIELD_LABELS[country][fieldName] ?? null;
}

/** A clinician's title as the record writes it, e.g. Läkare (SE), GP (GB). */
export function professionTitle(profession: Profession, country: Country): string {
  return PROFESSION_TITLES[country][profession];
}

/** A meeting's kind as the record writes it, e.g. Återbesök (SE), Follow-up (GB). */
export function activityTitle(activityType: ActivityType, country: Country): string {
  return ACTIVITY_TITLES[country][activityType];
}
