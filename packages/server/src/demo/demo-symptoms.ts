import { DEFAULT_LOCALE } from '@konsult/domain';
import type { patientDocuments, surveyResponses, symptomImages } from '../platform/db/schema';
import { addMinutes } from './demo-dates';
import { demoImage, type DemoImageKind } from './demo-images';
import { demoMeetingId, demoSurveyId, type DemoUsername, type MeetingSlot } from './demo-ids';
import type { DemoMeeting } from './demo-meetings';
import type { DemoPatient } from './demo-patients';
import { answeredSurvey, isDemoSurveyForm, photoCount, type DemoSurveyForm } from './demo-survey-forms';

export type DemoSurveyResponse = typeof surveyResponses.$inferInsert;
export type DemoSymptomImage = typeof symptomImages.$inferInsert;
export type DemoPatientDocument = typeof patientDocuments.$inferInsert;

/** Which pictures answer each form's photo questions, in order. */
const PHOTOS: Partial<Record<DemoSurveyForm, readonly DemoImageKind[]>> = {
  sore_throat: ['throat'],
  skin_rash: ['rash-arm', 'rash-close-up'],
};

/** A symptom image's id: its survey's id with the photo's number in the fourth group. */
export function demoSymptomImageId(meetingId: string, n: number): string {
  return demoSurveyId(meetingId).replace('-8000-', `-${(0x8001 + n).toString(16)}-`);
}

/**
 * Every demo meeting with a symptoms form gets the patient's answers in the market's language, and photos where
 * the form asks for them (a throat, a rash).
 */
export function buildDemoSurveys(patients: readonly DemoPatient[], meetings: readonly DemoMeeting[]) {
  const countryOf = new Map(patients.map((p) => [p.id, p.country]));
  const surveys: DemoSurveyResponse[] = [];
  const images: DemoSymptomImage[] = [];
  for (const meeting of meetings) {
    const form = meeting.symptomsFormName;
    const country = countryOf.get(meeting.patientId);
    if (!form || !meeting.symptomsSurveyInformationId || !country || !isDemoSurveyForm(form)) continue;
    const kinds = PHOTOS[form] ?? [];
    const photoIds = Array.from({ length: photoCount(form) }, (_, n) => demoSymptomImageId(meeting.id, n));
    const locale = DEFAULT_LOCALE[country];
    surveys.push({
      meetingId: meeting.id,
      patientId: meeting.patientId,
      formName: form,
      surveyInformationId: meeting.symptomsSurveyInformationId,
      policyUrl: `https://konsult.example/${locale}/policies/symptom-survey`,
      questions: answeredSurvey(form, locale, photoIds),
      createdAt: meeting.bookedTime,
    });
    photoIds.forEach((id, n) =>
      images.push({
        id,
        meetingId: meeting.id,
        patientId: meeting.patientId,
        contentType: 'image/png',
        bytes: demoImage(kinds[n % kinds.length] ?? 'rash-arm'),
        createdAt: meeting.bookedTime,
      }),
    );
  }
  return { surveys, images };
}

/**
 * What patients sent with a survey: the documents tab shows them for se.doctor's revisit today (a letter and a
 * medicine box), gb.gp's and fr.doctor's current meetings (one each).
 */
const DOCUMENTS: readonly [DemoUsername, MeetingSlot, readonly DemoImageKind[]][] = [
  ['se.doctor', 'today-next', ['letter', 'medicine-box']],
  ['gb.gp', 'today-current', ['letter']],
  ['fr.doctor', 'today-current', ['medicine-box']],
];

export function demoPatientDocumentId(n: number): string {
  return `00000000-0000-4000-9000-d${n.toString(16).padStart(11, '0')}`;
}

export function buildDemoPatientDocuments(meetings: readonly DemoMeeting[]): DemoPatientDocument[] {
  const byId = new Map(meetings.map((m) => [m.id, m]));
  let n = 0;
  return DOCUMENTS.flatMap(([username, slot, kinds]) => {
    const meeting = byId.get(demoMeetingId(username, slot));
    if (!meeting?.symptomsSurveyInformationId) return [];
    return kinds.map((kind, i) => ({
      id: demoPatientDocumentId(++n),
      patientId: meeting.patientId,
      surveyInformationId: meeting.symptomsSurveyInformationId,
      contentType: 'image/png' as const,
      bytes: demoImage(kind),
      createdAt: addMinutes(meeting.bookedTime, 5 + i),
    }));
  });
}
