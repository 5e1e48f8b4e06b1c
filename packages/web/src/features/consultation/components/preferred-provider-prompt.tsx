import { VIDEO_PROVIDERS, type Meeting } from '@konsult/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChooseVideoProvider, useVideoProviderPreference } from '../api/use-video-provider';
import { useCallLifecycle } from '../hooks/use-call-lifecycle';
import { useConsultationSearch } from '../hooks/use-consultation-search';

/** Dismissing the prompt chooses the second provider (seed 000 §4). */
const ON_DISMISS = VIDEO_PROVIDERS[1];

/**
 * Seed 000 §4: once a call has been made and the clinician has not chosen a video provider, ask which one they
 * prefer. Never over a running call.
 */
export function PreferredProviderPrompt({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const { search } = useConsultationSearch();
  const [lifecycle] = useCallLifecycle(meeting.id);
  const preference = useVideoProviderPreference();
  const choose = useChooseVideoProvider();
  const calledBefore = lifecycle.callCount > 0 || meeting.videoCallStartTime !== null;
  const open = preference.data?.preferredVideoProvider === null && calledBefore && !search.call;
  if (!open) return null;
  return (
    <Modal
      opened
      onClose={() => !choose.isPending && choose.mutate(ON_DISMISS)}
      title={t('videoProvider.prompt.title')}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('videoProvider.prompt.body')}</Text>
        {VIDEO_PROVIDERS.map((provider) => (
          <Stack key={provider} gap={2}>
            <Button
              variant="light"
              loading={choose.isPending && choose.variables === provider}
              onClick={() => choose.mutate(provider)}
            >
              {t(`videoProvider.names.${provider}`)}
            </Button>
            <Text size="xs" c="dimmed">
              {t(`videoProvider.prompt.hints.${provider}`)}
            </Text>
          </Stack>
        ))}
        {choose.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('videoProvider.saveFailed')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Text size="xs" c="dimmed">
            {t('videoProvider.prompt.later')}
          </Text>
        </Group>
      </Stack>
    </Modal>
  );
}
