import type { ActionName } from '@konsult/domain';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../../ui/empty-state';

/** Loaded on demand. Until each action's own issue lands, it says plainly that the action is not there yet. */
export default function ActionPanelBody({ action }: { action: ActionName }) {
  const { t } = useTranslation();
  return (
    <div data-action={action}>
      <EmptyText>{t('consultation.actions.notAvailable')}</EmptyText>
    </div>
  );
}
