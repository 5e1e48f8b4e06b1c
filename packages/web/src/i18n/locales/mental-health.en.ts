/**
 * The UK mental-health score (issue 19; seed 002 §3, §5, §8): the `mentalHealth` block of ./en.ts. The PHQ-9 and
 * GAD-7 items themselves are the published wording of each language, kept with the instruments in the domain
 * (self-assessments/instruments); these are the words around them.
 */
export const mentalHealthMessages = {
  title: 'Mental health score',
  intro:
    'Go through PHQ-9 and GAD-7 with the patient and record your clinical impression. The consultation cannot be ended until the score is saved.',
  loading: 'Loading the mental health score',
  loadErrorTitle: 'Could not load the mental health score',
  loadError: 'The saved score could not be loaded. Try again in a moment.',
  phq9: {
    legend: 'PHQ-9 (depression)',
    total: 'PHQ-9 total: {{total}} ({{band}})',
    partial: 'PHQ-9 total so far: {{total}} ({{answered}} of {{of}} questions answered)',
    selfHarm:
      'Question 9 is answered above “Not at all”: assess the patient’s risk of self-harm before the consultation ends.',
  },
  gad7: {
    legend: 'GAD-7 (anxiety)',
    total: 'GAD-7 total: {{total}} ({{band}})',
    partial: 'GAD-7 total so far: {{total}} ({{answered}} of {{of}} questions answered)',
  },
  itemRequired: 'Choose an answer',
  impressions: {
    legend: 'Clinical impression',
    hint: 'Tick at least one.',
    depression: 'Depression',
    anxiety: 'Anxiety',
    stress: 'Stress',
    other: 'Other',
    description: 'Describe the other clinical impression',
    descriptionRequired: 'Describe the other clinical impression.',
  },
  incomplete: {
    title: 'The mental health score is not complete',
    nothingSent: 'Nothing has been saved.',
    items_one: 'Answer the {{count}} remaining question.',
    items_other: 'Answer the {{count}} remaining questions.',
    impression: 'Tick at least one clinical impression.',
    description: 'Describe the other clinical impression, or untick Other.',
  },
  save: 'Save score',
  saved: 'Saved',
  changed: 'Changes not saved',
  notSaved: 'Not saved yet',
  saveError: 'Could not formulate UK Mental Health Score',
  saveErrorDetail: 'Your answers are still here. Try saving again.',
  finishing: { label: 'PHQ-9, GAD-7 and clinical impression to complete and save' },
};
