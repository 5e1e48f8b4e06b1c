import type { PatientTexts } from './patient.en';
import { frVideoErrorMessages } from './video-errors.fr';

/** The join page in French (France), as a French practice writes to its patients ('vous'); see ./patient.en.ts. */
export const frPatientTexts: PatientTexts = {
  page: {
    title: 'konsult – téléconsultation vidéo',
    checking: 'Vérification de votre lien…',
    unreachable: 'Impossible de joindre konsult. Vérifiez votre connexion internet.',
    tryAgain: 'Réessayer',
  },
  appointment: {
    label: 'Votre rendez-vous',
    videoWith: 'Votre téléconsultation vidéo avec {clinician}',
    textWith: 'Votre téléconsultation écrite avec {clinician}',
    keepOpen: 'Gardez cette page ouverte. Votre soignant commencera la consultation à l’heure du rendez-vous.',
  },
  call: {
    label: 'Appel vidéo',
    startingCamera: 'Démarrage de votre caméra…',
    cameraPreview: 'Aperçu de votre caméra',
    clinicianVideo: 'Votre soignant',
    camera: 'Caméra',
    microphone: 'Micro',
    join: 'Rejoindre l’appel',
    decline: 'Refuser',
    declined: 'Vous avez refusé l’appel.',
    mute: 'Couper le micro',
    unmute: 'Activer le micro',
    cameraOff: 'Couper la caméra',
    cameraOn: 'Activer la caméra',
    hangUp: 'Raccrocher',
    left: 'Vous avez quitté l’appel.',
    waiting: 'En attente de votre soignant…',
    inCall: 'Vous avez rejoint l’appel.',
    reconnecting: 'Reconnexion en cours…',
    clinicianEnded: 'Votre soignant a mis fin à l’appel.',
  },
  messages: {
    title: 'Messages',
    loading: 'Chargement de vos messages…',
    loadFailed: 'Vos messages n’ont pas pu être chargés.',
    empty: 'Aucun message pour le moment.',
    you: 'Vous',
    reply: 'Votre réponse',
    send: 'Envoyer',
    sending: 'Envoi en cours…',
    bookRevisit: 'Prendre rendez-vous en vidéo',
    bookRevisitRequest: 'Je souhaite prendre un rendez-vous en vidéo. Merci de me proposer un créneau.',
    bookRevisitSent: 'Votre demande a été envoyée. Le cabinet fixera un créneau et vous préviendra ici.',
    sendFailed: 'Votre message n’a pas été envoyé. Votre texte est conservé : vérifiez votre connexion et renvoyez-le.',
    closedPaused:
      'Votre thérapeute a suspendu les messages pour le moment. Vous pouvez toujours relire vos échanges ici.',
    closedEnded: 'Votre programme est terminé : vous ne pouvez plus envoyer de messages ici.',
  },
  questionnaires: {
    title: 'Questionnaires de votre soignant',
    intro: 'Votre soignant vous demande de remplir ces questionnaires avant ou pendant votre consultation.',
    progress: 'Questionnaire {current} sur {total}',
    question: 'Question {number} sur {total}',
    loadFailed: 'Vos questionnaires n’ont pas pu être chargés.',
    missing_one: 'Répondez à toutes les questions avant d’envoyer. Sans réponse pour l’instant : question {numbers}.',
    missing_other:
      'Répondez à toutes les questions avant d’envoyer. Sans réponse pour l’instant : questions {numbers}.',
    send: 'Envoyer mes réponses',
    sending: 'Envoi…',
    sent: 'Merci. Vos réponses ont été envoyées à votre soignant.',
    allDone: 'Vous avez répondu à tous les questionnaires. Merci.',
    sendFailed:
      'Vos réponses n’ont pas été envoyées. Elles sont conservées : vérifiez votre connexion et renvoyez-les.',
  },
  videoErrors: frVideoErrorMessages,
};
