import type { FullCatalogue } from '../catalogue';
import type { ukPaygMessages } from './uk-payg-prescriptions.en';

/** The UK pay-as-you-go prescription in Swedish: the `ukPaygPrescriptions` block of ./sv.ts (see ./uk-payg-prescriptions.en.ts). */
export const svUkPaygMessages: FullCatalogue<typeof ukPaygMessages> = {
  steps: { instructions: 'Om receptet', upload: 'Ladda upp och kontrollera', done: 'Klart' },
  instructions: {
    what: 'Ett privatrecept (”pay-as-you-go”) går inte via NHS: patienten betalar själv läkemedlet på apoteket när hen hämtar ut det.',
    how: 'Skriv och signera receptet som vanligt, spara det som PDF och ladda upp det här. Du ser det innan det skickas: kontrollera signaturen och patientens namn.',
    signed: 'PDF:en måste vara det signerade receptet. Ett osignerat utkast lämnas inte ut på apoteket.',
    continue: 'Fortsätt',
  },
  upload: {
    file: 'Recept (PDF)',
    fileHint: 'En PDF på högst 10 MB.',
    uploading: 'PDF:en laddas upp…',
    tooLarge: 'Filen är för stor: högst 10 MB.',
    notPdf: 'Filen är ingen PDF.',
    failed: 'PDF:en kunde inte laddas upp. Kontrollera anslutningen och försök igen.',
    resumed:
      'Inte skickat ännu: den här pdf:en laddades upp tidigare. Kontrollera och skicka den, eller välj en annan fil.',
    retry: 'Försök igen',
  },
  preview: {
    title: 'Förhandsvisning av receptet (PDF)',
    open: 'Öppna PDF:en i en ny flik',
    pages_one: '{{count}} sida',
    pages_other: '{{count}} sidor',
  },
  verify: {
    signature: 'Signaturen kontrollerad',
    patientName: 'Patientens namn kontrollerat',
    hint: 'Kryssa i båda innan du skickar.',
  },
  send: 'Skicka till patienten',
  sendFailed: 'Receptet kunde inte skickas. Inget har gått till patienten; försök igen.',
  sent: 'Receptet är skickat. Patienten har det bland sina meddelanden och kan lämna in det på valfritt apotek.',
  findPharmacy: 'Hitta ett apotek nära patienten',
  mapBlocked: 'Kartan öppnades inte i en ny flik: öppna den här.',
  another: 'Ladda upp ett till recept',
  status: { UPLOADED: 'Ej skickat', SENT: 'Skickat' },
  takenAction: 'Privatrecept · {{file}}',
  pharmacies: {
    title: 'Apotek nära {{postcode}}',
    titleNoPostcode: 'Apotek',
    postcode: 'Postnummer',
    search: 'Sök',
    loading: 'Söker apotek',
    errorTitle: 'Kunde inte söka apotek',
    error: 'Apoteken kunde inte laddas. Försök igen om en stund.',
    notPlaced: 'Vi hittade inte {{postcode}}. Prova ett annat postnummer.',
    none: 'Inget apotek inom 32 km från {{postcode}}.',
    demoNote: 'Demolista över apotek; avstånden räknas från mitten av postnummerområdet.',
    map: 'Karta över apoteken nära {{postcode}}, närmast först',
    you: 'Patientens postnummerområde',
    distance: '{{km}} km',
    hours: 'Öppettider: {{hours}}',
  },
};
