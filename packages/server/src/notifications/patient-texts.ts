import { type Country, DEFAULT_LOCALE, type Locale } from '@konsult/domain';

/**
 * What a patient reads on their phone about their meeting, in the meeting's market language: the SMS with the
 * one-time link, and the notification that the clinician is calling. Written as a clinic there texts its patients;
 * a link goes last so nothing is taken for part of it.
 */
export type PatientNotificationTexts = {
  oneTimeLink: (url: string) => string;
  calling: (clinicianName: string) => string;
};

export const PATIENT_NOTIFICATION_TEXTS: Record<Locale, PatientNotificationTexts> = {
  en: {
    oneTimeLink: (url) =>
      `Your clinician is ready for your konsult appointment. The link is for you only; please do not share it. Join here: ${url}`,
    calling: (name) => `${name} is calling you now for your konsult appointment.`,
  },
  sv: {
    oneTimeLink: (url) =>
      `Din vårdgivare är redo för ditt videobesök hos konsult. Länken är personlig, dela den inte med någon. Anslut här: ${url}`,
    calling: (name) => `${name} ringer dig nu för ditt videobesök hos konsult.`,
  },
  nb: {
    oneTimeLink: (url) =>
      `Behandleren din er klar for videotimen din hos konsult. Lenken er personlig, ikke del den med andre. Bli med her: ${url}`,
    calling: (name) => `${name} ringer deg nå til videotimen din hos konsult.`,
  },
  fr: {
    oneTimeLink: (url) =>
      `Votre professionnel de santé vous attend pour votre téléconsultation konsult. Ce lien est personnel, ne le partagez pas. Rejoindre la consultation : ${url}`,
    calling: (name) => `${name} vous appelle maintenant pour votre téléconsultation konsult.`,
  },
  de: {
    oneTimeLink: (url) =>
      `Ihre Praxis ist bereit für Ihre Videosprechstunde bei konsult. Der Link gilt nur für Sie, bitte geben Sie ihn nicht weiter. Hier teilnehmen: ${url}`,
    calling: (name) => `${name} ruft Sie jetzt zu Ihrer Videosprechstunde bei konsult an.`,
  },
};

/** The texts of a meeting in the market (the patient's country). */
export const patientNotificationTexts = (country: Country): PatientNotificationTexts =>
  PATIENT_NOTIFICATION_TEXTS[DEFAULT_LOCALE[country]];
