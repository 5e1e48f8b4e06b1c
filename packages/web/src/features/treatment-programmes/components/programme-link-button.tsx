import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCreateProgrammeLink } from '../api/programme-link';
import { useProgrammeFormat } from './use-programme-format';

/**
 * The programme's own link for the patient (issue 21): the meeting's link ends two hours after the meeting, the
 * programme runs for weeks. Made on request (a new one stops the one before working), shown with a copy button and
 * until when it works; the psychologist sends it to the patient themselves.
 */
export function ProgrammeLinkButton({ carePlanId, disabled }: { carePlanId: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const format = useProgrammeFormat();
  const create = useCreateProgrammeLink(carePlanId);
  const url = create.data ? `${window.location.origin}${create.data.path}` : null;

  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Button variant="default" disabled={disabled} loading={create.isPending} onClick={() => create.mutate()}>
          {t('treatmentProgrammes.programmeLink.create')}
        </Button>
      </Group>
      {create.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {t('treatmentProgrammes.programmeLink.failed')}
        </Text>
      ) : null}
      {url && create.data ? (
        <Stack gap={4}>
          <Group gap="xs" align="end" wrap="nowrap">
            <TextInput
              label={t('treatmentProgrammes.programmeLink.label')}
              value={url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              style={{ flex: 1 }}
            />
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy} aria-live="polite">
                  {copied ? t('treatmentProgrammes.programmeLink.copied') : t('treatmentProgrammes.programmeLink.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" c="gray.7">
            {t('treatmentProgrammes.programmeLink.expires', { date: format.dateTime(create.data.expiresAt) })}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
