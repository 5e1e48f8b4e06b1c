import type { LeftbarTab } from '@konsult/domain';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../../ui/empty-state';

/** A tab whose panel a later issue builds: say so, and what it will show, rather than an empty box. */
export function LaterRelease({ tab }: { tab: LeftbarTab }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Title order={2} size="h5">
        {t(`consultation.leftbar.${tab}`)}
      </Title>
      <EmptyText>{t(`recordPane.later.${tab}`)}</EmptyText>
    </Stack>
  );
}
