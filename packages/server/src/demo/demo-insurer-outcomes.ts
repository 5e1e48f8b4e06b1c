import type { Db } from '../platform/db/database';
import { embeddedInsurerOutcomeRules } from '../platform/db/schema';

/**
 * The embedded insurer's rules engine (issue 20; migration 0049): the questions it asks when an outcome is chosen.
 * Choosing "Routine Referral to Consultant" in a meeting of gb.vitality's (Hannah Clarke's, for one) asks two: a "yes"
 * to the moratorium question gives Indicative Decline, a "yes" to the five-year question More Info; two "no" answers
 * give Accepted. The other outcomes ask nothing (accepted at once), and NON_CLAIM outcomes never ask.
 */
export const DEMO_INSURER_RULES = {
  consultantMoratorium: {
    ruleId: 'consultant-moratorium',
    outcomeName: 'Routine Referral to Consultant',
    position: 1,
    question: "Are the symptoms within the policy's moratorium period?",
    passingAnswer: false,
    failingStatus: 'Decline',
  },
  consultantFiveYears: {
    ruleId: 'consultant-five-years',
    outcomeName: 'Routine Referral to Consultant',
    position: 2,
    question: 'Has the member had this condition in the last 5 years?',
    passingAnswer: false,
    failingStatus: 'MoreInfo',
  },
} as const;

export async function seedDemoInsurerOutcomeRules(tx: Db): Promise<void> {
  await tx.insert(embeddedInsurerOutcomeRules).values(Object.values(DEMO_INSURER_RULES));
}
