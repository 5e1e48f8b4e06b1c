import type { ServerActionModule } from '../actions/action-module';
import { meetingHasReferral, meetingReferrals } from './repo';
import { specialistReferralRoutes } from './routes';
import { toSentReferral } from './service';

/**
 * The Swedish specialist referral (issue 18): its routes; the meeting's referrals as a section of taken actions;
 * and the evaluation learns that the meeting has one (seed 002 §4: patient_helped forced, "specialist" ticked).
 */
export const specialistReferralActions: ServerActionModule = {
  id: 'specialist-referrals',
  actions: ['se-specialist-referral'],
  routes: async (app, { db }) => {
    await app.register(specialistReferralRoutes, { db });
  },
  takenActions: async (db, meetingId) => {
    const rows = await meetingReferrals(db, meetingId);
    if (rows.length === 0) return null;
    return {
      kind: 'specialist-referrals',
      items: rows
        .map((row) => toSentReferral(row, true))
        .map(({ id, specialistTypeId, specialistUnit, externalSpecialistInfo, purposeTitle, sentAt }) => ({
          id,
          specialistTypeId,
          specialistUnit,
          externalSpecialistInfo,
          purposeTitle,
          sentAt,
        })),
    };
  },
  evaluationContext: async (db, meetingId) =>
    (await meetingHasReferral(db, meetingId)) ? { hasSpecialistReferral: true } : {},
};
