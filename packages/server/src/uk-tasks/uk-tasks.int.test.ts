import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ErrorBody,
  FinishMeetingResponse,
  TakenActionsResponse,
  UkCheckboxesResponse,
  UkMeetingTasksResponse,
  UkPracticeTaskResponse,
  UkPracticeTasksResponse,
  UkTaskBody,
  UkTaskResponse,
} from '@konsult/domain';
import { demoMeetingId } from '../demo/demo-ids';
import { clinicians, ukTasks } from '../platform/db/schema';
import { auditRowsOf, expectDeniedAsMissing } from '../test/audit-rows';
import type { TestClient } from '../test/client';
import { useTestApp } from '../test/file-app';
import { writeCompleteNote } from '../test/forms';

/**
 * James (gb.gp) leaves two tasks for his practice in today's meeting: an urgent two-week-wait referral and routine
 * bloods. Saved again they stay one task each; edited, they are replaced; a type that is not a GP's is refused. He
 * submits and publishes them; a published task is the practice's and cannot be changed. The meeting does not end
 * while a task is unpublished or a box he must tick is not ticked. Sarah (gb.nurse), in the practice, sees the open
 * tasks by due time, last week's overdue one first, and completes one. Rebecca (gb.vitality, another pool) and Anna
 * (se.doctor) reach neither the meeting nor the practice's tasks.
 */

const t = useTestApp();
const james = t.signedIn('gb.gp');
const sarah = t.signedIn('gb.nurse');
const rebecca = t.signedIn('gb.vitality');
const anna = t.signedIn('se.doctor');
const meetingId = demoMeetingId('gb.gp', 'today-current');
const quietMeetingId = demoMeetingId('gb.gp', 'today-next');
const missingId = '00000000-0000-4000-8000-00000000dead';
const OVERDUE_DEMO_TASK = '7a5c0000-0000-4000-8000-000000000001';
const FIT_NOTE_DEMO_TASK = '7a5c0000-0000-4000-8000-000000000002';
const HOUR = 3_600_000;

const tasksPath = (id = meetingId) => `/api/uk/meeting/${id}/tasks`;
const taskPath = (taskId: string, id = meetingId) => `${tasksPath(id)}/${taskId}`;
const checkboxesPath = (id = meetingId) => `/api/uk/meeting/${id}/checkboxes`;
const save = (
  client: TestClient,
  taskId: string,
  body: Partial<UkTaskBody> | Record<string, unknown>,
  id = meetingId,
) => client.request<UkTaskResponse>('PUT', taskPath(taskId, id), body);
const finish = (client: TestClient, id = meetingId) =>
  client.post<FinishMeetingResponse>(`/api/meeting/doctor/meeting/${id}/finish`, { status: 'COMPLETED', sign: false });
const tick = (body: Record<string, boolean>, id = meetingId) =>
  james.request<UkCheckboxesResponse>('PUT', checkboxesPath(id), body);
const issuePaths = (answer: { body: unknown }) =>
  ((answer.body as ErrorBody).error.issues ?? []).map((issue) => issue.path);
const rowsWithId = async (id: string) =>
  (await t.database.db.select({ n: count() }).from(ukTasks).where(eq(ukTasks.id, id)))[0]!.n;

const tww = randomUUID();
const bloods = randomUUID();
const spare = randomUUID();

beforeAll(async () => {
  await writeCompleteNote(james, meetingId);
});

describe("the meeting's tasks", () => {
  it('start empty, with the 14 task types of a GP; the read is audited', async () => {
    const listed = await james.get<UkMeetingTasksResponse>(tasksPath());
    expect(listed.status).toBe(200);
    expect(listed.body.tasks).toEqual([]);
    expect(listed.body.allowedTypes).toHaveLength(14);
    expect(listed.body.allowedTypes).toContain('TWW_REFERRAL');
    expect(await auditRowsOf(t, listed)).toEqual([
      expect.objectContaining({ action: 'uk_task.list', outcome: 'success', resourceId: meetingId }),
    ]);
  });

  it('saves a TWW referral as an urgent draft; saved again it is the same one task', async () => {
    const body = { type: 'TWW_REFERRAL', note: 'Suspected colorectal cancer: change in bowel habit, weight loss.' };
    const first = await save(james, tww, body);
    expect(first.status).toBe(200);
    expect(first.body.task).toMatchObject({
      id: tww,
      meetingId,
      type: 'TWW_REFERRAL',
      label: 'Two-week wait (TWW) referral',
      urgency: 'URGENT',
      status: 'DRAFT',
      editMode: true,
      slaHours: 24,
      publishedAt: null,
      dueAt: null,
    });
    const again = await save(james, tww, body);
    expect(again.status).toBe(200);
    expect(again.body.task).toMatchObject({ id: tww, note: body.note, urgency: 'URGENT' });
    expect(await rowsWithId(tww)).toBe(1);
    expect(await auditRowsOf(t, again)).toEqual([
      expect.objectContaining({ action: 'uk_task.save', outcome: 'success', resourceType: 'uk_task', resourceId: tww }),
    ]);
  });

  it('replaces the task with the same id when edited, and keeps routine bloods routine', async () => {
    const saved = await save(james, bloods, { type: 'BLOODS', note: 'FBC, U&E' });
    expect(saved.body.task).toMatchObject({ urgency: 'ROUTINE', slaHours: 72 });
    const edited = await save(james, bloods, { type: 'BLOODS', note: 'FBC, U&E, LFT, HbA1c', urgency: 'ROUTINE' });
    expect(edited.status).toBe(200);
    const { tasks } = (await james.get<UkMeetingTasksResponse>(tasksPath())).body;
    expect(tasks.map((task) => [task.id, task.type, task.note])).toEqual([
      [tww, 'TWW_REFERRAL', 'Suspected colorectal cancer: change in bowel habit, weight loss.'],
      [bloods, 'BLOODS', 'FBC, U&E, LFT, HbA1c'],
    ]);
  });

  it("refuses a type outside the GP's set (422) and keeps nothing", async () => {
    for (const type of ['OTHER_TASK_VITALITY', 'DOCUMENT_TO_NHS_GP', 'SEND_DS_TO_PATIENT']) {
      const refused = await save(james, spare, { type });
      expect(refused.status, type).toBe(422);
      expect(refused.body).toMatchObject({
        error: { key: 'uk_task_type_not_allowed', issues: [{ path: 'body.type' }] },
      });
    }
    expect(await rowsWithId(spare)).toBe(0);
    const unknown = await save(james, spare, { type: 'BLOOD' });
    expect(unknown.status).toBe(400);
    const noUuid = await save(james, 'not-a-uuid', { type: 'BLOODS' });
    expect(noUuid.status).toBe(400);
  });

  it('takes a document link only over https: it is a clinical document (400 otherwise, nothing saved)', async () => {
    const plain = randomUUID();
    const refused = await save(james, plain, { type: 'BLOODS', documentLink: 'http://letters.example/1' });
    expect(refused.status).toBe(400);
    expect(issuePaths(refused)).toEqual(['body.documentLink']);
    expect(await rowsWithId(plain)).toBe(0);
  });

  it('deletes a draft, and only a draft', async () => {
    expect((await save(james, spare, { type: 'OTHER_TASK', note: 'Call the pharmacy' })).status).toBe(200);
    const deleted = await james.request('DELETE', taskPath(spare));
    expect(deleted.status).toBe(204);
    expect(await rowsWithId(spare)).toBe(0);
    expect(await auditRowsOf(t, deleted)).toEqual([
      expect.objectContaining({ action: 'uk_task.delete', outcome: 'success', resourceId: spare }),
    ]);
    expect((await james.request('DELETE', taskPath(spare))).status).toBe(404);
  });

  it('does not end the meeting while tasks are unpublished or the boxes unticked', async () => {
    const refused = await finish(james);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { key: 'missing_fields' } });
    expect(issuePaths(refused)).toEqual(
      expect.arrayContaining([
        'uk-tasks-unpublished',
        'clearInstructions',
        'correctDocuments',
        'noPrescriptionsConfirmation',
      ]),
    );
    expect(issuePaths(refused)).not.toContain('noTasksConfirmation');
  });

  it('submits and publishes: due the SLA after publishing; a published task cannot be changed (409)', async () => {
    const submitted = await james.post<UkTaskResponse>(`${taskPath(tww)}/submit`);
    expect(submitted.status).toBe(200);
    expect(submitted.body.task.status).toBe('SUBMITTED');
    expect((await james.post<UkTaskResponse>(`${taskPath(tww)}/submit`)).body.task.status).toBe('SUBMITTED');
    expect((await james.post(`${taskPath(bloods)}/submit`)).status).toBe(200);
    // A submitted task is edited (replaced) as a draft again, then submitted again.
    expect((await save(james, bloods, { type: 'BLOODS', note: 'FBC, U&E, LFT, HbA1c, lipids' })).body.task.status).toBe(
      'DRAFT',
    );
    expect((await james.request('DELETE', taskPath(tww))).status).toBe(409);
    expect((await james.post(`${taskPath(bloods)}/submit`)).status).toBe(200);
    // Submitted but not yet published: meant for the practice, so the meeting does not end without it.
    const unpublished = await finish(james);
    expect(unpublished.status).toBe(409);
    expect(issuePaths(unpublished)).toContain('uk-tasks-unpublished');

    const published = await james.post<UkMeetingTasksResponse>(`${tasksPath()}/publish`);
    expect(published.status).toBe(200);
    const [first, second] = published.body.tasks;
    expect(first).toMatchObject({ id: tww, status: 'PUBLISHED', editMode: false });
    expect(first!.dueAt).toBe(first!.publishedAt! + 24 * HOUR);
    expect(second).toMatchObject({ id: bloods, status: 'PUBLISHED' });
    expect(second!.dueAt).toBe(second!.publishedAt! + 72 * HOUR);
    expect(await auditRowsOf(t, published, 'success')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'uk_task.publish', resourceId: tww }),
        expect.objectContaining({ action: 'uk_task.publish', resourceId: bloods }),
      ]),
    );

    const nothingLeft = await james.post<UkMeetingTasksResponse>(`${tasksPath()}/publish`);
    expect(nothingLeft.status).toBe(200);
    expect(await auditRowsOf(t, nothingLeft)).toEqual([
      expect.objectContaining({ action: 'uk_task.publish', outcome: 'success', resourceId: meetingId }),
    ]);

    const edit = await save(james, tww, { type: 'TWW_REFERRAL', note: 'changed' });
    expect(edit.status).toBe(409);
    expect(edit.body).toMatchObject({ error: { key: 'uk_task_published' } });
    expect((await james.post(`${taskPath(tww)}/submit`)).status).toBe(409);
    expect((await james.request('DELETE', taskPath(bloods))).status).toBe(409);
    // An id of this meeting's task used in another meeting is not a new task there.
    expect((await save(james, bloods, { type: 'BLOODS' }, quietMeetingId)).status).toBe(409);
  });

  it('lists them in taken actions', async () => {
    const taken = await james.get<TakenActionsResponse>(`/api/meeting/${meetingId}/taken-actions`);
    expect(taken.body.sections).toContainEqual({
      kind: 'uk-clinician-tasks',
      items: [
        expect.objectContaining({ id: tww, type: 'TWW_REFERRAL', status: 'PUBLISHED', urgency: 'URGENT' }),
        expect.objectContaining({ id: bloods, type: 'BLOODS', status: 'PUBLISHED', urgency: 'ROUTINE' }),
      ],
    });
  });
});

describe('the end-of-meeting checkboxes', () => {
  it('with tasks ask for clear instructions, correct documents and the prescriptions confirmation', async () => {
    const read = await james.get<UkCheckboxesResponse>(checkboxesPath());
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      checkboxes: {
        clearInstructions: false,
        correctDocuments: false,
        noTasksConfirmation: false,
        noPrescriptionsConfirmation: false,
      },
      required: ['clearInstructions', 'correctDocuments', 'noPrescriptionsConfirmation'],
    });
    expect(await auditRowsOf(t, read)).toEqual([expect.objectContaining({ action: 'uk_checkboxes.read' })]);
  });

  it('without tasks ask for the no-tasks confirmation', async () => {
    expect((await james.get<UkCheckboxesResponse>(checkboxesPath(quietMeetingId))).body.required).toEqual([
      'noTasksConfirmation',
      'noPrescriptionsConfirmation',
    ]);
  });

  it('block finishing, naming each box not ticked, then let the meeting end', async () => {
    const ticked = await tick({ clearInstructions: true });
    expect(ticked.status).toBe(200);
    expect(ticked.body.checkboxes).toMatchObject({ clearInstructions: true, correctDocuments: false });
    expect(await auditRowsOf(t, ticked)).toEqual([
      expect.objectContaining({ action: 'uk_checkboxes.save', outcome: 'success', resourceId: meetingId }),
    ]);
    const refused = await finish(james);
    expect(refused.status).toBe(409);
    expect(issuePaths(refused)).toEqual(['correctDocuments', 'noPrescriptionsConfirmation']);
    expect((refused.body as unknown as ErrorBody).error.issues).toContainEqual({
      path: 'correctDocuments',
      code: 'required',
      message: 'Before you finish',
    });

    expect((await tick({ correctDocuments: true, noPrescriptionsConfirmation: true })).status).toBe(200);
    const finished = await finish(james);
    expect(finished.status).toBe(200);
    expect(finished.body.status).toBe('COMPLETED');
  });

  it('refuses what is not a box (400)', async () => {
    expect((await tick({ somethingElse: true })).status).toBe(400);
    expect((await james.request('PUT', checkboxesPath(), { clearInstructions: 'yes' })).status).toBe(400);
  });
});

describe("the practice's work queue", () => {
  it('lists the open tasks of the practice by due time: overdue first, each read audited', async () => {
    const queue = await sarah.get<UkPracticeTasksResponse>('/api/uk/practice-tasks');
    expect(queue.status).toBe(200);
    expect(queue.body.tasks.map((task) => [task.id, task.type, task.overdue])).toEqual([
      [OVERDUE_DEMO_TASK, 'NHS_REFERRAL', true],
      [tww, 'TWW_REFERRAL', false],
      [FIT_NOTE_DEMO_TASK, 'NHS_FIT_NOTE', false],
      [bloods, 'BLOODS', false],
    ]);
    expect(queue.body.tasks[1]).toMatchObject({
      urgency: 'URGENT',
      note: 'Suspected colorectal cancer: change in bowel habit, weight loss.',
      clinicianName: 'James Whitaker',
      patient: { name: expect.any(String) },
      completedAt: null,
    });
    const rows = await auditRowsOf(t, queue);
    expect(rows).toHaveLength(4);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'uk_task_queue.read', resourceId: tww, ground: 'care', outcome: 'success' }),
      ]),
    );
  });

  it('lets a member of the practice complete a task once; it leaves the list', async () => {
    const done = await sarah.post<UkPracticeTaskResponse>(`/api/uk/practice-tasks/${tww}/complete`);
    expect(done.status).toBe(200);
    expect(done.body.task).toMatchObject({
      id: tww,
      completedByName: 'Sarah Collins',
      completedAt: expect.any(Number),
    });
    expect(await auditRowsOf(t, done)).toEqual([
      expect.objectContaining({ action: 'uk_task.complete', outcome: 'success', resourceId: tww, ground: 'care' }),
    ]);
    const again = await james.post(`/api/uk/practice-tasks/${tww}/complete`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { key: 'uk_task_completed' } });
    const queue = (await sarah.get<UkPracticeTasksResponse>('/api/uk/practice-tasks')).body.tasks;
    expect(queue.map((task) => task.id)).toEqual([OVERDUE_DEMO_TASK, FIT_NOTE_DEMO_TASK, bloods]);
  });

  it("is nobody else's: another pool's clinician sees none of it and completes nothing (404, audited)", async () => {
    expect((await rebecca.get<UkPracticeTasksResponse>('/api/uk/practice-tasks')).body.tasks).toEqual([]);
    expect((await anna.get<UkPracticeTasksResponse>('/api/uk/practice-tasks')).body.tasks).toEqual([]);
    for (const client of [rebecca, anna]) {
      const foreign = await client.post(`/api/uk/practice-tasks/${bloods}/complete`);
      const missing = await client.post(`/api/uk/practice-tasks/${missingId}/complete`);
      await expectDeniedAsMissing(t, foreign, missing, { action: 'uk_task.complete', resourceId: bloods });
    }
    expect((await sarah.get<UkPracticeTasksResponse>('/api/uk/practice-tasks')).body.tasks).toHaveLength(3);
  });
});

describe('without a care relationship', () => {
  it('the meeting routes answer 404 as for a missing meeting, audited', async () => {
    for (const client of [rebecca, anna]) {
      await expectDeniedAsMissing(t, await client.get(tasksPath()), await client.get(tasksPath(missingId)), {
        action: 'uk_task.list',
      });
      await expectDeniedAsMissing(
        t,
        await save(client, randomUUID(), { type: 'OTHER_TASK_VITALITY' }),
        await save(client, randomUUID(), { type: 'OTHER_TASK_VITALITY' }, missingId),
        { action: 'uk_task.save' },
      );
      await expectDeniedAsMissing(
        t,
        await client.request('PUT', checkboxesPath(), { clearInstructions: true }),
        await client.request('PUT', checkboxesPath(missingId), { clearInstructions: true }),
        { action: 'uk_checkboxes.save' },
      );
      await expectDeniedAsMissing(
        t,
        await client.post(`${tasksPath()}/publish`),
        await client.post(`${tasksPath(missingId)}/publish`),
        { action: 'uk_task.publish' },
      );
    }
  });
});

describe('publishing', () => {
  it("publishes only the calling clinician's submitted tasks; another clinician's stay theirs", async () => {
    const [nurse] = await t.database.db
      .select({ id: clinicians.id, poolId: clinicians.poolId })
      .from(clinicians)
      .where(eq(clinicians.username, 'gb.nurse'));
    const [quiet] = (await james.get<UkMeetingTasksResponse>(tasksPath(quietMeetingId))).body.tasks;
    expect(quiet).toBeUndefined();
    const theirs = randomUUID();
    const mine = randomUUID();
    expect((await save(james, mine, { type: 'BLOODS' }, quietMeetingId)).status).toBe(200);
    expect((await james.post(`${taskPath(mine, quietMeetingId)}/submit`)).status).toBe(200);
    const [row] = await t.database.db.select().from(ukTasks).where(eq(ukTasks.id, mine));
    await t.database.db.insert(ukTasks).values({
      ...row!,
      id: theirs,
      clinicianId: nurse!.id,
      poolId: nurse!.poolId,
      type: 'OTHER_TASK',
    });

    const published = await james.post<UkMeetingTasksResponse>(`${tasksPath(quietMeetingId)}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.tasks.map((task) => [task.id, task.status])).toEqual(
      expect.arrayContaining([
        [mine, 'PUBLISHED'],
        [theirs, 'SUBMITTED'],
      ]),
    );
    expect(await auditRowsOf(t, published)).toEqual([
      expect.objectContaining({ action: 'uk_task.publish', resourceType: 'uk_task', resourceId: mine }),
    ]);
  });
});
