import { describe, expect, it } from 'vitest';
import type { EvaluationResponse, FinishMeetingResponse, TakenActionsResponse } from '@konsult/domain';
import { demoMeetingId } from '../demo/demo-ids';
import { writeCompleteNote } from '../test/forms';
import { useTestApp } from '../test/file-app';
import { startTestApp } from '../test/test-app';
import type { ServerActionModule } from './action-module';
import { ACTION_MODULES } from './modules';

/**
 * The action-module seam (issue 15): a module registered beside the built ones is asked by the evaluation, by
 * finishing and by taken actions without any of them knowing it by name. This test's module serves no action of the
 * bar (every one is built) and says what a sick-note module would: a sick note in one meeting, and an unsigned one
 * that stops it ending. (The real sick-note module, issue 18, reports only signed ones.)
 */

const meetingId = demoMeetingId('se.doctor', 'today-current');
const otherMeetingId = demoMeetingId('se.doctor', 'today-next');
let sickNoteUnsigned = true;

const sickNotes: ServerActionModule = {
  id: 'test-sick-notes',
  actions: [],
  evaluationContext: async (_db, id) => ({ hasSickNote: id === meetingId }),
  finishBlockers: async (_db, meeting) =>
    meeting.id === meetingId && sickNoteUnsigned
      ? [{ name: 'sick-note', label: 'The sick note is not signed', section: 'Sick notes' }]
      : [],
};

const t = useTestApp({}, { actionModules: [...ACTION_MODULES, sickNotes] });
const anna = t.signedIn('se.doctor');

describe('an action module', () => {
  it('tells the evaluation of its meeting that a sick note exists, and no other meeting', async () => {
    const evaluation = (url: string) => anna.get<EvaluationResponse>(`/api/medicalrecord/evaluation/${url}`);
    expect((await evaluation(meetingId)).body.context).toEqual({
      hasPrescription: false,
      hasLabReferral: false,
      hasSpecialistReferral: false,
      hasSickNote: true,
    });
    expect((await evaluation(otherMeetingId)).body.context.hasSickNote).toBe(false);
  });

  it('stops the meeting from ending while its sick note is unsigned: 409 missing_fields names it', async () => {
    await writeCompleteNote(anna, meetingId);
    const finish = () =>
      anna.post<FinishMeetingResponse>(`/api/meeting/doctor/meeting/${meetingId}/finish`, {
        status: 'COMPLETED',
        sign: false,
      });
    const refused = await finish();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: { key: 'missing_fields', issues: [{ path: 'sick-note', code: 'required', message: 'Sick notes' }] },
    });

    sickNoteUnsigned = false;
    const finished = await finish();
    expect(finished.status).toBe(200);
    expect(finished.body.status).toBe('COMPLETED');
  });

  it('adds nothing to taken actions it has no section for: the built sections still answer', async () => {
    const taken = await anna.get<TakenActionsResponse>(`/api/meeting/${meetingId}/taken-actions`);
    expect(taken.status).toBe(200);
    expect(taken.body.count).toBe(taken.body.sections.reduce((n, s) => n + s.items.length, 0));
  });

  it('refuses two modules that serve the same action', async () => {
    await expect(
      startTestApp({}, { actionModules: [...ACTION_MODULES, { ...sickNotes, actions: ['treatment-programme'] }] }),
    ).rejects.toThrow('Two action modules serve the action "treatment-programme"');
  });
});
