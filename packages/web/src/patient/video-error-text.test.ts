import { VIDEO_ERROR_REASONS } from '@konsult/domain';
import { describe, expect, it } from 'vitest';
import { patientTexts } from '../i18n/locales/patient.en';
import { loadPageLanguage } from './patient-texts';
import { describeVideoError } from './video-error-text';

describe('video errors as the patient reads them', () => {
  it('words a blocked camera in the page’s language', async () => {
    const blocked = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    expect(describeVideoError(blocked, patientTexts.videoErrors)).toMatchObject({
      errorClass: 'lifecycle',
      reason: 'permission_denied',
      title: 'Camera or microphone problem',
      message: 'Your browser blocked the camera or microphone. Allow them for this page and try again.',
      retryable: true,
    });
    const swedish = (await loadPageLanguage('sv')).texts.videoErrors;
    expect(describeVideoError(blocked, swedish).message).toBe(
      'Webbläsaren blockerade kameran eller mikrofonen. Tillåt dem för den här sidan och försök igen.',
    );
    const german = (await loadPageLanguage('de')).texts.videoErrors;
    expect(describeVideoError(blocked, german).title).toBe('Problem mit Kamera oder Mikrofon');
  });

  it.each(['en', 'sv', 'nb', 'fr', 'de'] as const)('has a message for every reason in %s', async (language) => {
    const { videoErrors } = (await loadPageLanguage(language)).texts;
    for (const reason of Object.values(VIDEO_ERROR_REASONS).flat()) {
      const { message, reason: found } = describeVideoError(reason, videoErrors);
      expect(found, reason).toBe(reason);
      expect(message.length, `${reason} ${language}`).toBeGreaterThan(10);
    }
  });
});
