import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../../ui/empty-state';

/** The clinician's consultation note; the editor arrives with the record-entry issue. */
export function NoteArea() {
  const { t } = useTranslation();
  return (
    <Paper component="section" aria-label={t('consultation.note.label')} withBorder p="md" mih="12rem">
      <EmptyText>{t('consultation.note.empty')}</EmptyText>
    </Paper>
  );
}
