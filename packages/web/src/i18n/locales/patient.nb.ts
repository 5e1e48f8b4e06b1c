import type { PatientTexts } from './patient.en';
import { nbVideoErrorMessages } from './video-errors.nb';

/** The join page in Norwegian (bokmål), as a Norwegian clinic writes to its patients ('du'); see ./patient.en.ts. */
export const nbPatientTexts: PatientTexts = {
  page: {
    title: 'konsult – videokonsultasjon',
    checking: 'Sjekker lenken din…',
    unreachable: 'Vi fikk ikke kontakt med konsult. Sjekk internettforbindelsen.',
    tryAgain: 'Prøv igjen',
  },
  appointment: {
    label: 'Timen din',
    videoWith: 'Din videokonsultasjon med {clinician}',
    textWith: 'Din tekstkonsultasjon med {clinician}',
    keepOpen: 'Ha denne siden åpen. Behandleren din starter konsultasjonen til avtalt tid.',
  },
  call: {
    label: 'Videosamtale',
    startingCamera: 'Starter kameraet…',
    cameraPreview: 'Bildet fra kameraet ditt',
    clinicianVideo: 'Behandleren din',
    camera: 'Kamera',
    microphone: 'Mikrofon',
    join: 'Bli med i samtalen',
    decline: 'Avslå',
    declined: 'Du avslo samtalen.',
    mute: 'Slå av mikrofonen',
    unmute: 'Slå på mikrofonen',
    cameraOff: 'Slå av kameraet',
    cameraOn: 'Slå på kameraet',
    hangUp: 'Legg på',
    left: 'Du har forlatt samtalen.',
    waiting: 'Venter på behandleren din…',
    inCall: 'Du er med i samtalen.',
    reconnecting: 'Kobler til igjen…',
    clinicianEnded: 'Behandleren din avsluttet samtalen.',
  },
  messages: {
    title: 'Meldinger',
    loading: 'Henter meldingene dine…',
    loadFailed: 'Vi kunne ikke hente meldingene dine.',
    empty: 'Ingen meldinger ennå.',
    you: 'Du',
    reply: 'Ditt svar',
    send: 'Send',
    sending: 'Sender…',
    bookRevisit: 'Bestill videotime',
    bookRevisitRequest: 'Jeg vil gjerne bestille en videotime. Foreslå gjerne et tidspunkt.',
    bookRevisitSent: 'Forespørselen er sendt. Legekontoret setter opp en time og gir deg beskjed her.',
    sendFailed: 'Meldingen ble ikke sendt. Teksten er tatt vare på: sjekk forbindelsen og send den på nytt.',
  },
  videoErrors: nbVideoErrorMessages,
};
