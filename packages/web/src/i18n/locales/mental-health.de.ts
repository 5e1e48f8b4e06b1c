import type { FullCatalogue } from '../catalogue';
import type { mentalHealthMessages } from './mental-health.en';

/** The UK mental-health score in German: the `mentalHealth` block of ./de.ts (see ./mental-health.en.ts). */
export const deMentalHealthMessages: FullCatalogue<typeof mentalHealthMessages> = {
  title: 'Einschätzung der psychischen Gesundheit',
  intro:
    'Gehen Sie PHQ-9 und GAD-7 mit dem Patienten durch und halten Sie Ihren klinischen Eindruck fest. Die Konsultation kann erst beendet werden, wenn die Einschätzung gespeichert ist.',
  loading: 'Einschätzung der psychischen Gesundheit wird geladen',
  loadErrorTitle: 'Einschätzung der psychischen Gesundheit konnte nicht geladen werden',
  loadError: 'Die gespeicherte Einschätzung konnte nicht geladen werden. Versuchen Sie es gleich noch einmal.',
  phq9: {
    legend: 'PHQ-9 (Depression)',
    total: 'PHQ-9-Summenwert: {{total}} ({{band}})',
    partial: 'PHQ-9 bisher: {{total}} ({{answered}} von {{of}} Fragen beantwortet)',
    selfHarm:
      'Frage 9 ist nicht mit „Überhaupt nicht“ beantwortet: Schätzen Sie das Suizidrisiko ein, bevor die Konsultation endet.',
  },
  gad7: {
    legend: 'GAD-7 (Angst)',
    total: 'GAD-7-Summenwert: {{total}} ({{band}})',
    partial: 'GAD-7 bisher: {{total}} ({{answered}} von {{of}} Fragen beantwortet)',
  },
  itemRequired: 'Wählen Sie eine Antwort',
  impressions: {
    legend: 'Klinischer Eindruck',
    hint: 'Kreuzen Sie mindestens eine Angabe an.',
    depression: 'Depression',
    anxiety: 'Angst',
    stress: 'Stress',
    other: 'Sonstiges',
    description: 'Anderen klinischen Eindruck beschreiben',
    descriptionRequired: 'Beschreiben Sie den anderen klinischen Eindruck.',
  },
  incomplete: {
    title: 'Die Einschätzung ist nicht vollständig',
    nothingSent: 'Es wurde nichts gespeichert.',
    items_one: '{{count}} Frage ist noch nicht beantwortet.',
    items_other: '{{count}} Fragen sind noch nicht beantwortet.',
    impression: 'Kreuzen Sie mindestens einen klinischen Eindruck an.',
    description: 'Beschreiben Sie den anderen klinischen Eindruck oder entfernen Sie das Häkchen bei „Sonstiges“.',
  },
  save: 'Einschätzung speichern',
  saved: 'Gespeichert',
  changed: 'Änderungen nicht gespeichert',
  notSaved: 'Noch nicht gespeichert',
  saveError: 'Die Einschätzung der psychischen Gesundheit konnte nicht gespeichert werden.',
  saveErrorDetail: 'Ihre Antworten bleiben erhalten. Versuchen Sie erneut zu speichern.',
  finishing: { label: 'PHQ-9, GAD-7 und klinischer Eindruck: ausfüllen und speichern' },
};
