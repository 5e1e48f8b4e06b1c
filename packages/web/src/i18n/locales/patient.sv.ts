import type { PatientTexts } from './patient.en';
import { svVideoErrorMessages } from './video-errors.sv';

/** The join page in Swedish, as a Swedish clinic writes to its patients ('du'); see ./patient.en.ts. */
export const svPatientTexts: PatientTexts = {
  page: {
    title: 'konsult – videobesök',
    checking: 'Vi kontrollerar din länk…',
    unreachable: 'Vi kunde inte nå konsult. Kontrollera din internetanslutning.',
    tryAgain: 'Försök igen',
  },
  appointment: {
    label: 'Din bokade tid',
    videoWith: 'Ditt videobesök hos {clinician}',
    textWith: 'Ditt chattbesök hos {clinician}',
    keepOpen: 'Låt den här sidan vara öppen. Vårdpersonalen startar besöket på den bokade tiden.',
  },
  call: {
    label: 'Videosamtal',
    startingCamera: 'Startar kameran…',
    cameraPreview: 'Din kamerabild',
    clinicianVideo: 'Vårdpersonalen',
    camera: 'Kamera',
    microphone: 'Mikrofon',
    join: 'Anslut till samtalet',
    decline: 'Avböj',
    declined: 'Du har avböjt samtalet.',
    mute: 'Stäng av mikrofonen',
    unmute: 'Slå på mikrofonen',
    cameraOff: 'Stäng av kameran',
    cameraOn: 'Slå på kameran',
    hangUp: 'Lägg på',
    left: 'Du har lämnat samtalet.',
    waiting: 'Väntar på vårdpersonalen…',
    inCall: 'Du är med i samtalet.',
    reconnecting: 'Ansluter igen…',
    clinicianEnded: 'Vårdpersonalen har avslutat samtalet.',
  },
  messages: {
    title: 'Meddelanden',
    loading: 'Hämtar dina meddelanden…',
    loadFailed: 'Dina meddelanden kunde inte hämtas.',
    empty: 'Inga meddelanden ännu.',
    you: 'Du',
    reply: 'Ditt svar',
    send: 'Skicka',
    sending: 'Skickar…',
    bookRevisit: 'Boka videomöte',
    bookRevisitRequest: 'Jag vill gärna boka ett videomöte. Föreslå gärna en tid.',
    bookRevisitSent: 'Din förfrågan är skickad. Mottagningen bokar en tid och meddelar dig här.',
    sendFailed: 'Ditt meddelande skickades inte. Texten finns kvar: kontrollera din anslutning och skicka igen.',
  },
  videoErrors: svVideoErrorMessages,
};
