export type FinishButton = 'sign-and-finish' | 'end-meeting' | 'close-and-go-home';

export type FinishButtonInput = {
  /** The clinician's market signs notes (`isSigningEnabled`). */
  signingEnabled: boolean;
  entrySigned: boolean;
  usesExternalEmr: boolean;
  /** The meeting has an end time. */
  meetingEnded: boolean;
};

/**
 * The consultation's main button (seed 000 §4): once the note is signed, or an external-EMR
 * meeting has an end time, there is nothing left to finish, so it closes and goes home; otherwise
 * it signs and finishes where signing is enabled, and ends the meeting elsewhere.
 */
export function finishButton(input: FinishButtonInput): FinishButton {
  if (input.entrySigned || (input.usesExternalEmr && input.meetingEnded)) return 'close-and-go-home';
  return input.signingEnabled ? 'sign-and-finish' : 'end-meeting';
}
