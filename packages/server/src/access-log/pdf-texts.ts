import type { AccessLogPart, Locale, Profession } from '@konsult/domain';

/**
 * The extract's words in each language: it is handed to the patient, in the language of the market that hands it
 * over (the auditor's). Written as a records office in that country writes them.
 */
export type AccessLogPdfTexts = {
  title: string;
  intro: string;
  patient: string;
  idNumber: string;
  period: string;
  printed: string;
  page: (page: number, pages: number) => string;
  columns: { at: string; who: string; part: string; outcome: string; reason: string };
  empty: string;
  patientSelf: string;
  unknown: string;
  professions: Record<Profession, string>;
  outcomes: { success: string; denied: string; failure: string };
  grounds: { care: string; emergency: string };
  parts: Record<AccessLogPart, string>;
  footnote: string;
};

export const ACCESS_LOG_PDF_TEXTS: Record<Locale, AccessLogPdfTexts> = {
  en: {
    title: 'Record access log',
    intro: 'Everyone who opened or tried to open your health record in the period below, and why they could.',
    patient: 'Patient',
    idNumber: 'ID number',
    period: 'Period',
    printed: 'Printed',
    page: (page, pages) => `Page ${page} of ${pages}`,
    columns: { at: 'Time', who: 'Who', part: 'Part of the record', outcome: 'Access', reason: 'Reason given' },
    empty: 'Nobody opened your record in this period.',
    patientSelf: 'You (your own link)',
    unknown: 'Unknown',
    professions: { DOCTOR: 'Doctor', NURSE: 'Nurse', PSYCHOLOGIST: 'Psychologist' },
    outcomes: { success: 'Opened', denied: 'Refused', failure: 'Failed' },
    grounds: { care: 'care relationship', emergency: 'emergency access' },
    parts: {
      meeting: 'Consultation',
      record: 'Health record',
      medications: 'Medications',
      vaccinations: 'Vaccinations',
      'lab-results': 'Test results',
      documents: 'Documents',
      messages: 'Messages',
      'self-assessments': 'Questionnaires and photos',
      referrals: 'Referrals and bookings',
      'patient-link': 'Your link to the consultation',
      'emergency-access': 'Emergency access',
      search: 'Search by ID number',
      'access-log': 'This access log',
      other: 'Other',
    },
    footnote:
      'Emergency access is used when someone needs your record without an existing care relationship; they must give a reason, and it is reviewed.',
  },
  sv: {
    title: 'Loggutdrag',
    intro:
      'Alla som har öppnat eller försökt öppna din journal under perioden nedan, och på vilken grund de kunde göra det.',
    patient: 'Patient',
    idNumber: 'Personnummer',
    period: 'Period',
    printed: 'Utskrivet',
    page: (page, pages) => `Sida ${page} av ${pages}`,
    columns: { at: 'Tidpunkt', who: 'Vem', part: 'Del av journalen', outcome: 'Åtkomst', reason: 'Angivet skäl' },
    empty: 'Ingen har öppnat din journal under perioden.',
    patientSelf: 'Du själv (din länk)',
    unknown: 'Okänd',
    professions: { DOCTOR: 'Läkare', NURSE: 'Sjuksköterska', PSYCHOLOGIST: 'Psykolog' },
    outcomes: { success: 'Öppnad', denied: 'Nekad', failure: 'Misslyckad' },
    grounds: { care: 'vårdrelation', emergency: 'nödåtkomst' },
    parts: {
      meeting: 'Vårdmöte',
      record: 'Journal',
      medications: 'Läkemedel',
      vaccinations: 'Vaccinationer',
      'lab-results': 'Provsvar',
      documents: 'Dokument',
      messages: 'Meddelanden',
      'self-assessments': 'Formulär och bilder',
      referrals: 'Remisser och bokningar',
      'patient-link': 'Din länk till vårdmötet',
      'emergency-access': 'Nödåtkomst',
      search: 'Sökning på personnummer',
      'access-log': 'Detta loggutdrag',
      other: 'Övrigt',
    },
    footnote:
      'Nödåtkomst används när någon behöver din journal utan att ha en vårdrelation med dig. Skälet ska anges och åtkomsten granskas i efterhand.',
  },
  nb: {
    title: 'Logg over innsyn i journalen',
    intro: 'Alle som har åpnet eller forsøkt å åpne journalen din i perioden nedenfor, og på hvilket grunnlag.',
    patient: 'Pasient',
    idNumber: 'Fødselsnummer',
    period: 'Periode',
    printed: 'Skrevet ut',
    page: (page, pages) => `Side ${page} av ${pages}`,
    columns: { at: 'Tidspunkt', who: 'Hvem', part: 'Del av journalen', outcome: 'Tilgang', reason: 'Oppgitt grunn' },
    empty: 'Ingen har åpnet journalen din i perioden.',
    patientSelf: 'Deg selv (din lenke)',
    unknown: 'Ukjent',
    professions: { DOCTOR: 'Lege', NURSE: 'Sykepleier', PSYCHOLOGIST: 'Psykolog' },
    outcomes: { success: 'Åpnet', denied: 'Avvist', failure: 'Mislyktes' },
    grounds: { care: 'behandlingsrelasjon', emergency: 'akuttilgang («blålys»)' },
    parts: {
      meeting: 'Konsultasjon',
      record: 'Journal',
      medications: 'Legemidler',
      vaccinations: 'Vaksiner',
      'lab-results': 'Prøvesvar',
      documents: 'Dokumenter',
      messages: 'Meldinger',
      'self-assessments': 'Skjemaer og bilder',
      referrals: 'Henvisninger og timebestillinger',
      'patient-link': 'Din lenke til konsultasjonen',
      'emergency-access': 'Akuttilgang',
      search: 'Søk på fødselsnummer',
      'access-log': 'Denne loggen',
      other: 'Annet',
    },
    footnote:
      'Akuttilgang brukes når noen trenger journalen din uten å ha en behandlingsrelasjon til deg. Grunnen må oppgis, og tilgangen blir kontrollert i etterkant.',
  },
  fr: {
    title: 'Historique des accès au dossier médical',
    intro:
      'Toutes les personnes qui ont consulté ou tenté de consulter votre dossier médical pendant la période indiquée, et à quel titre.',
    patient: 'Patient',
    idNumber: 'N° de sécurité sociale',
    period: 'Période',
    printed: 'Édité le',
    page: (page, pages) => `Page ${page} sur ${pages}`,
    columns: { at: 'Date et heure', who: 'Qui', part: 'Partie du dossier', outcome: 'Accès', reason: 'Motif indiqué' },
    empty: "Personne n'a consulté votre dossier pendant cette période.",
    patientSelf: 'Vous-même (votre lien)',
    unknown: 'Inconnu',
    professions: { DOCTOR: 'Médecin', NURSE: 'Infirmier/ère', PSYCHOLOGIST: 'Psychologue' },
    outcomes: { success: 'Consulté', denied: 'Refusé', failure: 'Échec' },
    grounds: { care: 'prise en charge', emergency: "accès d'urgence (bris de glace)" },
    parts: {
      meeting: 'Consultation',
      record: 'Dossier médical',
      medications: 'Traitements',
      vaccinations: 'Vaccinations',
      'lab-results': "Résultats d'analyses",
      documents: 'Documents',
      messages: 'Messages',
      'self-assessments': 'Questionnaires et photos',
      referrals: 'Orientations et rendez-vous',
      'patient-link': 'Votre lien vers la consultation',
      'emergency-access': "Accès d'urgence",
      search: 'Recherche par numéro',
      'access-log': 'Cet historique',
      other: 'Autre',
    },
    footnote:
      "L'accès d'urgence permet à un soignant sans prise en charge en cours d'ouvrir votre dossier ; il doit en indiquer le motif, qui est contrôlé a posteriori.",
  },
  de: {
    title: 'Protokoll der Zugriffe auf die Patientenakte',
    intro:
      'Alle, die Ihre Patientenakte im unten genannten Zeitraum geöffnet haben oder öffnen wollten, und auf welcher Grundlage.',
    patient: 'Patient/in',
    idNumber: 'Versichertennummer',
    period: 'Zeitraum',
    printed: 'Erstellt am',
    page: (page, pages) => `Seite ${page} von ${pages}`,
    columns: { at: 'Zeitpunkt', who: 'Wer', part: 'Teil der Akte', outcome: 'Zugriff', reason: 'Angegebener Grund' },
    empty: 'Niemand hat Ihre Akte in diesem Zeitraum geöffnet.',
    patientSelf: 'Sie selbst (Ihr Link)',
    unknown: 'Unbekannt',
    professions: { DOCTOR: 'Ärztin/Arzt', NURSE: 'Pflegefachkraft', PSYCHOLOGIST: 'Psychologin/Psychologe' },
    outcomes: { success: 'Geöffnet', denied: 'Abgelehnt', failure: 'Fehlgeschlagen' },
    grounds: { care: 'Behandlungsverhältnis', emergency: 'Notfallzugriff' },
    parts: {
      meeting: 'Konsultation',
      record: 'Patientenakte',
      medications: 'Medikation',
      vaccinations: 'Impfungen',
      'lab-results': 'Laborbefunde',
      documents: 'Dokumente',
      messages: 'Nachrichten',
      'self-assessments': 'Fragebögen und Fotos',
      referrals: 'Überweisungen und Termine',
      'patient-link': 'Ihr Link zur Konsultation',
      'emergency-access': 'Notfallzugriff',
      search: 'Suche nach Versichertennummer',
      'access-log': 'Dieses Protokoll',
      other: 'Sonstiges',
    },
    footnote:
      'Ein Notfallzugriff erlaubt Behandelnden ohne bestehendes Behandlungsverhältnis den Blick in Ihre Akte; der Grund muss angegeben werden und wird nachträglich geprüft.',
  },
};
