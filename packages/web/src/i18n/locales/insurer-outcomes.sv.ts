import type { FullCatalogue } from '../catalogue';
import type { insurerOutcomesMessages } from './insurer-outcomes.en';

/** Vitality's outcomes in Swedish: the `insurerOutcomes` block of ./sv.ts (see ./insurer-outcomes.en.ts). */
export const svInsurerOutcomesMessages: FullCatalogue<typeof insurerOutcomesMessages> = {
  title: 'Utfall till Vitality',
  intro:
    'Välj utfall för varje avsnitt och besvara Vitalitys frågor. Besöket kan inte avslutas förrän alla utfall är beräknade.',
  section: 'Vitality',
  loading: 'Hämtar utfallen till Vitality',
  loadErrorTitle: 'Kunde inte hämta utfallen till Vitality',
  loadError: 'Vitality gick inte att nå. Inget har gått förlorat – försök igen.',
  sections: {
    INFO_FOR_VITALITY: 'Information till Vitality',
    HISTORY_OF_PRESENTING_COMPLAINT: 'Aktuell sjukhistoria',
    EXAMINATION_FINDINGS: 'Undersökningsfynd',
    MANAGEMENT_PLAN: 'Planering',
    other: 'Övriga utfall',
  },
  sectionGroup: 'Utfall: {{section}}',
  none: 'Inget utfall valt ännu.',
  names: {
    'Referral to Vitality': 'Remiss till Vitality',
    'Routine Referral to Consultant': 'Remiss till specialist, ej brådskande',
    'Suspected Cancer': 'Misstänkt cancer',
    'Referral to Alternative therapies': 'Remiss till alternativ behandling',
    'Referral to Physiotherapy Partner': 'Remiss till fysioterapeut (partner)',
  },
  subOutcomes: {
    'Discuss Policy': 'Diskutera försäkringen',
    'Personal Details Update': 'Uppdatering av personuppgifter',
    'Patient wants Lifestyle surgeries': 'Patienten önskar livsstilskirurgi',
  },
  status: {
    Accept: 'Godkänt',
    Decline: 'Preliminärt avslag',
    MoreInfo: 'Mer information',
    Refer: 'Hänvisa till Vitality',
  },
  awaitingAnswers: 'Väntar på svar',
  choose: {
    outcome: 'Utfall',
    outcomePlaceholder: 'Välj utfall',
    subOutcome: 'Delutfall',
    subOutcomePlaceholder: 'Välj delutfall',
    submit: 'Välj utfall',
    outcomeRequired: 'Välj ett utfall först.',
    subOutcomeRequired: 'Välj ett delutfall.',
    sending: 'Skickar utfallet till Vitality …',
  },
  rule: {
    unnamed: 'Fråga från Vitality {{id}}',
    overridden: 'Behövs inte: Vitality har åsidosatt frågan.',
    yes: 'Ja',
    no: 'Nej',
  },
  selfPay: 'Betalar själv',
  remove: 'Ta bort',
  saving: 'Sparar hos Vitality …',
  errors: {
    insurer_unavailable: 'Vitality gick inte att nå. Inget ändrades – försök igen.',
    outcome_not_allowed: 'Vitality tillåter inte det här utfallet i det här avsnittet.',
    other: 'Ändringen kunde inte sparas. Försök igen.',
    tryAgain: 'Försök igen',
  },
  email: {
    label: 'Försäkringstagarens e-postadress',
    hint: 'Vitality skickar sammanfattningen av utfallet till huvudförsäkringstagaren på den här adressen.',
    save: 'Spara',
    saved: 'Sparad',
    notSaved: 'Inte sparad',
    loading: 'Hämtar försäkringstagarens e-postadress',
    loadErrorTitle: 'Kunde inte hämta försäkringstagarens e-postadress',
    invalid: 'Ange en giltig e-postadress, till exempel namn@exempel.se.',
    unavailable: 'Vitality gick inte att nå. E-postadressen sparades inte – försök igen.',
    failed: 'E-postadressen kunde inte sparas. Försök igen.',
  },
  markers: {
    'accident-cause-missing': 'Olycksorsak',
    'body-area-missing': 'Kroppsområde',
    'calculated-outcomes-missing': 'Alla utfall besvarade (beräknade)',
    'invalid-account-holder-email': 'En giltig e-postadress till försäkringstagaren',
    'invalid-icd10-selection': 'En giltig ICD-10-diagnos',
  },
  finishing: {
    sending: 'Skickar rapporten till Vitality …',
    traumaticInjuryTitle: 'Sammanfattningen av utfallet har makulerats',
    traumaticInjury:
      'Traumatisk skada registrerad: sammanfattningen av utfallet till huvudförsäkringstagaren har makulerats. Avsluta igen för att skicka rapporten till Vitality.',
    unavailableTitle: 'Vitality gick inte att nå',
    unavailable: 'Vitality gick inte att nå. Inget skickades och besöket är fortfarande öppet – försök igen.',
    reportFailedTitle: 'Rapporten till Vitality misslyckades',
    reportFailed:
      'Rapporten till Vitality kunde inte sammanställas. Besöket är fortfarande öppet; kontakta support om felet kvarstår.',
  },
};
