import { type HomeTestMarket, MARKET_TIME_ZONE, type Meeting } from '@konsult/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { formatDateTime } from '../../../lib/format-time';
import { useMe } from '../../../lib/session/me-context';
import { QueryBoundary } from '../../../ui/query-state';
import { useHomeTests } from '../api/queries';
import { ExistingOrders } from './existing-orders';
import { HomeTestWizard } from './home-test-wizard';
import './home-tests.css';

/** The home-test action of one market: the meeting's orders, then the wizard that orders another. */
function HomeTestPanel({ market, meeting }: { market: HomeTestMarket; meeting: Meeting }) {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const homeTests = useHomeTests(market, meeting.id);
  const when = (epochMs: number) =>
    formatDateTime(epochMs, intlLocale(i18n.language), MARKET_TIME_ZONE[me.pool.country]);

  return (
    <Stack gap="md" role="form" aria-label={t('homeTests.formLabel')}>
      <Text size="sm">{t('homeTests.intro')}</Text>
      <QueryBoundary
        query={homeTests}
        loading={t('homeTests.loading')}
        error={{ title: t('homeTests.errorTitle'), message: t('homeTests.error') }}
      >
        {({ hometests, offered }) => (
          <>
            <HomeTestWizard market={market} meeting={meeting} offered={offered} />
            <ExistingOrders market={market} meetingId={meeting.id} orders={hometests} when={when} />
          </>
        )}
      </QueryBoundary>
    </Stack>
  );
}

/** se-home-test-referral-order (Labportalen). */
export function SwedishHomeTestPanel({ meeting }: { meeting: Meeting }) {
  return <HomeTestPanel market="SE" meeting={meeting} />;
}

/** no-home-test-order. */
export function NorwegianHomeTestPanel({ meeting }: { meeting: Meeting }) {
  return <HomeTestPanel market="NO" meeting={meeting} />;
}
