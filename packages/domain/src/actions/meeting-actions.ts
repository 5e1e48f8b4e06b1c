import type { ActionName } from '../consultation/search-params';
import {
  ACTION_CATEGORIES,
  type ActionCategory,
  type ActionDefinition,
  type MeetingActionsContext,
} from './action-definition';
import { ACTION_DEFINITIONS } from './registry';

export {
  ACTION_CATEGORIES,
  type ActionCategory,
  type ActionDefinition,
  type ActionFeatures,
  type MeetingActionsContext,
} from './action-definition';

/** Which icon group each action sits in (ours: the seed names the groups, not their members). */
export const ACTION_CATEGORY: Readonly<Record<ActionName, ActionCategory>> = Object.fromEntries(
  ACTION_DEFINITIONS.map((definition) => [definition.name, definition.category]),
) as Record<ActionName, ActionCategory>;

export type ActionGroup = { category: ActionCategory; actions: ActionName[] };

const SUPPORTED = new Set(['SE', 'NO', 'GB', 'FR', 'DE']);

function isOffered(definition: ActionDefinition, context: MeetingActionsContext): boolean {
  const { clinician, features, meeting } = context;
  if (clinician.usesExternalEmr && !definition.externalEmr) return false;
  if (definition.meetingless) return definition.offered({ clinician, features, meeting });
  return meeting !== null && definition.offered({ clinician, features, meeting });
}

/**
 * The actions a clinician is offered, one entry per action, in the bar's order: each action's own rule (its
 * definition, with its area), under two that hold for all. Where the seeds name what decides an action but not how,
 * the definitions hold our reading (docs/api.md repeats it):
 * - Outside a meeting (the meetingless view) only `meetingless` actions: the rest act on a meeting.
 * - A pool with an external EMR keeps its record elsewhere: send message and taken actions only.
 * Any other country than the five markets throws.
 */
export function meetingActions(context: MeetingActionsContext): ActionName[] {
  const country = context.clinician.country;
  if (!SUPPORTED.has(country)) throw new Error(`The action bar does not support the country "${country}"`);
  return ACTION_DEFINITIONS.filter((definition) => isOffered(definition, context)).map((d) => d.name);
}

/** The bar's groups: the offered actions by icon group, groups in the seed's order, empty groups left out. */
export function actionGroups(actions: readonly ActionName[]): ActionGroup[] {
  return ACTION_CATEGORIES.map((category) => ({
    category,
    actions: actions.filter((action) => ACTION_CATEGORY[action] === category),
  })).filter((group) => group.actions.length > 0);
}
