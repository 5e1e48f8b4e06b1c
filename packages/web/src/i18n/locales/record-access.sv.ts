import type { FullCatalogue } from '../catalogue';
import type { accessLogMessages, emergencyAccessMessages, patientSearchMessages } from './record-access.en';

/** Patient search, emergency access and the access log in Swedish (see ./record-access.en.ts). */
export const svPatientSearchMessages: FullCatalogue<typeof patientSearchMessages> = {
  title: 'Sök patient',
  idNumber: {
    SE: 'Personnummer',
    GB: 'NHS-nummer',
    NO: 'Fødselsnummer',
    FR: 'NIR',
    DE: 'Sjukförsäkringsnummer',
  },
  submit: 'Sök',
  required: 'Skriv hela numret du vill söka på.',
  invalidNumber: 'Numret är inte giltigt. Kontrollera det och sök igen.',
  results: 'Sökresultat',
  hitDetails: '{{idNumber}} · född {{dob}}',
  noHit: 'Ingen patient med det numret.',
  error: {
    title: 'Sökningen misslyckades',
    message: 'Kontrollera anslutningen och försök igen.',
  },
};

export const svEmergencyAccessMessages: FullCatalogue<typeof emergencyAccessMessages> = {
  open: 'Nödåtkomst…',
  openRecord: 'Öppna journalen',
  inForce: 'Nödåtkomst',
  noCareRelationship: 'Du har ingen vårdrelation med patienten.',
  noCareRelationshipPage: {
    title: 'Du har ingen vårdrelation med patienten',
    message:
      'Om patienten behöver vård nu och du inte kan vänta på en kollega med vårdrelation kan du öppna journalen med nödåtkomst. Den gäller en begränsad tid och allt du öppnar loggas tillsammans med ditt skäl.',
  },
  checking: 'Kontrollerar din åtkomst till journalen',
  checkFailed: {
    title: 'Kunde inte kontrollera din åtkomst till journalen',
    message: 'Kontrollera anslutningen och försök igen.',
  },
  dialog: {
    title: 'Nödåtkomst',
    explanation:
      'Använd nödåtkomst bara när patienten behöver vård och journalen inte kan nås på annat sätt. Åtkomsten gäller en begränsad tid. Allt du öppnar loggas tillsammans med ditt skäl och kan granskas.',
    reason: 'Skäl till nödåtkomst',
    reasonCount: '{{length}} av högst {{max}} tecken (minst {{min}})',
    tooShort: 'Skriv ett skäl på minst {{min}} tecken.',
    confirm: 'Öppna journalen med nödåtkomst',
    failed: {
      title: 'Nödåtkomsten öppnades inte',
      invalid: 'Skälet ska vara {{min}}–{{max}} tecken. Din text finns kvar.',
      notFound: 'Patienten hittades inte, eller så kan ditt konto inte använda nödåtkomst.',
      general: 'Något gick fel. Din text finns kvar: försök igen.',
    },
  },
  banner: {
    title: 'Nödåtkomst',
    message: 'Nödåtkomst till kl. {{time}}. Ditt skäl: ”{{reason}}” Allt du öppnar loggas.',
  },
};

export const svAccessLogMessages: FullCatalogue<typeof accessLogMessages> = {
  title: 'Loggutdrag',
  intro:
    'Sök patienten, välj en period och se alla som har öppnat patientens journal. Utdraget kan laddas ner som PDF och lämnas till patienten.',
  showForPatient: 'Visa loggutdrag',
  forPatient: 'Loggutdrag för {{name}}, {{idNumber}}',
  range: {
    from: 'Från',
    to: 'Till',
    show: 'Visa',
    invalidDate: 'Ange ett datum.',
    toBeforeFrom: 'Slutdatumet måste vara samma dag som startdatumet eller senare.',
    tooLong: 'Välj en period på högst {{max}} dagar.',
  },
  loading: 'Laddar loggutdraget',
  error: {
    title: 'Kunde inte ladda loggutdraget',
    message: 'Kontrollera anslutningen och försök igen.',
  },
  empty: 'Ingen har öppnat patientens journal under perioden.',
  downloadPdf: 'Ladda ner PDF',
  table: {
    caption: 'Åtkomster till journalen för {{name}}, {{from}}–{{to}}, äldst först',
    time: 'Tid',
    who: 'Vem',
    part: 'Del av journalen',
    outcome: 'Utfall',
    ground: 'Grund',
    reason: 'Skäl',
  },
  actor: {
    staff: '{{name}}, {{profession}}',
    patient: 'Patienten (egen länk)',
    unknown: 'Okänd',
  },
  profession: { DOCTOR: 'läkare', NURSE: 'sjuksköterska', PSYCHOLOGIST: 'psykolog' },
  part: {
    meeting: 'Möte',
    record: 'Journalanteckningar',
    medications: 'Läkemedelslista',
    vaccinations: 'Vaccinationer',
    'lab-results': 'Provsvar',
    documents: 'Dokument',
    messages: 'Meddelanden',
    'self-assessments': 'Självskattningar',
    referrals: 'Remisser',
    'patient-link': 'Patientlänk',
    'emergency-access': 'Nödåtkomst',
    search: 'Patientsökning',
    'access-log': 'Loggutdrag',
    other: 'Övrigt',
  },
  outcome: { success: 'Åtkomst', denied: 'Nekad', failure: 'Misslyckad' },
  ground: { care: 'Vårdrelation', emergency: 'Nödåtkomst', none: '—' },
};
