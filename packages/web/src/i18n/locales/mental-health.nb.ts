import type { FullCatalogue } from '../catalogue';
import type { mentalHealthMessages } from './mental-health.en';

/** The UK mental-health score in Norwegian: the `mentalHealth` block of ./nb.ts (see ./mental-health.en.ts). */
export const nbMentalHealthMessages: FullCatalogue<typeof mentalHealthMessages> = {
  title: 'Kartlegging av psykisk helse',
  intro:
    'Gå gjennom PHQ-9 og GAD-7 med pasienten og før inn din kliniske vurdering. Konsultasjonen kan ikke avsluttes før kartleggingen er lagret.',
  loading: 'Henter kartleggingen av psykisk helse',
  loadErrorTitle: 'Kunne ikke hente kartleggingen av psykisk helse',
  loadError: 'Den lagrede kartleggingen kunne ikke hentes. Prøv igjen om litt.',
  phq9: {
    legend: 'PHQ-9 (depresjon)',
    total: 'PHQ-9 totalt: {{total}} ({{band}})',
    partial: 'PHQ-9 så langt: {{total}} ({{answered}} av {{of}} spørsmål besvart)',
    selfHarm:
      'Spørsmål 9 er besvart med mer enn «Ikke i det hele tatt»: vurder selvmordsrisiko før konsultasjonen avsluttes.',
  },
  gad7: {
    legend: 'GAD-7 (angst)',
    total: 'GAD-7 totalt: {{total}} ({{band}})',
    partial: 'GAD-7 så langt: {{total}} ({{answered}} av {{of}} spørsmål besvart)',
  },
  itemRequired: 'Velg et svar',
  impressions: {
    legend: 'Klinisk vurdering',
    hint: 'Kryss av for minst én.',
    depression: 'Depresjon',
    anxiety: 'Angst',
    stress: 'Stress',
    other: 'Annet',
    description: 'Beskriv den andre kliniske vurderingen',
    descriptionRequired: 'Beskriv den andre kliniske vurderingen.',
  },
  incomplete: {
    title: 'Kartleggingen er ikke fullstendig',
    nothingSent: 'Ingenting er lagret.',
    items_one: '{{count}} spørsmål er ubesvart.',
    items_other: '{{count}} spørsmål er ubesvart.',
    impression: 'Kryss av for minst én klinisk vurdering.',
    description: 'Beskriv den andre kliniske vurderingen, eller fjern krysset for Annet.',
  },
  save: 'Lagre kartleggingen',
  saved: 'Lagret',
  changed: 'Endringene er ikke lagret',
  notSaved: 'Ikke lagret ennå',
  saveError: 'Kartleggingen av psykisk helse kunne ikke lagres.',
  saveErrorDetail: 'Svarene dine er der fortsatt. Prøv å lagre igjen.',
  finishing: { label: 'PHQ-9, GAD-7 og klinisk vurdering må fylles ut og lagres' },
};
