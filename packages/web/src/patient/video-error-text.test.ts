import { VIDEO_ERROR_REASONS } from '@konsult/domain';
import { describe, expect, it } from 'vitest';
import { describeVideoError, patientLanguage } from './video-error-text';

describe('video errors as the patient reads them', () => {
  it('words a blocked camera in the browser’s language, English otherwise', () => {
    const blocked = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    expect(describeVideoError(blocked, ['en-GB'])).toMatchObject({
      errorClass: 'lifecycle',
      reason: 'permission_denied',
      title: 'Camera or microphone problem',
      message: 'Your browser blocked the camera or microphone. Allow them for this page and try again.',
      retryable: true,
    });
    expect(describeVideoError(blocked, ['sv-SE', 'en']).message).toBe(
      'Webbläsaren blockerade kameran eller mikrofonen. Tillåt dem för den här sidan och försök igen.',
    );
    expect(describeVideoError(blocked, ['de-DE']).title).toBe('Camera or microphone problem');
  });

  it('takes the first preferred language it has messages in', () => {
    expect(patientLanguage(['fi', 'sv', 'en'])).toBe('sv');
    expect(patientLanguage(['fi', 'en-US', 'sv'])).toBe('en');
    expect(patientLanguage([])).toBe('en');
  });

  it('has a message for every reason in both languages', () => {
    const reasons = Object.values(VIDEO_ERROR_REASONS).flat();
    for (const reason of reasons) {
      for (const languages of [['en'], ['sv']]) {
        const { message, reason: found } = describeVideoError(reason, languages);
        expect(found, reason).toBe(reason);
        expect(message.length, `${reason} ${languages[0]}`).toBeGreaterThan(10);
      }
    }
  });
});
