import type { ServerActionModule } from '../actions/action-module';
import { meetingTasks } from './repo';
import { ukTaskRoutes } from './routes';
import { toTask, ukTaskFinishBlockers } from './service';

/**
 * UK clinician tasks (issue 19): the tasks the clinician leaves for the practice team and the end-of-meeting
 * checkboxes; the meeting's tasks as a section of taken actions; the boxes not ticked and the tasks not published
 * stop a UK meeting from ending (seed 000 §5).
 */
export const ukTaskActions: ServerActionModule = {
  id: 'uk-tasks',
  actions: ['uk-clinician-action'],
  routes: async (app, { db, actions }) => {
    await app.register(ukTaskRoutes, { db, actions });
  },
  takenActions: async (db, meetingId) => {
    const rows = await meetingTasks(db, meetingId);
    if (rows.length === 0) return null;
    return {
      kind: 'uk-clinician-tasks',
      items: rows
        .map(toTask)
        .map(({ id, meetingId, type, urgency, status, note, publishedAt, dueAt, completedAt }) => ({
          id,
          meetingId,
          type,
          urgency,
          status,
          note,
          publishedAt,
          dueAt,
          completedAt,
        })),
    };
  },
  finishBlockers: ukTaskFinishBlockers,
};
