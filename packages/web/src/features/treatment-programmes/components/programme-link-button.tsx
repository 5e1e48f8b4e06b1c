import { TREATMENT_PROGRAMME_ERROR_KEYS } from '@konsult/domain';
import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useCreateProgrammeLink, useProgrammeLinkState } from '../api/programme-link';
import { useProgrammeFormat } from './use-programme-format';

/**
 * The programme's own link for the patient (issue 21): the meeting's link ends two hours after the meeting, the
 * programme runs for weeks. It says whether the patient has a link that works (made when, until when: its token is
 * stored hashed, so it is never shown again); a new one stops that one working, so the psychologist confirms before
 * replacing it. The new link is shown with a copy button and until when it works; the psychologist sends it.
 */
export function ProgrammeLinkButton({ carePlanId, disabled }: { carePlanId: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const format = useProgrammeFormat();
  const state = useProgrammeLinkState(carePlanId);
  const create = useCreateProgrammeLink(carePlanId);
  const [confirming, setConfirming] = useState(false);
  const url = create.data ? `${window.location.origin}${create.data.path}` : null;
  const live = state.data ?? null;
  const endedTooLong =
    isApiError(create.error) &&
    create.error.status === 409 &&
    create.error.key === TREATMENT_PROGRAMME_ERROR_KEYS.invalidState;

  const make = () => {
    setConfirming(false);
    create.mutate();
  };

  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Button
          variant="default"
          disabled={disabled || state.isPending}
          loading={create.isPending}
          // A link that works now (or may: its state could not be read) stops working when a new one is made.
          onClick={() => (live || state.isError ? setConfirming(true) : make())}
        >
          {t('treatmentProgrammes.programmeLink.create')}
        </Button>
      </Group>
      {live && !url ? (
        <Text size="sm" c="gray.7">
          {t('treatmentProgrammes.programmeLink.current', {
            made: format.date(live.createdAt),
            until: format.date(live.expiresAt),
          })}
        </Text>
      ) : null}
      {create.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {endedTooLong
            ? t('treatmentProgrammes.programmeLink.endedTooLong')
            : t('treatmentProgrammes.programmeLink.failed')}
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
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('treatmentProgrammes.programmeLink.replaceTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('treatmentProgrammes.programmeLink.replaceBody')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={make}>{t('treatmentProgrammes.programmeLink.replaceConfirm')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
