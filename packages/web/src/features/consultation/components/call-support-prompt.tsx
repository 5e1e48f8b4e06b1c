import { CALL_SUPPORT_PROMPT_AFTER_MS } from '@konsult/domain';
import { Anchor, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLINICIAN_SUPPORT_URL } from '../../../lib/config';

/**
 * Seed 000 §9: a minute after the clinician starts the call, the call button's place offers help — "Trouble
 * connecting? Contact support", linking the clinician support page. Mounted while the call runs (call=1), so the
 * minute counts from the start and the prompt goes when the call ends.
 */
export function CallSupportPrompt() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setShown(true), CALL_SUPPORT_PROMPT_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!shown) return null;
  return (
    <Text size="xs" role="status">
      {t('callSupport.prompt')}{' '}
      <Anchor href={CLINICIAN_SUPPORT_URL} target="_blank" rel="noopener noreferrer" size="xs">
        {t('callSupport.link')}
      </Anchor>
    </Text>
  );
}
