import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from '@konsult/domain';
import { buildDemoData } from './demo-data';
import { demoMeetingId, demoPatientId } from './demo-ids';
import { PNG_SIGNATURE } from './png';

const NOW = new Date('2026-11-20T12:00:00Z');
const data = buildDemoData(NOW);
const pane = data.recordPane;

describe('the record pane demo', () => {
  it("gives every meeting with a symptoms form a survey in its market's language", () => {
    const withForm = data.meetings.filter((m) => m.symptomsFormName);
    expect(pane.surveys.map((s) => s.meetingId).sort()).toEqual(withForm.map((m) => m.id).sort());
    for (const survey of pane.surveys) {
      const meeting = withForm.find((m) => m.id === survey.meetingId)!;
      const country = data.patients.find((p) => p.id === meeting.patientId)!.country;
      expect(survey.surveyInformationId).toBe(meeting.symptomsSurveyInformationId);
      expect(survey.policyUrl).toContain(`/${DEFAULT_LOCALE[country]}/`);
      expect(survey.questions.every((q) => q.title.length > 0)).toBe(true);
    }
  });

  it("answers photo questions with the ids of PNG images stored for that meeting's patient", () => {
    const photoAnswers = pane.surveys.flatMap((s) =>
      s.questions
        .filter((q) => q.nodeTypeName === 'photo' || q.nodeTypeName === 'taggable_photos')
        .flatMap((q) => q.answers.map((id) => ({ id, meetingId: s.meetingId, patientId: s.patientId }))),
    );
    expect(photoAnswers.length).toBeGreaterThan(10);
    expect(pane.symptomImages.map((i) => ({ id: i.id, meetingId: i.meetingId, patientId: i.patientId }))).toEqual(
      photoAnswers,
    );
    for (const image of pane.symptomImages) expect(Buffer.from(image.bytes).subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });

  it('tells the stories the browser tests look for', () => {
    const claims = new Map(pane.insuranceClaims.map((c) => [c.meetingId, c.numberOfAppointments]));
    expect(claims.get(demoMeetingId('gb.vitality', 'today-current'))).toBe(-1);
    expect(claims.get(demoMeetingId('gb.vitality', 'today-text'))).toBe(3);
    expect(claims.get(demoMeetingId('se.doctor', 'today-next'))).toBe(5);
    const astrid = pane.warnings.filter((w) => w.patientId === demoPatientId(0x101));
    expect(new Set(astrid.map((w) => w.type))).toEqual(new Set(['WARNING', 'INFO']));
    expect(pane.warnings.some((w) => w.patientId === demoPatientId(0x102))).toBe(false);
    const ella = data.children.find((c) => c.name === 'Ella Nyström');
    expect(ella?.relationshipVerified).toBe(false);
    expect(data.meetings.find((m) => m.id === demoMeetingId('se.doctor', 'today-child'))?.childId).toBe(ella?.id);
  });
});
