import type { PatientTexts } from './patient.en';
import { deVideoErrorMessages } from './video-errors.de';

/** The join page in German (Germany), as a German practice writes to its patients ('Sie'); see ./patient.en.ts. */
export const dePatientTexts: PatientTexts = {
  page: {
    title: 'konsult – Videosprechstunde',
    checking: 'Ihr Link wird geprüft …',
    unreachable: 'konsult ist nicht erreichbar. Prüfen Sie Ihre Internetverbindung.',
    tryAgain: 'Erneut versuchen',
  },
  appointment: {
    label: 'Ihr Termin',
    videoWith: 'Ihre Videosprechstunde bei {clinician}',
    textWith: 'Ihre Textkonsultation bei {clinician}',
    keepOpen: 'Lassen Sie diese Seite geöffnet. Ihr Behandlungsteam beginnt die Sprechstunde zur vereinbarten Zeit.',
  },
  call: {
    label: 'Videoanruf',
    startingCamera: 'Ihre Kamera wird gestartet …',
    cameraPreview: 'Vorschau Ihrer Kamera',
    clinicianVideo: 'Ihr Behandlungsteam',
    camera: 'Kamera',
    microphone: 'Mikrofon',
    join: 'Dem Anruf beitreten',
    decline: 'Ablehnen',
    declined: 'Sie haben den Anruf abgelehnt.',
    mute: 'Mikrofon aus',
    unmute: 'Mikrofon an',
    cameraOff: 'Kamera aus',
    cameraOn: 'Kamera an',
    hangUp: 'Auflegen',
    left: 'Sie haben den Anruf verlassen.',
    waiting: 'Warten auf Ihr Behandlungsteam …',
    inCall: 'Sie sind verbunden.',
    reconnecting: 'Verbindung wird wiederhergestellt …',
    clinicianEnded: 'Ihr Behandlungsteam hat den Anruf beendet.',
  },
  messages: {
    title: 'Nachrichten',
    loading: 'Ihre Nachrichten werden geladen …',
    loadFailed: 'Ihre Nachrichten konnten nicht geladen werden.',
    empty: 'Noch keine Nachrichten.',
    you: 'Sie',
    reply: 'Ihre Antwort',
    send: 'Senden',
    sending: 'Wird gesendet …',
    bookRevisit: 'Videotermin buchen',
    bookRevisitRequest: 'Ich möchte gern einen Videotermin buchen. Bitte schlagen Sie mir einen Termin vor.',
    bookRevisitSent: 'Ihre Anfrage wurde gesendet. Die Praxis vereinbart einen Termin und meldet sich hier.',
    sendFailed:
      'Ihre Nachricht wurde nicht gesendet. Ihr Text ist noch da: Prüfen Sie Ihre Verbindung und senden Sie ihn erneut.',
    closedPaused:
      'Ihre Therapeutin oder Ihr Therapeut hat die Nachrichten vorerst pausiert. Sie können hier weiterhin alles lesen.',
    closedEnded: 'Ihr Programm ist beendet. Sie können hier keine Nachrichten mehr senden.',
  },
  questionnaires: {
    title: 'Fragebögen von Ihrer Ärztin oder Ihrem Arzt',
    intro: 'Bitte füllen Sie diese Fragebögen vor oder während Ihres Termins aus.',
    progress: 'Fragebogen {current} von {total}',
    question: 'Frage {number} von {total}',
    loadFailed: 'Ihre Fragebögen konnten nicht geladen werden.',
    missing_one: 'Bitte beantworten Sie alle Fragen, bevor Sie senden. Noch nicht beantwortet: Frage {numbers}.',
    missing_other: 'Bitte beantworten Sie alle Fragen, bevor Sie senden. Noch nicht beantwortet: Fragen {numbers}.',
    send: 'Antworten senden',
    sending: 'Wird gesendet…',
    sent: 'Vielen Dank. Ihre Antworten wurden übermittelt.',
    allDone: 'Sie haben alle Fragebögen beantwortet. Vielen Dank.',
    sendFailed:
      'Ihre Antworten wurden nicht gesendet. Sie sind noch da: Prüfen Sie Ihre Verbindung und senden Sie erneut.',
  },
  videoErrors: deVideoErrorMessages,
};
