import { describe, expect, it } from 'vitest';
import {
  PatientQuestionnairesResponse,
  SelfAssessmentRequestsResponse,
  SelfAssessmentsResponse,
  scoreQuestionnaire,
  type TakenActionsResponse,
} from '@konsult/domain';
import { demoMeetingId } from '../demo/demo-ids';
import { auditRowsOf, expectDeniedAsMissing } from '../test/audit-rows';
import { openMeeting, patientLinkToken } from '../test/consultation-api';
import { useTestApp } from '../test/file-app';
import { UNKNOWN_ID } from '../test/patient-data-targets';

/**
 * Sending a self-assessment (se-self-assessment). Anna (se.doctor) sends her patient the anxiety and depression
 * questionnaires from today's meeting; sending anxiety again before it is answered is refused. The patient opens the
 * meeting's link, reads the questionnaires in Swedish and answers them; an answer with an item left out is refused
 * and names the item; the server scores what it stores, whatever the client thinks. The answered GAD-7 then shows in
 * the record pane's self-assessment list and in taken actions. James (gb.gp) has no care relationship with Anna's
 * patient: 404, as for a meeting that does not exist, and audited as a denial. Kristin (no.doctor) has her own
 * patient in her own meeting, but the questionnaires are Sweden's: 403, audited, and nothing sent.
 */

const t = useTestApp();
const anna = t.signedIn('se.doctor');
const james = t.signedIn('gb.gp');
const kristin = t.signedIn('no.doctor');
const patient = t.browser();

const meetingId = demoMeetingId('se.doctor', 'today-current');
const jamesMeetingId = demoMeetingId('gb.gp', 'today-current');
const path = (userId: string, bookingId: string) =>
  `/api/treatment-programme/SelfAssessment/?userId=${userId}&bookingId=${bookingId}`;

let patientId = '';
let token = '';

describe('Anna sends self-assessments from the meeting', () => {
  it('starts with none sent', async () => {
    patientId = (await openMeeting(anna, meetingId)).patientId;
    const answer = await anna.get(path(patientId, meetingId));
    expect(answer.status).toBe(200);
    expect(SelfAssessmentRequestsResponse.parse(answer.body)).toEqual({ assessments: [] });
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'self_assessments.requests_read', outcome: 'success', patientId }),
    ]);
  });

  it('sends anxiety and depression: both SENT, unscored, and each send audited', async () => {
    const answer = await anna.post(path(patientId, meetingId), { types: ['ANXIETY', 'DEPRESSION'] });
    expect(answer.status).toBe(201);
    const { assessments } = SelfAssessmentRequestsResponse.parse(answer.body);
    expect(assessments).toEqual([
      expect.objectContaining({ type: 'ANXIETY', formName: 'mental_health_gad7_se', state: 'SENT', score: null }),
      expect.objectContaining({ type: 'DEPRESSION', formName: 'mental_health_phq9_se', state: 'SENT', maxScore: 27 }),
    ]);
    expect(assessments[0]!.sentBy).toMatch(/\S/);
    const audited = await auditRowsOf(t, answer);
    expect(audited.filter((row) => row.action === 'self_assessments.send')).toHaveLength(2);
    expect(audited.every((row) => row.patientId === patientId && row.outcome === 'success')).toBe(true);
  });

  it('refuses anxiety again while the patient has not answered it, and sends nothing of that request', async () => {
    const answer = await anna.post(path(patientId, meetingId), { types: ['STRESS', 'ANXIETY'] });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      error: {
        key: 'self_assessment_already_sent',
        message: expect.stringContaining('anxiety (GAD-7)'),
        issues: [{ path: 'types', code: 'ANXIETY' }],
      },
    });
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'self_assessments.send', outcome: 'denied' }),
    ]);
    const { assessments } = SelfAssessmentRequestsResponse.parse((await anna.get(path(patientId, meetingId))).body);
    expect(assessments.map((a) => a.type)).toEqual(['ANXIETY', 'DEPRESSION']);
  });

  it('answers bad input with 400: no types, an unknown type, the same type twice, ids too long', async () => {
    for (const body of [
      { types: [] },
      { types: ['SLEEP'] },
      { types: ['STRESS', 'STRESS'] },
      {},
      { types: 'STRESS' },
    ]) {
      const answer = await anna.post(path(patientId, meetingId), body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ error: { key: 'invalid_input' } });
    }
    expect((await anna.get(`/api/treatment-programme/SelfAssessment/?bookingId=${meetingId}`)).status).toBe(400);
    expect((await anna.get(path('x'.repeat(101), meetingId))).status).toBe(400);
  });

  it('is 404 for a patient who is not the meeting’s, and for an unknown meeting', async () => {
    const other = (await openMeeting(anna, demoMeetingId('se.doctor', 'today-next'))).patientId;
    expect(other).not.toBe(patientId);
    expect((await anna.get(path(other, meetingId))).status).toBe(404);
    expect((await anna.post(path(other, meetingId), { types: ['STRESS'] })).status).toBe(404);
    expect((await anna.get(path(patientId, UNKNOWN_ID))).status).toBe(404);
  });
});

describe('James, without a care relationship', () => {
  it('gets 404 as for nothing, for reading and for sending, each audited as a denial', async () => {
    const missing = await james.get(path(UNKNOWN_ID, UNKNOWN_ID));
    await expectDeniedAsMissing(t, await james.get(path(patientId, meetingId)), missing, { patientId });
    const sendMissing = await james.post(path(UNKNOWN_ID, UNKNOWN_ID), { types: ['STRESS'] });
    await expectDeniedAsMissing(t, await james.post(path(patientId, meetingId), { types: ['STRESS'] }), sendMissing, {
      patientId,
    });
    // Nor may Anna send in James's meeting.
    const jamesPatient = (await openMeeting(james, jamesMeetingId)).patientId;
    expect((await anna.post(path(jamesPatient, jamesMeetingId), { types: ['STRESS'] })).status).toBe(404);
  });
});

describe('Kristin, a doctor in Norway, in her own meeting', () => {
  it('is refused (403) and audited as a denial, and nothing is sent to her patient', async () => {
    const kristinMeetingId = demoMeetingId('no.doctor', 'today-current');
    const sofie = (await openMeeting(kristin, kristinMeetingId)).patientId;
    const refused = await kristin.post(path(sofie, kristinMeetingId), { types: ['STRESS'] });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { key: 'forbidden' } });
    expect(await auditRowsOf(t, refused)).toEqual([
      expect.objectContaining({
        action: 'self_assessments.send',
        outcome: 'denied',
        patientId: sofie,
        resourceType: 'meeting',
        resourceId: kristinMeetingId,
      }),
    ]);
    const listed = SelfAssessmentRequestsResponse.parse((await kristin.get(path(sofie, kristinMeetingId))).body);
    expect(listed).toEqual({ assessments: [] });
  });
});

describe('the patient answers on the link page', () => {
  const questionnaires = (language = 'sv') => patient.get(`/api/join/${token}/self-assessments?language=${language}`);

  it('lists what is to be answered, in the page’s language, each item with the scale', async () => {
    token = await patientLinkToken(anna, meetingId);
    const answer = await questionnaires();
    expect(answer.status).toBe(200);
    const list = PatientQuestionnairesResponse.parse(answer.body).questionnaires;
    expect(list.map((q) => [q.type, q.items.length])).toEqual([
      ['ANXIETY', 7],
      ['DEPRESSION', 9],
    ]);
    expect(list[0]).toMatchObject({
      title: 'Oro och ångest (GAD-7)',
      instructions: expect.stringContaining('två veckorna'),
      options: [
        { points: 0, label: 'Inte alls' },
        { points: 1, label: 'Flera dagar' },
        { points: 2, label: 'Mer än hälften av dagarna' },
        { points: 3, label: 'Nästan varje dag' },
      ],
    });
    const german = PatientQuestionnairesResponse.parse((await questionnaires('de')).body).questionnaires;
    expect(german[1]!.items[0]).toBe('Wenig Interesse oder Freude an Ihren Tätigkeiten');
    expect((await questionnaires('xx')).status).toBe(400);
  });

  it('refuses a wrong or revoked link with 404 link_invalid', async () => {
    const wrong = await patient.get(`/api/join/not-a-token/self-assessments`);
    expect(wrong.status).toBe(404);
    expect(wrong.body).toMatchObject({ error: { key: 'link_invalid' } });
    const anxietyId = PatientQuestionnairesResponse.parse((await questionnaires()).body).questionnaires[0]!.id;
    const post = await patient.post(`/api/join/not-a-token/self-assessments/${anxietyId}`, {
      language: 'sv',
      answers: [0, 0, 0, 0, 0, 0, 0],
    });
    expect(post.status).toBe(404);
    expect(post.body).toMatchObject({ error: { key: 'link_invalid' } });
  });

  it('refuses an answer with an item left out or off the scale, naming each, and stores nothing', async () => {
    const [anxiety] = PatientQuestionnairesResponse.parse((await questionnaires()).body).questionnaires;
    const incomplete = await patient.post(`/api/join/${token}/self-assessments/${anxiety!.id}`, {
      language: 'sv',
      answers: [1, 2, null, 1, 4],
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body).toMatchObject({
      error: {
        key: 'invalid_input',
        issues: [
          { path: 'answers.2', code: 'unanswered' },
          { path: 'answers.4', code: 'out_of_range' },
          { path: 'answers.5', code: 'unanswered' },
          { path: 'answers.6', code: 'unanswered' },
        ],
      },
    });
    for (const body of [{ answers: [0] }, { language: 'sv', answers: [0.5] }, { language: 'sv', answers: 'all' }]) {
      expect((await patient.post(`/api/join/${token}/self-assessments/${anxiety!.id}`, body)).status).toBe(400);
    }
    expect(
      (await patient.post(`/api/join/${token}/self-assessments/${UNKNOWN_ID}`, { language: 'sv', answers: [] })).status,
    ).toBe(404);
    expect(
      (await patient.post(`/api/join/${token}/self-assessments/nope`, { language: 'sv', answers: [] })).status,
    ).toBe(404);
    const { assessments } = SelfAssessmentRequestsResponse.parse((await anna.get(path(patientId, meetingId))).body);
    expect(assessments.every((a) => a.state === 'SENT')).toBe(true);
  });

  it('answers anxiety: scored by the server, whatever score the client sends, and answered once only', async () => {
    const [anxiety] = PatientQuestionnairesResponse.parse((await questionnaires()).body).questionnaires;
    const url = `/api/join/${token}/self-assessments/${anxiety!.id}`;
    const answers = [2, 2, 1, 2, 1, 1, 3];
    const answer = await patient.post(url, { language: 'sv', answers, score: 0 });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: anxiety!.id, state: 'ANSWERED' });
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'self_assessments.answer', outcome: 'success', patientId }),
    ]);
    const again = await patient.post(url, { language: 'sv', answers });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { key: 'self_assessment_already_answered' } });
    // The refused answer is audited once it is refused: denied, never a success.
    expect(await auditRowsOf(t, again)).toEqual([
      expect.objectContaining({ action: 'self_assessments.answer', outcome: 'denied', patientId }),
    ]);
    // Only depression is left to answer.
    const left = PatientQuestionnairesResponse.parse((await questionnaires()).body).questionnaires;
    expect(left.map((q) => q.type)).toEqual(['DEPRESSION']);
  });

  it('shows Anna the answer scored: in the meeting, in taken actions and in the record pane’s list', async () => {
    const { assessments } = SelfAssessmentRequestsResponse.parse((await anna.get(path(patientId, meetingId))).body);
    expect(assessments[0]).toMatchObject({ type: 'ANXIETY', state: 'ANSWERED', score: 12, band: 'moderate' });
    expect(assessments[0]!.answeredAt).toEqual(expect.any(Number));
    expect(assessments[1]).toMatchObject({ type: 'DEPRESSION', state: 'SENT', score: null, band: null });

    const taken = await anna.get<TakenActionsResponse>(`/api/meeting/${meetingId}/taken-actions`);
    expect(taken.status).toBe(200);
    expect(JSON.stringify(taken.body)).toContain('"kind":"self-assessments"');

    const pane = SelfAssessmentsResponse.parse(
      (await anna.get(`/api/facts/patients/${patientId}/self-assessments`)).body,
    );
    const gad7 = pane.surveyResponses.find((r) => r.formName === 'mental_health_gad7_se' && r.score === 12)!;
    expect(gad7).toBeDefined();
    expect(gad7.questions).toHaveLength(7);
    expect(gad7.questions[0]!.title).toBe('Känt dig nervös, ängslig eller väldigt stressad');
    expect(scoreQuestionnaire('gad7', gad7.questions)?.total).toBe(12);
  });

  it('lets Anna send anxiety again once the first is answered', async () => {
    const answer = await anna.post(path(patientId, meetingId), { types: ['ANXIETY'] });
    expect(answer.status).toBe(201);
    const { assessments } = SelfAssessmentRequestsResponse.parse(answer.body);
    expect(assessments.map((a) => `${a.type} ${a.state}`)).toEqual([
      'ANXIETY ANSWERED',
      'DEPRESSION SENT',
      'ANXIETY SENT',
    ]);
  });
});

it('Fredrik (se.psychologist) finds what Karin answered after last week’s meeting, scored (demo data)', async () => {
  const fredrik = await t.signInNow('se.psychologist');
  const pastWeek = demoMeetingId('se.psychologist', 'past-week');
  const karin = (await openMeeting(fredrik, pastWeek)).patientId;
  const { assessments } = SelfAssessmentRequestsResponse.parse((await fredrik.get(path(karin, pastWeek))).body);
  expect(assessments.map(({ type, state, score, band }) => ({ type, state, score, band }))).toEqual([
    { type: 'DEPRESSION', state: 'ANSWERED', score: 10, band: 'moderate' },
    { type: 'WORK_AND_SOCIAL_ADJUSTMENT', state: 'ANSWERED', score: 17, band: 'significant' },
  ]);
  const pane = SelfAssessmentsResponse.parse((await fredrik.get(`/api/facts/patients/${karin}/self-assessments`)).body);
  expect(pane.surveyResponses.filter((r) => r.formName === 'work_and_social_adjustment').map((r) => r.score)).toContain(
    17,
  );
});
