import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../lib/session/me-context';
import { AnchorLink } from '../../../ui/links';
import { useLabQueueClinics } from '../api/queries';

/** On the home page, for a clinician of a clinic with a lab queue: the way to the queue, with how many wait. */
export function LabQueueLink() {
  const { t } = useTranslation();
  const me = useMe();
  const clinics = useLabQueueClinics(me.pool.country === 'SE');
  const list = clinics.data?.clinics ?? [];
  if (list.length === 0) return null;
  const waiting = list.reduce((n, clinic) => n + clinic.waiting, 0);
  return (
    <Group gap="xs">
      <AnchorLink to="/lab-queue">{t('labReferrals.page.link')}</AnchorLink>
      <Text size="sm" c="gray.7">
        {t('labReferrals.page.waiting', { count: waiting })}
      </Text>
    </Group>
  );
}
