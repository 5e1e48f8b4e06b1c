import { Alert, Anchor, Text } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CLINICIAN_SUPPORT_URL } from '../../../lib/config';

/** "consultation view error banner finishing meeting" (seed 000 §8): a default-key failure, outside Sweden. */
export function FinishingErrorBanner({ onClose, ref }: { onClose: () => void; ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation();
  return (
    <Alert
      ref={ref}
      color="red"
      variant="light"
      role="alert"
      title={t('finishing.banner.title')}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={onClose}
    >
      <Text size="sm">{t('finishing.banner.body')}</Text>
      <Anchor href={CLINICIAN_SUPPORT_URL} target="_blank" rel="noopener noreferrer" size="sm">
        {t('finishing.banner.link')}
      </Anchor>
    </Alert>
  );
}
