import type { AutosaveStatus } from '../../lib/autosave';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Saving…", "All changes saved", "Not saved yet": a polite live region beside the form's title. */
export function AutosaveStatusText({ status }: { status: AutosaveStatus }) {
  const { t } = useTranslation();
  return (
    <Text role="status" aria-live="polite" size="sm" c={status === 'unsaved' ? 'orange.8' : 'dimmed'}>
      {t(`autosave.status.${status}`)}
    </Text>
  );
}
