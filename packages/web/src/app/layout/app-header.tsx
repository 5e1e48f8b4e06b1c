import type { Me } from '@konsult/domain';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { AnchorLink } from '../../ui/links';
import { LanguageSelect } from './language-select';
import { VideoProviderSelect } from './video-provider-select';

export function AppHeader({ me }: { me: Me }) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <AnchorLink to="/" fw={700} fz="lg" c="inherit" underline="never">
        {t('app.name')}
      </AnchorLink>
      <Group gap="lg" wrap="nowrap">
        <div>
          <Text size="sm" fw={600} lh={1.2}>
            {me.name}
          </Text>
          <Text size="xs" c="dimmed" lh={1.2}>
            {t('header.pool', { pool: me.pool.name, country: t(`country.${me.pool.country}`) })}
          </Text>
        </div>
        {/* Video is for consultations: an auditor has none, and the provider route is not theirs. */}
        {me.role === 'clinician' ? <VideoProviderSelect /> : null}
        <LanguageSelect />
        <SignOutButton />
      </Group>
    </Group>
  );
}
