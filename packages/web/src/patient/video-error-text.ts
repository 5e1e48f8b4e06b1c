// Deep import, not the domain's barrel: the join page must not pull in zod and the clinician schemas.
import { classifyVideoError, type VideoErrorClassification } from '@konsult/domain/meetings/video-errors';
import type { PatientTexts } from '../i18n/locales/patient.en';

export type VideoErrorTexts = PatientTexts['videoErrors'];

/** A video failure as the patient reads it: its class and reason (seed 002 §8), a title and a plain message. */
export type PatientVideoError = VideoErrorClassification & { title: string; message: string; tryAgain: string };

/**
 * Words a classified failure in the page's language (the `videoErrors` block of its texts, one of
 * video-errors.{en,sv,nb,fr,de}.ts). The page keeps the classification and words it when it renders.
 */
export function wordVideoError(classification: VideoErrorClassification, texts: VideoErrorTexts): PatientVideoError {
  return {
    ...classification,
    title: texts.title[classification.errorClass],
    message: texts.reason[classification.reason],
    tryAgain: texts.tryAgain,
  };
}

/** Classifies what the browser, the server or the call threw, and words it for the patient. */
export function describeVideoError(error: unknown, texts: VideoErrorTexts): PatientVideoError {
  return wordVideoError(classifyVideoError(error), texts);
}
