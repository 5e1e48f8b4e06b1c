import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type {
  CarePlansResponse,
  ConversationMessage,
  ConversationMessagesResponse,
  ErrorBody,
  ProgrammeLinkResponse,
  ProgrammeLinkState,
  TreatmentProgramme,
} from '@konsult/domain';
import { DEMO_CARE_PLAN_IDS } from '../demo/demo-treatment-programmes';
import { DEMO_IDS, demoPatientId } from '../demo/demo-ids';
import { queryRows } from '../platform/db/database';
import { carePlans, clinicians, conversationMessages, conversations, meetings } from '../platform/db/schema';
import { auditRowsOf, expectDeniedAsMissing } from '../test/audit-rows';
import { useTestApp } from '../test/file-app';

/**
 * A programme's own conversation and link, as the issue 21 review asked: Sara's programme is Fredrik's
 * (se.psychologist). Anna, a GP with a meeting with Sara, reaches its conversation no more than its care plan (404,
 * audited); Daniel, a second psychologist of Sara's, writes in it under his own name. Fredrik keeps Sara while the
 * programme runs, long after their meeting; the patient's message and a pause never cross; an ended programme's
 * conversation takes no message from either side, and a refused write on the link is audited as denied.
 */

const t = useTestApp();
const fredrik = t.signedIn('se.psychologist');
const anna = t.signedIn('se.doctor');
const daniel = t.signedIn('gb.psychologist');
const outsider = t.signedIn('gb.gp');
const saraOnHerLink = t.browser();

const onPostgres = inject('seededDatabase').kind === 'postgres';
const sara = demoPatientId(0x107);
const carePlanId = DEMO_CARE_PLAN_IDS.seSara;
const missingId = '00000000-0000-4000-8000-00000000dead';
const BASE = '/api/treatment-programme';
const DAY = 24 * 60 * 60_000;

let plan: TreatmentProgramme;
let programmeToken: string;

const conversationPath = (id = plan.conversationId) => `/api/async-messaging/conversation/${id}/message`;
const onLink = (path: string) => `/api/programme/${programmeToken}${path}`;
const errorKey = (answer: { body: unknown }) => (answer.body as ErrorBody).error.key;
const setConversation = (state: 'active' | 'paused') =>
  fredrik.request<{ carePlan: TreatmentProgramme }>('PATCH', `${BASE}/CarePlan/${carePlanId}/conversation`, { state });

/** A meeting of the clinician with Sara booked for now: a care relationship, as the schedule gives one. */
async function meetingWithSara(clinicianId: string) {
  const now = new Date();
  await t.database.db.insert(meetings).values({
    id: randomUUID(),
    clinicianId,
    patientId: sara,
    activityType: 'DEFAULT',
    interventionType: 'VIDEO',
    status: 'SCHEDULED',
    bookedTime: now,
    scheduledStartTime: now,
    slotLengthMinutes: 15,
  });
}

const nameOf = async (clinicianId: string) =>
  (await t.database.db.select({ name: clinicians.name }).from(clinicians).where(eq(clinicians.id, clinicianId)))[0]!
    .name;

beforeAll(async () => {
  plan = (await fredrik.post<CarePlansResponse>(`${BASE}/CarePlan/_search`, { userId: sara })).body.carePlans.find(
    (p) => p.id === carePlanId,
  )!;
  await meetingWithSara(DEMO_IDS.clinicians.seDoctor);
  await meetingWithSara(DEMO_IDS.clinicians.gbPsychologist);
});

describe("the programme's link as the clinician sees it", () => {
  it('tells whether the patient has a link that works, and when it was made, never its token', async () => {
    const none = await fredrik.get<ProgrammeLinkState>(`${BASE}/CarePlan/${carePlanId}/link`);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ link: null });
    const made = await fredrik.post<ProgrammeLinkResponse>(`${BASE}/CarePlan/${carePlanId}/link`);
    expect(made.status).toBe(201);
    programmeToken = made.body.path.split('/').at(-1)!;
    const live = await fredrik.get<ProgrammeLinkState>(`${BASE}/CarePlan/${carePlanId}/link`);
    expect(live.body.link).toEqual({ createdAt: expect.any(Number), expiresAt: made.body.expiresAt });
    expect(live.body.link!.createdAt).toBeLessThanOrEqual(Date.now());
    expect(live.text).not.toContain(programmeToken);
    expect(await auditRowsOf(t, live)).toEqual([
      expect.objectContaining({ action: 'care_plan.link_read', outcome: 'success', patientId: sara }),
    ]);
  });

  it('is no business of a GP (403) nor of a clinician without a care relationship (404, audited)', async () => {
    const gp = await anna.get(`${BASE}/CarePlan/${carePlanId}/link`);
    expect(gp.status).toBe(403);
    await expectDeniedAsMissing(
      t,
      await outsider.get(`${BASE}/CarePlan/${carePlanId}/link`),
      await outsider.get(`${BASE}/CarePlan/${missingId}/link`),
      { action: 'care_plan.link_read', patientId: sara },
    );
  });
});

describe("the programme's conversation, by the therapist rule", () => {
  it('keeps it from a GP with a meeting with the patient: 404 as a missing one, audited denied', async () => {
    await expectDeniedAsMissing(t, await anna.get(conversationPath()), await anna.get(conversationPath(missingId)), {
      action: 'conversation.read',
      patientId: sara,
    });
    await expectDeniedAsMissing(
      t,
      await anna.post(conversationPath(), { message: 'Hej Sara' }),
      await anna.post(conversationPath(missingId), { message: 'Hej Sara' }),
      { action: 'message.send', patientId: sara },
    );
    const rows = await t.database.db
      .select({ id: conversationMessages.id })
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.conversationId, plan.conversationId),
          eq(conversationMessages.senderClinicianId, DEMO_IDS.clinicians.seDoctor),
        ),
      );
    expect(rows).toEqual([]);
  });

  it("shows a second psychologist's message under their own name, the programme's psychologist's under his", async () => {
    const sent = await daniel.post<ConversationMessage>(conversationPath(), { message: 'Hej Sara, jag hoppar in.' });
    expect(sent.status).toBe(201);
    const danielsName = await nameOf(DEMO_IDS.clinicians.gbPsychologist);
    const fredriksName = await nameOf(DEMO_IDS.clinicians.sePsychologist);
    expect(sent.body.senderName).toBe(danielsName);
    const fredriks = await fredrik.post<ConversationMessage>(conversationPath(), { message: 'Och jag finns kvar.' });
    expect(fredriks.body.senderName).toBe(fredriksName);
    const shown = (await fredrik.get<ConversationMessagesResponse>(conversationPath())).body.messages;
    expect(shown.find((m) => m.id === sent.body.id)!.senderName).toBe(danielsName);
    expect(shown.find((m) => m.id === fredriks.body.id)!.senderName).toBe(fredriksName);
    const onHerLink = (await saraOnHerLink.get<ConversationMessagesResponse>(onLink('/messages'))).body.messages;
    expect(onHerLink.find((m) => m.id === sent.body.id)!.senderName).toBe(danielsName);
  });
});

describe("the patient's message and a pause", () => {
  const count = async () =>
    (
      await t.database.db
        .select({ id: conversationMessages.id })
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, plan.conversationId))
    ).length;

  it('at once, repeatedly: each message is either refused (409, not written) or written and answered 201', async () => {
    for (let round = 0; round < 5; round++) {
      expect((await setConversation('active')).status).toBe(200);
      const before = await count();
      const [paused, posted] = await Promise.all([
        setConversation('paused'),
        saraOnHerLink.post<ConversationMessage>(onLink('/messages'), { message: `Runda ${round}` }),
      ]);
      expect(paused.status).toBe(200);
      expect([201, 409]).toContain(posted.status);
      if (posted.status === 409) expect(errorKey(posted)).toBe('treatment_programme_conversation_closed');
      expect(await count()).toBe(before + (posted.status === 201 ? 1 : 0));
      const [state] = await t.database.db
        .select({ state: conversations.state })
        .from(conversations)
        .where(eq(conversations.id, plan.conversationId));
      expect(state!.state).toBe('paused');
    }
    expect((await setConversation('active')).status).toBe(200);
  });

  // PostgreSQL only, by design: PGlite has one connection, so no message can be on its way while a pause commits.
  if (onPostgres)
    it('a message sent while a pause commits waits for it and is refused, never written after', async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const before = await count();
      // The pause, as PATCH …/conversation writes it, held open until the patient's message is waiting for it.
      const pausing = t.database.db.transaction(async (tx) => {
        await tx.update(conversations).set({ state: 'paused' }).where(eq(conversations.id, plan.conversationId));
        await held;
      });
      const posting = saraOnHerLink.post(onLink('/messages'), { message: 'Skickat under pausen' });
      const first = await Promise.race([
        posting.then(() => 'answered'),
        vi
          .waitFor(
            async () => {
              const [row] = await queryRows<{ waiting: number }>(
                t.database.db,
                sql`SELECT count(*)::int AS waiting FROM pg_stat_activity
                  WHERE datname = current_database() AND wait_event_type = 'Lock'`,
              );
              if (!row || row.waiting < 1) throw new Error('nothing waits yet');
            },
            { timeout: 5000, interval: 20 },
          )
          .then(() => 'waiting'),
      ]);
      release();
      await pausing;
      expect(first).toBe('waiting');
      const answer = await posting;
      expect(answer.status).toBe(409);
      expect(await count()).toBe(before);
      expect((await setConversation('active')).status).toBe(200);
    });
});

describe('the psychologist keeps the patient while the programme runs', () => {
  it('past 30 days after their last meeting: the conversation, the programme and the record still open', async () => {
    const sixtyDaysAgo = new Date(Date.now() - 60 * DAY);
    await t.database.db
      .update(meetings)
      .set({ scheduledStartTime: sixtyDaysAgo, bookedTime: sixtyDaysAgo, actualEndTime: sixtyDaysAgo })
      .where(and(eq(meetings.patientId, sara), eq(meetings.clinicianId, DEMO_IDS.clinicians.sePsychologist)));
    expect((await fredrik.get(conversationPath())).status).toBe(200);
    expect((await fredrik.post(`${BASE}/CarePlan/_search`, { userId: sara })).status).toBe(200);
    const record = await fredrik.get(`/api/patient/${sara}/overview`);
    expect(record.status).toBe(200);
    expect(await auditRowsOf(t, record)).toEqual([
      expect.objectContaining({ action: 'patient_overview.read', outcome: 'success', ground: 'care' }),
    ]);
  });
});

describe('an ended programme', () => {
  it('takes no message from the psychologist (409, audited denied)', async () => {
    const ended = await fredrik.request('PATCH', `${BASE}/CarePlan/${carePlanId}`, { state: 'ended' });
    expect(ended.status).toBe(200);
    const refused = await fredrik.post(conversationPath(), { message: 'En sista rad.' });
    expect(refused.status).toBe(409);
    expect(errorKey(refused)).toBe('treatment_programme_conversation_closed');
    expect(await auditRowsOf(t, refused)).toEqual([
      expect.objectContaining({ action: 'message.send', outcome: 'denied', patientId: sara }),
    ]);
  });

  it("audits the patient's refused writes on its link as denied, never as a success", async () => {
    const message = await saraOnHerLink.post(onLink('/messages'), { message: 'Tack!' });
    expect(message.status).toBe(409);
    expect(await auditRowsOf(t, message)).toEqual([
      expect.objectContaining({ action: 'message.send', outcome: 'denied', patientId: sara, subject: 'patient link' }),
    ]);
    const diary = plan.exercises.find((e) => e.type === 'activity-diary')!.exerciseId;
    const activity = await saraOnHerLink.post(onLink(`/treatment-exercise/activity-diary/${diary}/activities`), {
      activityTime: Date.now() - DAY,
      title: 'Promenad',
      rating: 6,
      type: 'social',
    });
    expect(activity.status).toBe(404);
    expect(await auditRowsOf(t, activity)).toEqual([
      expect.objectContaining({ action: 'treatment_exercise.patient_activity', outcome: 'denied', patientId: sara }),
    ]);
  });

  it('is a care relationship for 30 days after its end, not longer', async () => {
    expect((await fredrik.get(conversationPath())).status).toBe(200);
    await t.database.db
      .update(carePlans)
      .set({ endedAt: new Date(Date.now() - 31 * DAY) })
      .where(inArray(carePlans.id, [carePlanId]));
    await expectDeniedAsMissing(
      t,
      await fredrik.get(conversationPath()),
      await fredrik.get(conversationPath(missingId)),
      { action: 'conversation.read', patientId: sara },
    );
    expect((await fredrik.get(`/api/patient/${sara}/overview`)).status).toBe(404);
  });
});
