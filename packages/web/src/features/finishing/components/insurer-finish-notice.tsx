import { Alert, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InsurerFinishError } from '../hooks/use-finish-flow';

/**
 * Why the insurer (Vitality) stopped the finish (issue 20; seed 002 §4, §8 "Alert"): the void alert after a traumatic
 * injury (finishing again proceeds), the insurer not reached, or the report not built. The meeting is still open.
 */
export function InsurerFinishNotice({ refusal }: { refusal: InsurerFinishError }) {
  const { t } = useTranslation();
  const [color, title, body] =
    refusal === 'insurer_traumatic_injury'
      ? ['yellow', t('insurerOutcomes.finishing.traumaticInjuryTitle'), t('insurerOutcomes.finishing.traumaticInjury')]
      : refusal === 'insurer_unavailable'
        ? ['red', t('insurerOutcomes.finishing.unavailableTitle'), t('insurerOutcomes.finishing.unavailable')]
        : ['red', t('insurerOutcomes.finishing.reportFailedTitle'), t('insurerOutcomes.finishing.reportFailed')];
  return (
    <Alert color={color} variant="light" role="alert" title={title}>
      <Text size="sm">{body}</Text>
    </Alert>
  );
}

/** While the finish is out for an insurer clinician: the report goes to the insurer first, which has no timeout. */
export function SendingToInsurer() {
  const { t } = useTranslation();
  return (
    <Group gap="xs" justify="flex-end" role="status">
      <Loader size="xs" />
      <Text size="sm">{t('insurerOutcomes.finishing.sending')}</Text>
    </Group>
  );
}
