import type { FullCatalogue } from '../catalogue';
import type { specialistReferralsMessages } from './specialist-referrals.en';

/** Die schwedische Facharztüberweisung auf Deutsch: der Block `specialistReferrals` von ./de.ts (siehe ./specialist-referrals.en.ts). */
export const deSpecialistReferralsMessages: FullCatalogue<typeof specialistReferralsMessages> = {
  formLabel: 'Facharztüberweisung',
  intro:
    'Überweisen Sie den Patienten zum Facharzt: Wählen Sie die Fachrichtung, dann eine Einrichtung, die sie annimmt, oder beschreiben Sie einen Facharzt, der nicht in der Liste steht.',
  loading: 'Fachrichtungen und Einrichtungen werden geladen',
  errorTitle: 'Die Einrichtungen konnten nicht geladen werden',
  error:
    'Die Liste der Fachrichtungen und Einrichtungen konnte nicht geladen werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
  type: 'Fachrichtung',
  typePlaceholder: 'Fachrichtung wählen',
  recipient: 'Überweisen an',
  recipientKind: {
    unit: 'Eine Einrichtung aus der Liste',
    external: 'Einen Facharzt außerhalb der Liste',
  },
  unit: 'Einrichtung',
  unitPlaceholder: 'Einrichtung wählen',
  noUnits:
    'Keine Einrichtung der Liste nimmt Überweisungen für {{type}} an. Beschreiben Sie stattdessen einen Facharzt außerhalb der Liste.',
  visitingAddress: 'Besucheradresse: {{address}}',
  external: 'Facharzt außerhalb der Liste',
  externalHint: 'Name, Praxis oder Klinik und Adresse des Facharztes',
  purposeTitle: 'Überweisungsgrund',
  purposeTitleHint: 'Eine kurze Überschrift: die Fragestellung an den Facharzt',
  purposeBody: 'Anamnese und Fragestellung',
  purposeBodyHint: 'Vorgeschichte, Befunde, bisherige Behandlung und was der Facharzt beurteilen soll',
  photos: {
    title: 'Fotos des Patienten',
    hint: 'Kreuzen Sie die Fotos an, die mit der Überweisung gehen sollen.',
    loading: 'Die Fotos des Patienten werden geladen',
    errorTitle: 'Die Fotos konnten nicht geladen werden',
    error: 'Die Überweisung kann ohne Fotos gesendet werden, oder versuchen Sie es erneut.',
    none: 'Der Patient hat für diesen Termin keine Fotos gesendet.',
    photo: 'Foto {{number}} von {{count}}, gesendet {{when}}',
  },
  readJournalConsent: 'Der Patient willigt ein, dass der Facharzt die Patientenakte einsieht',
  useFreeChoiceOfCare: 'Der Patient hat die Einrichtung selbst gewählt (freie Arztwahl)',
  infoToAdmin: 'Hinweis an die Verwaltung der Einrichtung',
  infoToAdminHint: 'Für die Terminvergabe, z. B. Dolmetscher nötig, Zeiten, die dem Patienten passen',
  submit: 'Überweisung senden',
  sent: 'Die Überweisung an {{recipient}} wurde gesendet.',
  issues: {
    type: 'Wählen Sie eine Fachrichtung.',
    unit: 'Wählen Sie eine Einrichtung.',
    external: 'Beschreiben Sie den Facharzt (höchstens 1.000 Zeichen).',
    purposeTitle: 'Geben Sie den Überweisungsgrund an (höchstens 200 Zeichen).',
    purposeBody: 'Schreiben Sie Anamnese und Fragestellung (höchstens 5.000 Zeichen).',
    infoToAdmin: 'Höchstens 1.000 Zeichen.',
  },
  refused: {
    unit_does_not_receive_type:
      'Die Einrichtung nimmt für diese Fachrichtung keine Überweisungen an. Wählen Sie eine andere.',
    unknown_unit: 'Die Einrichtung nimmt keine Überweisungen mehr an. Wählen Sie eine andere.',
    image_not_of_meeting: 'Ein gewähltes Foto gehört nicht zu diesem Termin. Wählen Sie die Fotos erneut.',
    forbidden: 'Nur Ärztinnen und Ärzte können Facharztüberweisungen senden.',
    other:
      'Die Überweisung wurde nicht gesendet. Ihre Eingaben bleiben erhalten: Prüfen Sie die Verbindung und versuchen Sie es erneut.',
  },
  meeting: {
    title: 'In diesem Termin gesendete Überweisungen',
    loading: 'Überweisungen werden geladen',
    errorTitle: 'Die Überweisungen konnten nicht geladen werden',
    error: 'Prüfen Sie die Verbindung und versuchen Sie es erneut.',
    none: 'In diesem Termin wurde noch keine Überweisung gesendet.',
    sentBy: 'Gesendet von {{name}}, {{when}}',
    externalRecipient: 'Außerhalb der Liste: {{info}}',
    openPdf: 'PDF öffnen',
  },
  types: {
    dermatology: 'Dermatologie und Venerologie',
    ent: 'Hals-Nasen-Ohren-Heilkunde',
    orthopaedics: 'Orthopädie',
    gynaecology: 'Gynäkologie',
    cardiology: 'Kardiologie',
    gastroenterology: 'Gastroenterologie',
    urology: 'Urologie',
    ophthalmology: 'Augenheilkunde',
    neurology: 'Neurologie',
    rheumatology: 'Rheumatologie',
    endocrinology: 'Endokrinologie',
    psychiatry: 'Psychiatrie',
  },
};
