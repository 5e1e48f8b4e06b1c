import { describe, expect, it } from 'vitest';
import { PatientDocumentsResponse, SurveyResponseResponse, type ErrorBody } from '@konsult/domain';
import { demoMeetingId, demoPatientId } from '../demo/demo-ids';
import { PNG_SIGNATURE } from '../demo/png';
import { auditRowsOf } from '../test/audit-rows';
import { type TestClient, type Answer } from '../test/client';
import { useTestApp } from '../test/file-app';
import { openMeeting } from '../test/consultation-api';

/**
 * The symptoms panel and the documents tab. Anna (se.doctor) reads what her patients answered before today's
 * meetings, in Swedish, and looks at Lars's rash photos and the documents Astrid sent; a photo or document is hers
 * to see only through the meeting it belongs to. James (gb.gp) reads his own patient's answers in English and
 * gets 404 for everything of Anna's, with the attempt in the audit trail.
 */

const t = useTestApp();
const anna = t.signedIn('se.doctor');
const james = t.signedIn('gb.gp');

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const M = {
  elinCough: demoMeetingId('se.doctor', 'today-current'),
  larsRash: demoMeetingId('se.doctor', 'today-text'),
  astridRevisit: demoMeetingId('se.doctor', 'today-next'),
  astridSoreThroat: demoMeetingId('se.doctor', 'today-completed'),
  astridLastWeek: demoMeetingId('se.doctor', 'past-week'),
  jamesSoreThroat: demoMeetingId('gb.gp', 'today-completed'),
  claireCough: demoMeetingId('fr.doctor', 'today-current'),
};

const surveyPath = (meetingId: string) => `/api/meeting/doctor/survey-responses/${meetingId}`;
const imagePath = (imageId: string, meetingId: string, size = '') =>
  `/api/meeting/doctor/symtoms/image/${imageId}?meetingId=${meetingId}${size}`;
const documentsPath = (meetingId: string | null, patientId: string, surveyInformationId?: string) =>
  `/api/medicalrecord/patientdocuments?patientId=${patientId}` +
  (meetingId ? `&meetingId=${meetingId}` : '') +
  (surveyInformationId ? `&surveyInformationId=${surveyInformationId}` : '');
const documentImagePath = (documentId: string, meetingId: string) =>
  `/api/medicalrecord/patientdocuments/${documentId}/image?meetingId=${meetingId}`;

async function surveyOf(client: TestClient, meetingId: string) {
  const answer = await client.get(surveyPath(meetingId));
  expect(answer.status).toBe(200);
  return SurveyResponseResponse.parse(answer.body).survey;
}

async function bytesOf(client: TestClient, path: string): Promise<{ answer: Response; bytes: Buffer }> {
  const cookie = `konsult_session=${client.cookie('konsult_session')}`;
  const answer = await fetch(t.baseUrl + path, { headers: { cookie } });
  return { answer, bytes: Buffer.from(await answer.arrayBuffer()) };
}

async function expectDenied(answer: Answer, patientId: string) {
  expect(answer.status).toBe(404);
  expect(await auditRowsOf(t, answer)).toEqual([expect.objectContaining({ outcome: 'denied', patientId })]);
}

describe('the symptoms survey', () => {
  it("Anna reads Elin's cough answers in Swedish, under the survey her meeting names", async () => {
    const meeting = await openMeeting(anna, M.elinCough);
    const survey = await surveyOf(anna, M.elinCough);
    expect(survey).toMatchObject({
      formName: 'cough',
      surveyInformationId: meeting.symptoms?.surveyInformationId,
      policyUrl: expect.stringMatching(/^https:\/\//),
    });
    const duration = survey?.questions.find((q) => q.nodeName === 'duration');
    expect(duration).toMatchObject({ title: 'Hur länge har du haft besvären?', answers: ['more_than_a_week'] });
    expect(duration?.options).toContainEqual({ value: 'more_than_a_week', label: 'Mer än en vecka' });
    expect(survey?.questions.some((q) => q.nodeTypeName === 'photo' || q.nodeTypeName === 'taggable_photos')).toBe(
      false,
    );
  });

  it('James reads his patient’s sore-throat answers in English, with a photo of the throat', async () => {
    const survey = await surveyOf(james, M.jamesSoreThroat);
    expect(survey?.formName).toBe('sore_throat');
    const photo = survey?.questions.find((q) => q.nodeTypeName === 'photo');
    expect(photo).toMatchObject({ title: 'Take a photo of your throat', answers: [expect.any(String)] });
  });

  it("Claire's patient answered in French", async () => {
    const claire = await t.signInNow('fr.doctor');
    const survey = await surveyOf(claire, M.claireCough);
    expect(survey?.questions.find((q) => q.nodeName === 'smoking')?.title).toBe('Fumez-vous ?');
  });

  it('a meeting without a symptoms form has no survey', async () => {
    expect(await surveyOf(anna, M.astridLastWeek)).toBeNull();
  });

  it("the survey read is in the audit trail under Elin's name", async () => {
    const answer = await anna.get(surveyPath(M.elinCough));
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'survey_response.read', outcome: 'success', patientId: demoPatientId(0x103) }),
    ]);
  });
});

describe('symptom photos', () => {
  const rashPhotoIds = async () => {
    const survey = await surveyOf(anna, M.larsRash);
    expect(survey?.formName).toBe('skin_rash');
    const question = survey?.questions.find((q) => q.nodeTypeName === 'taggable_photos');
    expect(question?.answers).toHaveLength(2);
    return question!.answers;
  };

  it("Anna opens Lars's rash photos: PNG images, privately cacheable, any thumbnail size asked", async () => {
    for (const imageId of await rashPhotoIds()) {
      const { answer, bytes } = await bytesOf(anna, imagePath(imageId, M.larsRash, '&width=200&height=100'));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      expect(answer.headers.get('cache-control')).toMatch(/^private/);
      expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      expect(bytes.length).toBeGreaterThan(1000);
    }
  });

  it("a photo asked for through another of Anna's meetings is 404, audited as denied", async () => {
    const [imageId] = await rashPhotoIds();
    await expectDenied(await anna.get(imagePath(imageId!, M.elinCough)), demoPatientId(0x104));
  });

  it('an unknown photo is 404, and a size that is not a number is 400', async () => {
    const [imageId] = await rashPhotoIds();
    const unknown = await anna.get<ErrorBody>(imagePath(UNKNOWN_ID, M.larsRash));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.key).toBe('notFound');
    expect((await anna.get(imagePath(imageId!, M.larsRash, '&width=wide'))).status).toBe(400);
    expect((await anna.get(imagePath('photo-1', M.larsRash))).status).toBe(400);
  });
});

describe('patient documents', () => {
  const astrid = demoPatientId(0x101);

  async function astridsDocuments() {
    const meeting = await openMeeting(anna, M.astridRevisit);
    const answer = await anna.get(documentsPath(M.astridRevisit, astrid, meeting.symptoms!.surveyInformationId));
    expect(answer.status).toBe(200);
    return PatientDocumentsResponse.parse(answer.body).patientDocuments;
  }

  it('Anna sees the two documents Astrid sent with her survey, newest first, and opens them', async () => {
    const documents = await astridsDocuments();
    expect(documents).toHaveLength(2);
    expect(documents[0]!.createdAt).toBeGreaterThan(documents[1]!.createdAt);
    for (const { patientDocumentId } of documents) {
      const { answer, bytes } = await bytesOf(anna, documentImagePath(patientDocumentId, M.astridRevisit));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    }
  });

  it("another survey of Astrid's has none; without a survey, or a meeting (meetingless view), all of hers are listed", async () => {
    const other = await anna.get(documentsPath(M.astridSoreThroat, astrid, 'another-survey'));
    expect(PatientDocumentsResponse.parse(other.body).patientDocuments).toEqual([]);
    const all = await anna.get(documentsPath(M.astridSoreThroat, astrid));
    expect(PatientDocumentsResponse.parse(all.body).patientDocuments).toHaveLength(2);
    const meetingless = await anna.get(documentsPath(null, astrid));
    expect(PatientDocumentsResponse.parse(meetingless.body).patientDocuments).toHaveLength(2);
  });

  it("Astrid's document through Elin's meeting, or Astrid's list through it, is 404 and audited as denied", async () => {
    const [document] = await astridsDocuments();
    await expectDenied(await anna.get(documentImagePath(document!.patientDocumentId, M.elinCough)), astrid);
    await expectDenied(await anna.get(documentsPath(M.elinCough, astrid)), demoPatientId(0x103));
  });

  it('a list without a patient is 404 (nobody named), with a meeting id that is not an id 400', async () => {
    const answer = await anna.get<ErrorBody>(`/api/medicalrecord/patientdocuments?meetingId=${M.astridRevisit}`);
    expect(answer.status).toBe(404);
    const malformed = await anna.get<ErrorBody>(documentsPath('today', astrid));
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.key).toBe('invalid_input');
  });
});

describe('a clinician without a care relationship', () => {
  it("James gets 404 for every one of Anna's symptom and document routes, as for nobody, and each denial is audited", async () => {
    const [photo] = (await surveyOf(anna, M.larsRash))!.questions.find(
      (q) => q.nodeTypeName === 'taggable_photos',
    )!.answers;
    const [document] = PatientDocumentsResponse.parse(
      (await anna.get(documentsPath(M.astridRevisit, demoPatientId(0x101)))).body,
    ).patientDocuments;
    const probes: [string, string, string][] = [
      [surveyPath(M.elinCough), surveyPath(UNKNOWN_ID), demoPatientId(0x103)],
      [imagePath(photo!, M.larsRash), imagePath(photo!, UNKNOWN_ID), demoPatientId(0x104)],
      [
        documentsPath(M.astridRevisit, demoPatientId(0x101)),
        documentsPath(M.astridRevisit, UNKNOWN_ID),
        demoPatientId(0x101),
      ],
      [
        documentImagePath(document!.patientDocumentId, M.astridRevisit),
        documentImagePath(document!.patientDocumentId, UNKNOWN_ID),
        demoPatientId(0x101),
      ],
    ];
    for (const [path, missing, patientId] of probes) {
      const answer = await james.get(path);
      expect(answer.text, path).toBe((await james.get(missing)).text);
      await expectDenied(answer, patientId);
    }
  });
});
