import type { FullCatalogue } from '../catalogue';
import type { insurerOutcomesMessages } from './insurer-outcomes.en';

/** Vitality's outcomes in Norwegian: the `insurerOutcomes` block of ./nb.ts (see ./insurer-outcomes.en.ts). */
export const nbInsurerOutcomesMessages: FullCatalogue<typeof insurerOutcomesMessages> = {
  title: 'Utfall til Vitality',
  intro:
    'Velg utfall for hver del og svar på spørsmålene fra Vitality. Konsultasjonen kan ikke avsluttes før alle utfall er beregnet.',
  section: 'Vitality',
  loading: 'Henter utfallene til Vitality',
  loadErrorTitle: 'Kunne ikke hente utfallene til Vitality',
  loadError: 'Fikk ikke kontakt med Vitality. Ingenting er tapt – prøv igjen.',
  sections: {
    INFO_FOR_VITALITY: 'Informasjon til Vitality',
    HISTORY_OF_PRESENTING_COMPLAINT: 'Aktuell sykehistorie',
    EXAMINATION_FINDINGS: 'Funn ved undersøkelse',
    MANAGEMENT_PLAN: 'Plan',
    other: 'Andre utfall',
  },
  sectionGroup: 'Utfall: {{section}}',
  none: 'Ingen utfall valgt ennå.',
  names: {
    'Referral to Vitality': 'Henvisning til Vitality',
    'Routine Referral to Consultant': 'Henvisning til spesialist, ikke hastende',
    'Suspected Cancer': 'Mistenkt kreft',
    'Referral to Alternative therapies': 'Henvisning til alternativ behandling',
    'Referral to Physiotherapy Partner': 'Henvisning til fysioterapeut (partner)',
  },
  subOutcomes: {
    'Discuss Policy': 'Diskutere forsikringen',
    'Personal Details Update': 'Oppdatering av personopplysninger',
    'Patient wants Lifestyle surgeries': 'Pasienten ønsker livsstilskirurgi',
  },
  status: {
    Accept: 'Godkjent',
    Decline: 'Foreløpig avslag',
    MoreInfo: 'Mer informasjon',
    Refer: 'Henvis til Vitality',
  },
  awaitingAnswers: 'Venter på svar',
  choose: {
    outcome: 'Utfall',
    outcomePlaceholder: 'Velg utfall',
    subOutcome: 'Delutfall',
    subOutcomePlaceholder: 'Velg delutfall',
    submit: 'Velg utfall',
    outcomeRequired: 'Velg et utfall først.',
    subOutcomeRequired: 'Velg et delutfall.',
    sending: 'Sender utfallet til Vitality …',
  },
  rule: {
    unnamed: 'Spørsmål fra Vitality {{id}}',
    overridden: 'Ikke nødvendig: Vitality har overstyrt spørsmålet.',
    yes: 'Ja',
    no: 'Nei',
  },
  selfPay: 'Betaler selv',
  remove: 'Fjern',
  saving: 'Lagrer hos Vitality …',
  errors: {
    insurer_unavailable: 'Fikk ikke kontakt med Vitality. Ingenting ble endret – prøv igjen.',
    outcome_not_allowed: 'Vitality tillater ikke dette utfallet i denne delen.',
    other: 'Endringen kunne ikke lagres. Prøv igjen.',
    tryAgain: 'Prøv igjen',
  },
  email: {
    label: 'Forsikringstakers e-postadresse',
    hint: 'Vitality sender sammendraget av utfallet til hovedforsikringstakeren på denne adressen.',
    save: 'Lagre',
    saved: 'Lagret',
    notSaved: 'Ikke lagret',
    loading: 'Henter forsikringstakers e-postadresse',
    loadErrorTitle: 'Kunne ikke hente forsikringstakers e-postadresse',
    invalid: 'Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.',
    unavailable: 'Fikk ikke kontakt med Vitality. E-postadressen ble ikke lagret – prøv igjen.',
    failed: 'E-postadressen kunne ikke lagres. Prøv igjen.',
  },
  markers: {
    'accident-cause-missing': 'Årsak til ulykken',
    'body-area-missing': 'Kroppsområde',
    'calculated-outcomes-missing': 'Alle utfall besvart (beregnet)',
    'invalid-account-holder-email': 'En gyldig e-postadresse til forsikringstakeren',
    'invalid-icd10-selection': 'En gyldig ICD-10-diagnose',
  },
  finishing: {
    sending: 'Sender rapporten til Vitality …',
    traumaticInjuryTitle: 'Sammendraget av utfallet er annullert',
    traumaticInjury:
      'Traumatisk skade registrert: sammendraget av utfallet til hovedforsikringstakeren er annullert. Avslutt på nytt for å sende rapporten til Vitality.',
    unavailableTitle: 'Fikk ikke kontakt med Vitality',
    unavailable:
      'Fikk ikke kontakt med Vitality. Ingenting ble sendt, og konsultasjonen er fortsatt åpen – prøv igjen.',
    reportFailedTitle: 'Rapporten til Vitality mislyktes',
    reportFailed:
      'Rapporten til Vitality kunne ikke settes sammen. Konsultasjonen er fortsatt åpen; kontakt support hvis feilen vedvarer.',
  },
};
