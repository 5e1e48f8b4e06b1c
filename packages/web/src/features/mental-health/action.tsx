import type { WebActionModule } from '../../lib/actions/action-module';
import { MentalHealthFinishing } from './components/mental-health-score';

/**
 * The UK mental-health score (issue 19; seed 002 §3, §5): no action of the bar, so no panel; it is asked for below
 * the evaluation in British mental-health meetings, and the meeting does not end until it is saved complete.
 */
export const mentalHealthActions: WebActionModule = {
  id: 'mental-health',
  panels: {},
  Finishing: MentalHealthFinishing,
};
