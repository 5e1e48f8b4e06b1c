import type { ServerActionModule } from '../actions/action-module';
import { insurerFinishBlockers, sendInsurerReport, syncSemble } from './finishing';

/**
 * The insurer partnership's consultation (issue 20; seed 002 §4, §5): no action of the bar — the outcomes are chosen
 * beside the insurer's form — so it serves no action; what stops such a meeting from ending, the outcome report sent
 * before it ends, and the Semble sync once it has.
 */
export const insurerActions: ServerActionModule = {
  id: 'insurer',
  actions: [],
  finishBlockers: insurerFinishBlockers,
  beforeFinish: sendInsurerReport,
  afterFinish: syncSemble,
};
