import type { ActionName, Meeting } from '@konsult/domain';
import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RenderActionBody } from '../../features/consultation';
import { LoadingState } from '../../ui/loading-state';

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

/** The built actions' panels in the consultation's action panel; the others say they are not there yet. */
export const renderActionBody: RenderActionBody = ({ action, meeting }) => {
  const Panel = PANELS[action];
  if (!Panel || !meeting) return null;
  return (
    <Suspense fallback={<PanelLoading />}>
      <Panel meeting={meeting} />
    </Suspense>
  );
};
