import { describe, expect, it } from 'vitest';
import { finishButton, type FinishButton, type FinishButtonInput } from './finish-button';

describe('the finish button', () => {
  const base: FinishButtonInput = {
    signingEnabled: false,
    entrySigned: false,
    usesExternalEmr: false,
    meetingEnded: false,
  };

  it.each<[Partial<FinishButtonInput>, FinishButton]>([
    [{ signingEnabled: true }, 'sign-and-finish'],
    [{}, 'end-meeting'],
    [{ signingEnabled: true, entrySigned: true }, 'close-and-go-home'],
    [{ entrySigned: true }, 'close-and-go-home'],
    [{ usesExternalEmr: true, meetingEnded: true }, 'close-and-go-home'],
    [{ usesExternalEmr: true, meetingEnded: true, signingEnabled: true }, 'close-and-go-home'],
    [{ usesExternalEmr: true }, 'end-meeting'],
    [{ usesExternalEmr: true, signingEnabled: true }, 'sign-and-finish'],
    // An ended meeting whose note is not yet signed can still be signed.
    [{ meetingEnded: true, signingEnabled: true }, 'sign-and-finish'],
    [{ meetingEnded: true }, 'end-meeting'],
  ])('%j reads %s', (overrides, expected) => {
    expect(finishButton({ ...base, ...overrides })).toBe(expected);
  });
});
