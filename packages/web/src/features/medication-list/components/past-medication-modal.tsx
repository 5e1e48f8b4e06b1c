import type { MedicationListItem } from '@konsult/domain';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../../ui/empty-state';
import { MedicationItem } from './medication-item';

/** Seed 001 §2.3, §6: the past-medication list, read-only. */
export function PastMedicationModal({
  opened,
  onClose,
  past,
}: {
  opened: boolean;
  onClose: () => void;
  past: MedicationListItem[];
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('medication-list.past-medication-modal.title')}
      size="40rem"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {past.length === 0 ? (
        <EmptyText>{t('medication-list.past-medication-modal.empty')}</EmptyText>
      ) : (
        <ul className="medication-items" aria-label={t('medication-list.past-medication-modal.title')}>
          {past.map((item) => (
            <MedicationItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </Modal>
  );
}
