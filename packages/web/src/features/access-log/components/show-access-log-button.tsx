import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** On a found patient, for an auditor: go on to that patient's access log. */
export function ShowAccessLogButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return <Button onClick={onClick}>{t('accessLog.showForPatient')}</Button>;
}
