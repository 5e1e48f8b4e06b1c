import { CarePlanNoteBody } from '@konsult/domain';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestErrorBanner } from '../../../ui/error-state';
import { useCarePlanNotes, useDeleteCarePlanNote, useSaveCarePlanNote } from '../api/care-plans';
import { useProgrammeFormat } from './use-programme-format';

/**
 * The clinician's note on the programme (one per care plan; ours, seed 002 §7 "clinicians/notes"): what they want
 * to remember between the patient's modules. Written, replaced and removed here.
 */
export function CarePlanNote({ patientId, carePlanId }: { patientId: string; carePlanId: string }) {
  const { t } = useTranslation();
  const format = useProgrammeFormat();
  const notes = useCarePlanNotes(patientId);
  const save = useSaveCarePlanNote(patientId);
  const remove = useDeleteCarePlanNote(patientId);
  const [draft, setDraft] = useState<string | null>(null);
  const note = notes.data?.find((n) => n.carePlanId === carePlanId) ?? null;
  const parsed = CarePlanNoteBody.safeParse({ note: draft ?? '' });

  let body;
  if (notes.isPending) {
    body = (
      <Text size="sm" c="gray.7">
        {t('treatmentProgrammes.note.loading')}
      </Text>
    );
  } else if (notes.isError) {
    body = <RequestErrorBanner message={t('treatmentProgrammes.note.loadError')} />;
  } else if (draft !== null) {
    body = (
      <Stack gap="xs">
        <Textarea
          label={t('treatmentProgrammes.note.label')}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          autosize
          minRows={3}
          maxLength={5000}
        />
        <Group gap="xs">
          <Button
            size="compact-sm"
            disabled={!parsed.success}
            loading={save.isPending}
            onClick={() =>
              parsed.success && save.mutate({ carePlanId, note: parsed.data.note }, { onSuccess: () => setDraft(null) })
            }
          >
            {t('treatmentProgrammes.note.save')}
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => setDraft(null)} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    );
  } else if (note) {
    body = (
      <Stack gap={4}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {note.note}
        </Text>
        <Text size="xs" c="gray.7">
          {t('treatmentProgrammes.note.by', { name: note.clinicianName, date: format.dateTime(note.updatedAt) })}
        </Text>
        <Group gap="xs">
          <Button size="compact-sm" variant="default" onClick={() => setDraft(note.note)}>
            {t('treatmentProgrammes.note.edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(carePlanId)}
          >
            {t('treatmentProgrammes.note.delete')}
          </Button>
        </Group>
      </Stack>
    );
  } else {
    body = (
      <Group gap="xs">
        <Text size="sm" c="gray.7">
          {t('treatmentProgrammes.note.none')}
        </Text>
        <Button size="compact-sm" variant="default" onClick={() => setDraft('')}>
          {t('treatmentProgrammes.note.add')}
        </Button>
      </Group>
    );
  }

  return (
    <Stack gap="xs" component="section">
      <Text fw={600} size="sm" component="h3" m={0}>
        {t('treatmentProgrammes.note.title')}
      </Text>
      <RequestErrorBanner message={save.isError || remove.isError ? t('treatmentProgrammes.note.failed') : null} />
      {body}
    </Stack>
  );
}
