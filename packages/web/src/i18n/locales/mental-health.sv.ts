import type { FullCatalogue } from '../catalogue';
import type { mentalHealthMessages } from './mental-health.en';

/** The UK mental-health score in Swedish: the `mentalHealth` block of ./sv.ts (see ./mental-health.en.ts). */
export const svMentalHealthMessages: FullCatalogue<typeof mentalHealthMessages> = {
  title: 'Skattning av psykisk hälsa',
  intro:
    'Gå igenom PHQ-9 och GAD-7 med patienten och ange din kliniska bedömning. Besöket kan inte avslutas förrän skattningen är sparad.',
  loading: 'Hämtar skattningen av psykisk hälsa',
  loadErrorTitle: 'Kunde inte hämta skattningen av psykisk hälsa',
  loadError: 'Den sparade skattningen kunde inte hämtas. Försök igen om en stund.',
  phq9: {
    legend: 'PHQ-9 (depression)',
    total: 'PHQ-9 totalt: {{total}} ({{band}})',
    partial: 'PHQ-9 hittills: {{total}} ({{answered}} av {{of}} frågor besvarade)',
    selfHarm: 'Fråga 9 är besvarad med mer än ”Inte alls”: bedöm suicidrisken innan besöket avslutas.',
  },
  gad7: {
    legend: 'GAD-7 (ångest)',
    total: 'GAD-7 totalt: {{total}} ({{band}})',
    partial: 'GAD-7 hittills: {{total}} ({{answered}} av {{of}} frågor besvarade)',
  },
  itemRequired: 'Välj ett svar',
  impressions: {
    legend: 'Klinisk bedömning',
    hint: 'Markera minst ett alternativ.',
    depression: 'Depression',
    anxiety: 'Ångest',
    stress: 'Stress',
    other: 'Annat',
    description: 'Beskriv den andra kliniska bedömningen',
    descriptionRequired: 'Beskriv den andra kliniska bedömningen.',
  },
  incomplete: {
    title: 'Skattningen är inte komplett',
    nothingSent: 'Inget har sparats.',
    items_one: '{{count}} fråga är obesvarad.',
    items_other: '{{count}} frågor är obesvarade.',
    impression: 'Markera minst en klinisk bedömning.',
    description: 'Beskriv den andra kliniska bedömningen, eller avmarkera Annat.',
  },
  save: 'Spara skattningen',
  saved: 'Sparad',
  changed: 'Ändringarna är inte sparade',
  notSaved: 'Inte sparad ännu',
  saveError: 'Skattningen av psykisk hälsa kunde inte sparas.',
  saveErrorDetail: 'Dina svar finns kvar. Försök spara igen.',
  finishing: { label: 'PHQ-9, GAD-7 och klinisk bedömning ska fyllas i och sparas' },
};
