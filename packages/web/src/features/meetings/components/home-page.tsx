import { MARKET_TIME_ZONE } from '@konsult/domain';
import { Container, Stack, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { useMe } from '../../../lib/session/me-context';
import { QueryBoundary } from '../../../ui/query-state';
import { useMeetings } from '../api/use-meetings';
import { groupForHome, HOME_SECTIONS } from '../group-for-home';
import { MeetingSection } from './meeting-section';
import './home-page.css';

/** The clinician's home: their meetings, under a way to find any patient (composed in by the app). */
export function HomePage({ patientSearch }: { patientSearch?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Title order={1}>{t('home.title')}</Title>
        {patientSearch}
        <HomeMeetings />
      </Stack>
    </Container>
  );
}

/** Loading, then error, then the sections, then empty (style guide §6). */
function HomeMeetings() {
  const { t, i18n } = useTranslation();
  const { pool } = useMe();
  const meetings = useMeetings();
  // "Today" is fixed when the page opens; a clinician who keeps the page overnight reloads it in the morning.
  const [now] = useState(() => Date.now());

  return (
    <QueryBoundary
      query={meetings}
      loading={t('home.loading')}
      error={{ title: t('home.error.title'), message: t('home.error.message') }}
      empty={{ text: t('home.empty'), when: (list) => list.length === 0 }}
    >
      {(list) => {
        const groups = groupForHome(list, now, pool.country);
        return HOME_SECTIONS.map((section) => (
          <MeetingSection
            key={section}
            section={section}
            meetings={groups[section]}
            locale={intlLocale(i18n.language)}
            timeZone={MARKET_TIME_ZONE[pool.country]}
          />
        ));
      }}
    </QueryBoundary>
  );
}
