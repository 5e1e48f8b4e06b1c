import type { TreatmentProgramme } from '@konsult/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RequestErrorBanner } from '../../../ui/error-state';
import { useEndCarePlan } from '../api/care-plans';

/**
 * Seed 001 §2.3 "end-programme button with confirm modal": asks before the programme ends for good; a failure is
 * shown in the modal (seed 001 §8), which stays open to try again.
 */
export function EndProgrammeDialog({
  patientId,
  carePlan,
  opened,
  onClose,
  onEnded,
}: {
  patientId: string;
  carePlan: TreatmentProgramme;
  opened: boolean;
  onClose: () => void;
  onEnded: () => void;
}) {
  const { t } = useTranslation();
  const end = useEndCarePlan(patientId);
  const close = () => {
    end.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('treatmentProgrammes.end.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('treatmentProgrammes.end.body', { title: carePlan.title })}</Text>
        <RequestErrorBanner
          title={t('treatmentProgrammes.end.failedTitle')}
          message={end.isError ? t('treatmentProgrammes.end.failed') : null}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={end.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={end.isPending}
            onClick={() =>
              end.mutate(carePlan.id, {
                onSuccess: () => {
                  end.reset();
                  onEnded();
                },
              })
            }
          >
            {t('treatmentProgrammes.end.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
