import type { FullCatalogue } from '../catalogue';

/**
 * The patient's treatment programme (internet CBT; issue 21) on the join page, in English: the source of
 * patient-programme.{sv,nb,fr,de}.ts. Apart from ./patient.en.ts because only a patient in a programme needs it: it
 * travels with the programme's own chunk, outside the page's 80 KB budget. Written as a psychologist writes to
 * the patient. `{number}`, `{current}`, `{total}` and `{numbers}` stand where the page puts them.
 */
export const patientProgrammeTexts = {
  link: {
    title: 'Your treatment programme',
    withClinician: 'Your therapist: {clinician}',
    validUntil: 'This link is yours and works until {date}. Do not share it: it opens your programme.',
    endedUntil: 'The programme has ended. You can read what you did here until {date}.',
  },
  programme: {
    ended: 'This programme has ended. You can still read it here.',
    completed: 'You have worked through every module of this programme. Well done!',
    waitingForUnlock:
      'You have done everything that is open to you for now. Your therapist will unlock the next module.',
  },
  module: {
    title: 'Module {number}: {title}',
    locked: 'Locked — your therapist will unlock it',
    inProgress: 'Step {current} of {total}',
    completed: 'Completed',
  },
  step: {
    done: 'Done',
    completed: 'Done ✓',
    upcoming: 'Coming up',
    saving: 'Saving…',
    stepDone: 'Well done. On to the next step.',
    moduleDone: 'You have completed this module. Your therapist will look at your work and unlock the next one.',
    failed: 'That did not go through. Check your connection and try again.',
  },
  exercise: {
    when: 'When',
    rating: '{value} of 10',
    sending: 'Saving…',
    failed: 'This was not saved. It is still here: check your connection and try again.',
  },
  diary: {
    what: 'What did you do?',
    type: 'Kind of activity',
    types: {
      chores: 'Chores',
      social: 'Time with others',
      exercise: 'Exercise',
      pleasant: 'Something pleasant',
      other: 'Something else',
    },
    feeling: 'How did it feel? (0 = very bad, 10 = very good)',
    add: 'Add to my diary',
    added: '“{title}” was added to your diary.',
    addedList: 'Added to your diary this time',
    missing: 'Write what you did and choose how it felt.',
    outOfRange: 'Choose a time from {from} to {to}.',
  },
  situation: {
    description: 'The situation: where were you, and what happened?',
    thoughts: 'What went through your mind?',
    sensations: 'What did you notice in your body?',
    behaviour: 'What did you do?',
    shortTerm: 'What happened right after? (short-term consequences)',
    longTerm: 'And in the longer run? (long-term consequences)',
    strength: 'How strong was the feeling? (0 = not at all, 10 = as strong as it gets)',
    save: 'Save the situation',
    saved: 'Your situation analysis was saved.',
    savedList: 'Saved this time',
    missing: 'Describe the situation and choose how strong the feeling was.',
  },
  questionnaire: {
    question: 'Question {number} of {total}',
    send: 'Send answers',
    sending: 'Sending…',
    missing_one: 'Answer every question before you send. Not answered yet: question {numbers}.',
    missing_other: 'Answer every question before you send. Not answered yet: questions {numbers}.',
  },
} as const;

/** The programme's texts in any language: every key of the English ones, each a string. */
export type PatientProgrammeTexts = FullCatalogue<typeof patientProgrammeTexts>;
