import type { ServerActionModule } from '../actions/action-module';
import { programmeByIdentifier } from '@konsult/domain';
import { meetingCarePlans } from './repo';
import { treatmentProgrammeRoutes } from './routes';

/**
 * Treatment programmes (internet CBT; issue 21): the treatment-programme action, its routes (the clinician's and the
 * patient's), and the programmes started in the meeting as a section of taken actions.
 */
export const treatmentProgrammeActions: ServerActionModule = {
  id: 'treatment-programmes',
  actions: ['treatment-programme'],
  routes: async (app, { db }) => {
    await app.register(treatmentProgrammeRoutes, { db });
  },
  takenActions: async (db, meetingId) => {
    const rows = await meetingCarePlans(db, meetingId);
    if (rows.length === 0) return null;
    return {
      kind: 'treatment-programmes',
      items: rows.map((row) => ({
        id: row.id,
        treatmentProgrammeIdentifier: row.programmeIdentifier,
        programmeNameCopyKey:
          programmeByIdentifier(row.programmeIdentifier)?.programmeNameCopyKey ?? row.programmeIdentifier,
        state: row.state,
        created: row.createdAt.getTime(),
      })),
    };
  },
};
