import type { ActionName, Meeting } from '@konsult/domain';
import { type ComponentType, lazy, type LazyExoticComponent, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RenderActionBody } from '../../features/consultation';
import { LoadingState } from '../../ui/loading-state';
import { isMeetinglessAction, MeetinglessActionBody } from './meetingless-action-body';

type ActionPanel = LazyExoticComponent<ComponentType<{ meeting: Meeting }>>;

// Each action's panel is a chunk of its own, loaded when the clinician opens it (seed 000 §2: "opens lazily").
const PANELS: Partial<Record<ActionName, ActionPanel>> = {
  'send-message': lazy(() => import('../../features/messaging').then((m) => ({ default: m.SendMessagePanel }))),
  'book-revisit': lazy(() => import('../../features/revisits').then((m) => ({ default: m.BookRevisitPanel }))),
  'create-document': lazy(() =>
    import('../../features/medical-documents').then((m) => ({ default: m.CreateDocumentPanel })),
  ),
  'internal-referral': lazy(() =>
    import('../../features/referrals').then((m) => ({ default: m.InternalReferralPanel })),
  ),
  'physical-referral': lazy(() =>
    import('../../features/referrals').then((m) => ({ default: m.PhysicalReferralPanel })),
  ),
  'taken-actions': lazy(() =>
    import('../../features/taken-actions').then((m) => ({
      default: ({ meeting }: { meeting: Meeting }) => <m.TakenActionsPanel meetingId={meeting.id} />,
    })),
  ),
};

function PanelLoading() {
  const { t } = useTranslation();
  return <LoadingState label={t('common.loading')} />;
}

/**
 * The built actions' panels in the consultation's action panel; the others say they are not there yet. Outside a
 * meeting (the meetingless view) message and document act in the clinician's latest meeting with the patient.
 */
export const renderActionBody: RenderActionBody = ({ action, meeting, patientId }) => {
  const Panel = PANELS[action];
  if (!Panel) return null;
  let body: ReactNode;
  if (meeting) body = <Panel meeting={meeting} />;
  else if (isMeetinglessAction(action))
    body = <MeetinglessActionBody action={action} patientId={patientId} Panel={Panel} />;
  else return null;
  return <Suspense fallback={<PanelLoading />}>{body}</Suspense>;
};
