import { periodsInOrder, type SickNote } from '@konsult/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sickNotePdfPath } from '../api/sick-notes';

/** The sick notes already signed in the meeting: their periods, status and certificate, each opening its PDF. */
export function SignedSickNotes({ notes, when }: { notes: SickNote[]; when: (epochMs: number) => string }) {
  const { t } = useTranslation();
  if (notes.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-label={t('sickNotes.signed.title')}>
      <Text size="sm" fw={600}>
        {t('sickNotes.signed.title')}
      </Text>
      <ul className="sick-notes-signed">
        {notes.map((note) => (
          <li key={note.id}>
            <Text size="sm">
              {note.diagnosisCode} {note.diagnosisText} ·{' '}
              {periodsInOrder(note.periods)
                .map((p) => t('sickNotes.signed.period', { degree: p.degree, from: p.from, to: p.to }))
                .join(', ')}
            </Text>
            <Text size="xs" c="gray.7">
              {[
                t(`sickNotes.status.${note.status}`),
                when(note.signedAt),
                t('sickNotes.signed.certificate', { id: note.certificateId }),
                ...(note.patientMessageId ? [t('sickNotes.signed.copySent')] : []),
              ].join(' · ')}{' '}
              <Anchor href={sickNotePdfPath(note.meetingId, note.id)} target="_blank" rel="noopener" size="xs">
                {t('sickNotes.signed.openPdf')}
              </Anchor>
            </Text>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
