import { completedDoseNumbers, type ImmunizationSeries, nextDoseNumber } from '@konsult/domain';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVaccinationFormat } from '../format';

/**
 * Seed 001 §2.3/§4: before adding, a patient with unfinished series chooses between continuing one (with its next
 * dose) and starting a new series. Several series: a radio list (the most recently vaccinated chosen); one: a
 * sentence.
 */
export function SeriesChooserModal({
  opened,
  unfinished,
  onClose,
  onContinue,
  onStartNew,
}: {
  opened: boolean;
  unfinished: ImmunizationSeries[];
  onClose: () => void;
  onContinue: (series: ImmunizationSeries) => void;
  onStartNew: () => void;
}) {
  const { t } = useTranslation();
  const format = useVaccinationFormat();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = unfinished.find((s) => s.id === chosenId) ?? unfinished[0];

  // `count` (the doses given) picks the plural form of 'option' and 'singleOpenEnded'.
  const facts = (series: ImmunizationSeries) => ({
    program: format.program(series.program),
    given: completedDoseNumbers(series).size,
    count: completedDoseNumbers(series).size,
    total: series.program.seriesDoses,
    next: nextDoseNumber(series),
  });

  const only = unfinished.length === 1 ? unfinished[0]! : null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('vaccinations.chooser.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Stack gap="md">
        {only ? (
          <Text size="sm">
            {only.program.seriesDoses === undefined
              ? t('vaccinations.chooser.singleOpenEnded', facts(only))
              : t('vaccinations.chooser.single', facts(only))}
          </Text>
        ) : (
          <>
            <Text size="sm">{t('vaccinations.chooser.intro')}</Text>
            <Radio.Group label={t('vaccinations.chooser.legend')} value={chosen?.id ?? null} onChange={setChosenId}>
              <Stack gap="xs" mt="xs">
                {unfinished.map((series) => (
                  <Radio key={series.id} value={series.id} label={t('vaccinations.chooser.option', facts(series))} />
                ))}
              </Stack>
            </Radio.Group>
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onStartNew}>
            {t('vaccinations.chooser.startNew')}
          </Button>
          <Button onClick={() => chosen && onContinue(chosen)} disabled={!chosen} data-autofocus>
            {t('vaccinations.chooser.continue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
