import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  EvaluationResponse,
  Meeting,
  NewSpecialistReferralBody,
  RecordEntriesResponse,
  ReferralImagesResponse,
  SpecialistReferralResponse,
  SpecialistReferralsResponse,
  SpecialistUnitsResponse,
  TakenActionsResponse,
} from '@konsult/domain';
import { demoMeetingId } from '../demo/demo-ids';
import { DEMO_SPECIALIST_UNITS } from '../demo/demo-specialist-referrals';
import { auditEvents, recordHistoryEntries, specialistReferrals, symptomImages } from '../platform/db/schema';
import { auditRowsOf, expectDeniedAsMissing } from '../test/audit-rows';
import { openMeeting } from '../test/consultation-api';
import { useTestApp } from '../test/file-app';
import { UNKNOWN_ID } from '../test/patient-data-targets';
import { pdfText } from '../test/pdf-text';

/**
 * Anna (se.doctor) sees Lars Öberg by text about a rash he photographed twice. She refers him to the skin clinic at
 * Södersjukhuset with one of his photos: the referral is in the meeting's taken actions, the evaluation learns of
 * it, his record history shows the unit, its visiting address and the purpose, and its letter is a PDF with all of
 * it and the photo. A unit that does not receive the specialty, a closed unit and a photo of another meeting are
 * refused (422); a specialist outside the list is described in free text. Sent again (a double click, a retry after
 * a lost answer, even two at once), a referral is sent once, with one history entry. Maria, a nurse, writes no
 * referral (403); James in London is answered 404 for all of it, the same as for what does not exist.
 */

const t = useTestApp();
const anna = t.signedIn('se.doctor');
const maria = t.signedIn('se.nurse');
const james = t.signedIn('gb.gp');
const base = '/api/digiphysical/clinician/specialistreferral';
const units = DEMO_SPECIALIST_UNITS;
let lars: Meeting;
let photos: string[];

beforeAll(async () => {
  lars = await openMeeting(anna, demoMeetingId('se.doctor', 'today-text'));
  photos = (await anna.get<ReferralImagesResponse>(`${base}/images?meetingId=${lars.id}`)).body.images.map((i) => i.id);
});

function referral(overrides: Partial<NewSpecialistReferralBody> = {}): NewSpecialistReferralBody {
  return {
    meetingId: lars.id,
    patientId: lars.patientId,
    specialistTypeId: 'dermatology',
    specialistUnitId: units.dermatologySos.id,
    externalSpecialistInfo: null,
    purposeTitle: 'Bedömning av utslag på underarmarna',
    purposeBody:
      'Kliande, fjällande utslag sedan två månader. Ingen förbättring av kortison grupp II. Önskar bedömning och ställningstagande till biopsi.',
    imageIds: [photos[0]!],
    readJournalConsent: true,
    useFreeChoiceOfCare: false,
    infoToAdmin: 'Patienten föredrar tider efter kl. 15.',
    requestId: randomUUID(),
    ...overrides,
  };
}

const send = (body: unknown, client = anna) => client.post<SpecialistReferralResponse>(base, body);
const referralsInDb = async () =>
  t.database.db.select().from(specialistReferrals).where(eq(specialistReferrals.meetingId, lars.id));
/** How often the referral is stored, and how often it is in Lars's record history. */
const storedTimes = async (id: string) => {
  const [referrals] = await t.database.db
    .select({ n: count() })
    .from(specialistReferrals)
    .where(eq(specialistReferrals.id, id));
  const [entries] = await t.database.db
    .select({ n: count() })
    .from(recordHistoryEntries)
    .where(eq(recordHistoryEntries.documentId, id));
  return { referrals: referrals!.n, historyEntries: entries!.n };
};

describe('what a referral can go to', () => {
  it('lists every specialty with its Swedish name and the open units with their visiting addresses', async () => {
    const list = await anna.get<SpecialistUnitsResponse>(`${base}/units`);
    expect(list.status).toBe(200);
    expect(list.body.specialistTypes).toContainEqual({ id: 'dermatology', nameSv: 'Hud- och könssjukdomar' });
    expect(list.body.specialistUnits).toContainEqual({
      id: units.dermatologySos.id,
      name: 'Hudkliniken, Södersjukhuset',
      visitingAddress: 'Sjukhusbacken 10, 118 83 Stockholm',
      specialistTypeIds: ['dermatology'],
    });
    expect(list.body.specialistUnits.map((u) => u.id)).not.toContain(units.closedDermatology.id);
    expect((await t.browser().get(`${base}/units`)).status).toBe(401);
  });

  it('lists the photos Lars sent for this meeting, and audits the read', async () => {
    const answer = await anna.get<ReferralImagesResponse>(`${base}/images?meetingId=${lars.id}`);
    expect(answer.body.images).toHaveLength(2);
    expect(answer.body.images.every((i) => i.contentType === 'image/png')).toBe(true);
    const stored = await t.database.db
      .select({ id: symptomImages.id })
      .from(symptomImages)
      .where(eq(symptomImages.meetingId, lars.id));
    expect(answer.body.images.map((i) => i.id).sort()).toEqual(stored.map((s) => s.id).sort());
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'specialist_referral.images', outcome: 'success', patientId: lars.patientId }),
    ]);
  });
});

describe('a referral to the skin clinic', () => {
  let sent: SpecialistReferralResponse['specialistReferral'];

  it('is sent with a photo, and audited', async () => {
    const answer = await send(referral());
    expect(answer.status).toBe(201);
    sent = answer.body.specialistReferral;
    expect(sent).toMatchObject({
      meetingId: lars.id,
      patientId: lars.patientId,
      specialistTypeId: 'dermatology',
      specialistUnitId: units.dermatologySos.id,
      specialistUnit: { name: 'Hudkliniken, Södersjukhuset', visitingAddress: 'Sjukhusbacken 10, 118 83 Stockholm' },
      externalSpecialistInfo: null,
      purposeTitle: 'Bedömning av utslag på underarmarna',
      imageIds: [photos[0]],
      readJournalConsent: true,
      useFreeChoiceOfCare: false,
      infoToAdmin: 'Patienten föredrar tider efter kl. 15.',
      clinicianName: 'Anna Lindgren',
    });
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({
        action: 'specialist_referral.send',
        outcome: 'success',
        patientId: lars.patientId,
        resourceType: 'specialist-referral',
        resourceId: sent.id,
      }),
    ]);
  });

  it('is listed in the meeting, with its purpose only when asked for', async () => {
    const plain = await anna.get<SpecialistReferralsResponse>(`${base}?meetingId=${lars.id}`);
    expect(plain.body.specialistReferrals).toHaveLength(1);
    expect(plain.body.specialistReferrals[0]).not.toHaveProperty('purposeTitle');
    expect(plain.body.specialistReferrals[0]).not.toHaveProperty('purposeBody');
    const full = await anna.get<SpecialistReferralsResponse>(`${base}?meetingId=${lars.id}&includePurpose=true`);
    expect(full.body.specialistReferrals).toEqual([sent]);
    expect(await auditRowsOf(t, full)).toEqual([expect.objectContaining({ action: 'specialist_referral.list' })]);
    expect((await anna.get(`${base}?meetingId=${lars.id}&includePurpose=yes`)).status).toBe(400);
  });

  it('is in taken actions, and the evaluation knows the meeting has one', async () => {
    const taken = await anna.get<TakenActionsResponse>(`/api/meeting/${lars.id}/taken-actions`);
    expect(taken.body.sections.find((s) => s.kind === 'specialist-referrals')).toEqual({
      kind: 'specialist-referrals',
      items: [
        {
          id: sent.id,
          specialistTypeId: 'dermatology',
          specialistUnit: sent.specialistUnit,
          externalSpecialistInfo: null,
          purposeTitle: sent.purposeTitle,
          sentAt: sent.sentAt,
        },
      ],
    });
    const evaluation = await anna.get<EvaluationResponse>(`/api/medicalrecord/evaluation/${lars.id}`);
    expect(evaluation.body.context.hasSpecialistReferral).toBe(true);
  });

  it("is in Lars's record history with the unit's name, visiting address and the purpose", async () => {
    const history = await anna.get<RecordEntriesResponse>(`/api/medicalrecord/v4/entries/${lars.patientId}`);
    const entry = history.body.entries.find((e) => e.referral?.id === sent.id);
    expect(entry).toMatchObject({
      meetingId: lars.id,
      title: 'Remiss: Hud- och könssjukdomar',
      responsibleName: 'Anna Lindgren',
      signedAt: sent.sentAt,
      referral: {
        id: sent.id,
        externalSpecialistInfo: null,
        specialistUnit: { name: 'Hudkliniken, Södersjukhuset', visitingAddress: 'Sjukhusbacken 10, 118 83 Stockholm' },
        purposeTitle: sent.purposeTitle,
        purposeBody: sent.purposeBody,
      },
    });
  });

  it('has a letter: a PDF with Lars, Anna, the unit, the purpose with å ä ö, the consents and the photo', async () => {
    const pdf = await fetch(`${t.baseUrl}${base}/pdf?referral_id=${sent.id}`, {
      headers: { cookie: `konsult_session=${anna.cookie('konsult_session')}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    for (const expected of [
      'Remiss',
      'Hud- och könssjukdomar',
      'Lars Öberg',
      'Anna Lindgren',
      'Hudkliniken, Södersjukhuset',
      'Sjukhusbacken 10, 118 83 Stockholm',
      'Bedömning av utslag på underarmarna',
      'Kliande, fjällande utslag sedan två månader.',
      'Patienten samtycker till att mottagaren läser journalen Ja',
      'Patienten använder fritt vårdval Nej',
      'Patienten föredrar tider efter kl. 15.',
      'Bild 1 av 1',
    ]) {
      expect(text).toContain(expected);
    }
    // The photo is in the file as an image of its own.
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
    const [row] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'specialist_referral.pdf'), eq(auditEvents.resourceId, sent.id)));
    expect(row).toMatchObject({ outcome: 'success', patientId: lars.patientId });
  });
});

describe('a referral outside the list', () => {
  it('is sent to a specialist described in free text, with both photos and no unit', async () => {
    const answer = await send(
      referral({
        specialistTypeId: 'rheumatology',
        specialistUnitId: null,
        externalSpecialistInfo: 'Dr Eva Sjögren, Reumatologmottagningen Täby Centrum',
        imageIds: photos,
        infoToAdmin: '',
      }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.specialistReferral).toMatchObject({
      specialistUnitId: null,
      specialistUnit: null,
      externalSpecialistInfo: 'Dr Eva Sjögren, Reumatologmottagningen Täby Centrum',
      imageIds: photos,
      infoToAdmin: null,
    });
    const history = await anna.get<RecordEntriesResponse>(`/api/medicalrecord/v4/entries/${lars.patientId}`);
    const entry = history.body.entries.find((e) => e.referral?.id === answer.body.specialistReferral.id);
    expect(entry?.referral?.specialistUnit).toEqual({
      name: 'Dr Eva Sjögren, Reumatologmottagningen Täby Centrum',
      visitingAddress: null,
    });
  });
});

describe('a referral sent again', () => {
  it('answers the referral already sent after a lost answer, with no second referral or history entry', async () => {
    const body = referral({
      specialistTypeId: 'rheumatology',
      specialistUnitId: null,
      externalSpecialistInfo: 'Dr Berg',
    });
    const first = await send(body);
    expect(first.status).toBe(201);
    expect(first.body.specialistReferral.id).toBe(body.requestId);
    const again = await send(body);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await storedTimes(body.requestId)).toEqual({ referrals: 1, historyEntries: 1 });
    expect(await auditRowsOf(t, again)).toEqual([
      expect.objectContaining({ action: 'specialist_referral.send', outcome: 'success', resourceId: body.requestId }),
    ]);
  });

  it('sends one referral when a double click sends the same request twice at once', async () => {
    const body = referral({
      specialistTypeId: 'rheumatology',
      specialistUnitId: null,
      externalSpecialistInfo: 'Dr Berg',
    });
    const answers = await Promise.all([send(body), send(body)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(answers.map((a) => a.body.specialistReferral.id)).toEqual([body.requestId, body.requestId]);
    expect(await storedTimes(body.requestId)).toEqual({ referrals: 1, historyEntries: 1 });
  });

  it("is a conflict (409) when the request id is another meeting's referral, and stores nothing", async () => {
    const [first] = (await referralsInDb()).slice(-1);
    const other = await openMeeting(anna, demoMeetingId('se.doctor', 'today-current'));
    const answer = await send(
      referral({ meetingId: other.id, patientId: other.patientId, imageIds: [], requestId: first!.id }),
    );
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: { key: 'conflict' } });
    expect(await storedTimes(first!.id)).toEqual({ referrals: 1, historyEntries: 1 });
  });
});

describe('a referral that cannot be sent', () => {
  it('is refused (422) to a unit that does not receive the specialty, or that has closed, and nothing is stored', async () => {
    const before = (await referralsInDb()).length;
    const wrongType = await send(referral({ specialistTypeId: 'cardiology' }));
    expect(wrongType.status).toBe(422);
    expect(wrongType.body).toEqual({
      error: {
        key: 'invalid_specialist_referral',
        message: expect.any(String),
        issues: [{ path: 'specialistUnitId', code: 'unit_does_not_receive_type', message: expect.any(String) }],
      },
    });
    const closed = await send(referral({ specialistUnitId: units.closedDermatology.id }));
    expect(closed.status).toBe(422);
    expect(closed.body).toMatchObject({ error: { issues: [{ code: 'unknown_unit' }] } });
    expect((await referralsInDb()).length).toBe(before);
  });

  it("is refused (422) with a photo of another meeting, even Lars's own", async () => {
    const [other] = await t.database.db
      .select({ id: symptomImages.id })
      .from(symptomImages)
      .where(eq(symptomImages.meetingId, demoMeetingId('se.doctor', 'today-completed')));
    const answer = await send(referral({ imageIds: [photos[0]!, other!.id] }));
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ error: { issues: [{ path: 'imageIds.1', code: 'image_not_of_meeting' }] } });
  });

  it('is a 400 in the one error shape for a body that is not a referral', async () => {
    for (const body of [
      referral({ purposeTitle: '   ' }),
      referral({ purposeBody: 'x'.repeat(5001) }),
      referral({ specialistTypeId: 'astrology' as never }),
      referral({ readJournalConsent: 'ja' as never }),
      referral({ externalSpecialistInfo: 'Dr Lind' }),
      referral({ specialistUnitId: null }),
      referral({ imageIds: ['not-a-uuid'] }),
      referral({ requestId: 'again' }),
      { ...referral(), purposeTitle: undefined },
      { ...referral(), requestId: undefined },
    ]) {
      const answer = await send(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ error: { key: 'invalid_input', issues: expect.any(Array) } });
    }
  });

  it('is refused to a nurse (403, audited as denied)', async () => {
    const astrid = await openMeeting(maria, demoMeetingId('se.nurse', 'today-current'));
    const answer = await send(referral({ meetingId: astrid.id, patientId: astrid.patientId, imageIds: [] }), maria);
    expect(answer.status).toBe(403);
    expect(await auditRowsOf(t, answer)).toEqual([
      expect.objectContaining({ action: 'specialist_referral.send', outcome: 'denied' }),
    ]);
  });

  it("is 404 when the patient is not the meeting's", async () => {
    const other = await openMeeting(anna, demoMeetingId('se.doctor', 'today-current'));
    expect((await send(referral({ patientId: other.patientId }))).status).toBe(404);
  });
});

describe('James, who has no care relationship with Lars', () => {
  it('is answered 404 for every route, the same as for what does not exist, and each denial is audited', async () => {
    const [first] = (await anna.get<SpecialistReferralsResponse>(`${base}?meetingId=${lars.id}`)).body
      .specialistReferrals;
    await expectDeniedAsMissing(
      t,
      await send(referral(), james),
      await send(referral({ meetingId: UNKNOWN_ID }), james),
      {
        action: 'specialist_referral.send',
        resourceId: lars.id,
      },
    );
    await expectDeniedAsMissing(
      t,
      await james.get(`${base}?meetingId=${lars.id}`),
      await james.get(`${base}?meetingId=${UNKNOWN_ID}`),
      { action: 'specialist_referral.list', resourceId: lars.id },
    );
    await expectDeniedAsMissing(
      t,
      await james.get(`${base}/images?meetingId=${lars.id}`),
      await james.get(`${base}/images?meetingId=${UNKNOWN_ID}`),
      { action: 'specialist_referral.images', resourceId: lars.id },
    );
    await expectDeniedAsMissing(
      t,
      await james.get(`${base}/pdf?referral_id=${first!.id}`),
      await james.get(`${base}/pdf?referral_id=${UNKNOWN_ID}`),
      { action: 'specialist_referral.pdf', resourceType: 'specialist-referral', resourceId: first!.id },
    );
  });
});
