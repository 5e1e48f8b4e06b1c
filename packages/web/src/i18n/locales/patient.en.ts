import type { FullCatalogue } from '../catalogue';
import { videoErrorMessages } from './video-errors.en';

/**
 * Everything the patient reads on the join page (/join/:token), in English: the source of patient.{sv,nb,fr,de}.ts.
 * Not a block of ./en.ts: the join page carries no i18next and loads one of these small modules, nothing more.
 * `{clinician}` stands where the page puts the clinician's name. An invalid link and a lost connection read as the
 * video errors of the same name (`videoErrors`), so that the patient meets one wording for each.
 */
export const patientTexts = {
  page: {
    title: 'konsult — video consultation',
    checking: 'Checking your link…',
    unreachable: 'We could not reach konsult. Check your internet connection.',
    tryAgain: 'Try again',
  },
  appointment: {
    label: 'Your appointment',
    videoWith: 'Your video consultation with {clinician}',
    textWith: 'Your text consultation with {clinician}',
    keepOpen: 'Keep this page open. Your clinician will start the consultation at the booked time.',
  },
  call: {
    label: 'Video call',
    startingCamera: 'Starting your camera…',
    cameraPreview: 'Your camera preview',
    clinicianVideo: 'Your clinician',
    camera: 'Camera',
    microphone: 'Microphone',
    join: 'Join the call',
    decline: 'Decline',
    declined: 'You declined the call.',
    mute: 'Mute',
    unmute: 'Unmute',
    cameraOff: 'Camera off',
    cameraOn: 'Camera on',
    hangUp: 'Hang up',
    left: 'You left the call.',
    waiting: 'Waiting for your clinician…',
    inCall: 'You are in the call.',
    reconnecting: 'Reconnecting…',
    clinicianEnded: 'Your clinician ended the call.',
  },
  messages: {
    title: 'Messages',
    loading: 'Loading your messages…',
    loadFailed: 'Your messages could not be loaded.',
    empty: 'No messages yet.',
    you: 'You',
    reply: 'Your reply',
    send: 'Send',
    sending: 'Sending…',
    bookRevisit: 'Book a video appointment',
    bookRevisitRequest: 'I would like to book a video appointment. Please suggest a time.',
    bookRevisitSent: 'Your request was sent. The clinic will book a time and let you know here.',
    sendFailed: 'Your message was not sent. It is still here: check your connection and send it again.',
    closedPaused: 'Your therapist has paused messages for now. You can still read everything here.',
    closedEnded: 'Your programme has ended, so you can no longer send messages here.',
  },
  questionnaires: {
    title: 'Questionnaires from your clinician',
    intro: 'Your clinician asks you to fill in these questionnaires before or during your consultation.',
    progress: 'Questionnaire {current} of {total}',
    question: 'Question {number} of {total}',
    loadFailed: 'Your questionnaires could not be loaded.',
    missing_one: 'Answer every question before you send. Not answered yet: question {numbers}.',
    missing_other: 'Answer every question before you send. Not answered yet: questions {numbers}.',
    send: 'Send my answers',
    sending: 'Sending…',
    sent: 'Thank you. Your answers were sent to your clinician.',
    allDone: 'You have answered every questionnaire. Thank you.',
    sendFailed: 'Your answers were not sent. They are still here: check your connection and send them again.',
  },
  videoErrors: videoErrorMessages,
} as const;

/** A catalogue of the join page in any language: every key of the English one, each a string. */
export type PatientTexts = FullCatalogue<typeof patientTexts>;
