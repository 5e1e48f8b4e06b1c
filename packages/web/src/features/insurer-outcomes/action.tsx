import type { WebActionModule } from '../../lib/actions/action-module';
import { InsurerOutcomesFinishing } from './components/vitality-outcomes';

/**
 * Vitality's outcomes (issue 20; seed 002 §3, §4, §5): no action of the bar, so no panel; they are chosen below the
 * evaluation in a gb.vitality clinician's meetings, and the meeting does not end until each is calculated and the
 * account holder's e-mail is valid.
 */
export const insurerOutcomeActions: WebActionModule = {
  id: 'insurer-outcomes',
  panels: {},
  Finishing: InsurerOutcomesFinishing,
};
