import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RenderActionBody } from '../../features/consultation';
import { LoadingState } from '../../ui/loading-state';

// Each action's panel is a chunk of its own, loaded when the clinician opens it (seed 000 §2: "opens lazily").
const SendMessagePanel = lazy(() => import('../../features/messaging').then((m) => ({ default: m.SendMessagePanel })));
const BookRevisitPanel = lazy(() => import('../../features/revisits').then((m) => ({ default: m.BookRevisitPanel })));
const CreateDocumentPanel = lazy(() =>
  import('../../features/medical-documents').then((m) => ({ default: m.CreateDocumentPanel })),
);
const TakenActionsPanel = lazy(() =>
  import('../../features/taken-actions').then((m) => ({ default: m.TakenActionsPanel })),
);

function PanelLoading() {
  const { t } = useTranslation();
  return <LoadingState label={t('common.loading')} />;
}

/** The built actions' panels in the consultation's action panel; the others say they are not there yet. */
export const renderActionBody: RenderActionBody = ({ action, meeting }) => {
  if (action === 'send-message' && meeting) {
    return (
      <Suspense fallback={<PanelLoading />}>
        <SendMessagePanel meeting={meeting} />
      </Suspense>
    );
  }
  if (action === 'book-revisit' && meeting) {
    return (
      <Suspense fallback={<PanelLoading />}>
        <BookRevisitPanel meeting={meeting} />
      </Suspense>
    );
  }
  if (action === 'create-document' && meeting) {
    return (
      <Suspense fallback={<PanelLoading />}>
        <CreateDocumentPanel meeting={meeting} />
      </Suspense>
    );
  }
  if (action === 'taken-actions' && meeting) {
    return (
      <Suspense fallback={<PanelLoading />}>
        <TakenActionsPanel meetingId={meeting.id} />
      </Suspense>
    );
  }
  return null;
};
