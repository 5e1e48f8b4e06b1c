import type { ActionName } from '@konsult/domain';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionSlot, RenderActionBody } from '../../features/consultation';
import { LoadingState } from '../../ui/loading-state';
import { ACTION_MODULES } from './action-modules';
import { isMeetinglessAction, MeetinglessActionBody } from './meetingless-action-body';

// Each action's panel is a chunk of its own, loaded when the clinician opens it (seed 000 §2: "opens lazily").
const PANELS = new Map(ACTION_MODULES.flatMap((module) => Object.entries(module.panels))) as ReadonlyMap<
  ActionName,
  NonNullable<(typeof ACTION_MODULES)[number]['panels'][ActionName]>
>;

function PanelLoading() {
  const { t } = useTranslation();
  return <LoadingState label={t('common.loading')} />;
}

/**
 * The registered actions' panels in the consultation's action panel. Outside a meeting (the meetingless view)
 * message and document act in the clinician's latest meeting with the patient.
 */
const renderActionBody: RenderActionBody = ({ action, meeting, patientId }) => {
  const Panel = PANELS.get(action);
  if (!Panel) return null;
  let body: ReactNode;
  if (meeting) body = <Panel meeting={meeting} />;
  else if (isMeetinglessAction(action))
    body = <MeetinglessActionBody action={action} patientId={patientId} Panel={Panel} />;
  else return null;
  return <Suspense fallback={<PanelLoading />}>{body}</Suspense>;
};

/** The actions the consultation screen may offer (those with a panel) and how it draws them. */
export const actionSlot: ActionSlot = { built: new Set(PANELS.keys()), render: renderActionBody };
