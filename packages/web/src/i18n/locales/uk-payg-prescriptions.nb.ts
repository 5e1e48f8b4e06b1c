import type { FullCatalogue } from '../catalogue';
import type { ukPaygMessages } from './uk-payg-prescriptions.en';

/** The UK pay-as-you-go prescription in Norwegian: the `ukPaygPrescriptions` block of ./nb.ts (see ./uk-payg-prescriptions.en.ts). */
export const nbUkPaygMessages: FullCatalogue<typeof ukPaygMessages> = {
  steps: { instructions: 'Om resepten', upload: 'Last opp og kontroller', done: 'Ferdig' },
  instructions: {
    what: 'En privat resept («pay-as-you-go») går ikke gjennom NHS: pasienten betaler selv legemidlet på apoteket når det hentes.',
    how: 'Skriv og signer resepten som vanlig, lagre den som PDF og last den opp her. Du ser den før den sendes: kontroller signaturen og pasientens navn.',
    signed: 'PDF-en må være den signerte resepten. Et usignert utkast blir ikke ekspedert.',
    continue: 'Fortsett',
  },
  upload: {
    file: 'Resept (PDF)',
    fileHint: 'En PDF på høyst 10 MB.',
    uploading: 'Laster opp PDF-en…',
    tooLarge: 'Filen er for stor: høyst 10 MB.',
    notPdf: 'Filen er ikke en PDF.',
    failed: 'PDF-en kunne ikke lastes opp. Sjekk tilkoblingen og prøv igjen.',
    resumed: 'Ikke sendt ennå: denne PDF-en ble lastet opp tidligere. Kontroller og send den, eller velg en annen fil.',
    retry: 'Prøv igjen',
  },
  preview: {
    title: 'Forhåndsvisning av resepten (PDF)',
    open: 'Åpne PDF-en i en ny fane',
    pages_one: '{{count}} side',
    pages_other: '{{count}} sider',
  },
  verify: {
    signature: 'Signaturen kontrollert',
    patientName: 'Pasientens navn kontrollert',
    hint: 'Kryss av for begge før du sender.',
  },
  send: 'Send til pasienten',
  sendFailed: 'Resepten kunne ikke sendes. Ingenting er sendt til pasienten; prøv igjen.',
  sent: 'Resepten er sendt. Pasienten har den i meldingene sine og kan ta den med til et hvilket som helst apotek.',
  findPharmacy: 'Finn et apotek nær pasienten',
  mapBlocked: 'Kartet åpnet seg ikke i en ny fane: åpne det her.',
  another: 'Last opp en ny resept',
  status: { UPLOADED: 'Ikke sendt', SENT: 'Sendt' },
  takenAction: 'Privat resept · {{file}}',
  pharmacies: {
    title: 'Apotek nær {{postcode}}',
    titleNoPostcode: 'Apotek',
    postcode: 'Postnummer',
    search: 'Søk',
    loading: 'Søker etter apotek',
    errorTitle: 'Kunne ikke søke etter apotek',
    error: 'Apotekene kunne ikke lastes. Prøv igjen om litt.',
    notPlaced: 'Vi fant ikke {{postcode}}. Prøv et annet postnummer.',
    none: 'Ingen apotek innen 32 km fra {{postcode}}.',
    demoNote: 'Demoliste over apotek; avstandene måles fra midten av postnummerområdet.',
    map: 'Kart over apotekene nær {{postcode}}, nærmeste først',
    you: 'Pasientens postnummerområde',
    distance: '{{km}} km',
    hours: 'Åpningstider: {{hours}}',
  },
};
