import type { PatientProgrammeTexts } from './patient-programme.en';

/** The patient's treatment programme in French, as a French psychologist writes to the patient ('vous'); see ./patient-programme.en.ts. */
export const frPatientProgrammeTexts: PatientProgrammeTexts = {
  link: {
    title: 'Votre programme de soins',
    withClinician: 'Votre thérapeute : {clinician}',
    validUntil:
      'Ce lien vous est personnel et reste valable jusqu’au {date}. Ne le partagez pas : il ouvre votre programme.',
    endedUntil: 'Le programme est terminé. Vous pouvez relire ici ce que vous avez fait jusqu’au {date}.',
  },
  programme: {
    ended: 'Ce programme est terminé. Vous pouvez toujours le consulter ici.',
    completed: 'Vous avez parcouru tous les modules de ce programme. Bravo !',
    waitingForUnlock:
      'Vous avez fait tout ce qui vous est ouvert pour le moment. Votre thérapeute débloquera le module suivant.',
  },
  module: {
    title: 'Module {number} : {title}',
    locked: 'Verrouillé — votre thérapeute le débloquera',
    inProgress: 'Étape {current} sur {total}',
    completed: 'Terminé',
  },
  step: {
    done: 'C’est fait',
    completed: 'Fait ✓',
    upcoming: 'À venir',
    saving: 'Enregistrement…',
    stepDone: 'Très bien. Passons à l’étape suivante.',
    moduleDone: 'Vous avez terminé ce module. Votre thérapeute va regarder votre travail et débloquer le suivant.',
    failed: 'Cela n’a pas abouti. Vérifiez votre connexion et réessayez.',
  },
  exercise: {
    when: 'Quand',
    rating: '{value} sur 10',
    sending: 'Enregistrement…',
    failed: 'Ceci n’a pas été enregistré. Votre texte est conservé : vérifiez votre connexion et réessayez.',
  },
  diary: {
    what: 'Qu’avez-vous fait ?',
    type: 'Type d’activité',
    types: {
      chores: 'Tâches du quotidien',
      social: 'Moment avec d’autres',
      exercise: 'Activité physique',
      pleasant: 'Quelque chose d’agréable',
      other: 'Autre',
    },
    feeling: 'Comment l’avez-vous vécu ? (0 = très mal, 10 = très bien)',
    add: 'Ajouter à mon journal',
    added: '« {title} » a été ajouté à votre journal d’activités.',
    addedList: 'Ajouté à votre journal cette fois-ci',
    missing: 'Indiquez ce que vous avez fait et comment vous l’avez vécu.',
    outOfRange: 'Choisissez un moment entre le {from} et le {to}.',
  },
  situation: {
    description: 'La situation : où étiez-vous, et que s’est-il passé ?',
    thoughts: 'Qu’est-ce qui vous est passé par la tête ?',
    sensations: 'Qu’avez-vous ressenti dans votre corps ?',
    behaviour: 'Qu’avez-vous fait ?',
    shortTerm: 'Que s’est-il passé juste après ? (conséquences à court terme)',
    longTerm: 'Et à plus long terme ? (conséquences à long terme)',
    strength: 'Quelle était l’intensité de l’émotion ? (0 = nulle, 10 = la plus forte possible)',
    save: 'Enregistrer la situation',
    saved: 'Votre analyse de situation a été enregistrée.',
    savedList: 'Enregistré cette fois-ci',
    missing: 'Décrivez la situation et indiquez l’intensité de l’émotion.',
  },
  questionnaire: {
    question: 'Question {number} sur {total}',
    send: 'Envoyer les réponses',
    sending: 'Envoi…',
    missing_one: 'Répondez à toutes les questions avant d’envoyer. Sans réponse pour l’instant : question {numbers}.',
    missing_other:
      'Répondez à toutes les questions avant d’envoyer. Sans réponse pour l’instant : questions {numbers}.',
  },
};
