import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInsurerFormData } from '../api/use-insurer';

/**
 * The migration warning (issue 20): the meeting's insurer form data already exists in another system. Quiet while
 * unknown or when the insurer cannot say: it warns, it holds no data of its own.
 */
export function MigrationWarning({ meetingId }: { meetingId: string | null }) {
  const { t } = useTranslation();
  const formData = useInsurerFormData(meetingId);
  if (!formData.data?.exists) return null;
  return (
    <Alert color="yellow" role="alert" title={t('insurer.migrationWarning.title')}>
      {t('insurer.migrationWarning.message')}
    </Alert>
  );
}
