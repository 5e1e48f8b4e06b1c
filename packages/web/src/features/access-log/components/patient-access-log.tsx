import { type AccessLogQuery, displayIdNumber, MARKET_TIME_ZONE, type PatientSearchHit } from '@konsult/domain';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../lib/session/me-context';
import { EmptyText } from '../../../ui/empty-state';
import { QueryBoundary } from '../../../ui/query-state';
import { accessLogPaths } from '../api/paths';
import { useAccessLog } from '../api/use-access-log';
import { defaultAccessLogRange } from '../access-log-range';
import { AccessLogRangeForm } from './access-log-range-form';
import { AccessLogTable } from './access-log-table';

/** One patient's log: the period, then the extract for it (loading, error, entries, or none) and its PDF. */
export function PatientAccessLog({ patient }: { patient: PatientSearchHit }) {
  const { t } = useTranslation();
  const { pool } = useMe();
  const [initialRange] = useState(() => defaultAccessLogRange(Date.now(), MARKET_TIME_ZONE[pool.country]));
  const [shown, setShown] = useState<AccessLogQuery | null>(null);
  const log = useAccessLog(patient.id, shown);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The section appears below the search on "Show access log": take the reader there.
  useEffect(() => heading.current?.focus(), []);

  const show = (range: AccessLogQuery) => {
    // Showing the same period again asks again: today's accesses may have grown since.
    if (shown && shown.from === range.from && shown.to === range.to) void log.refetch();
    else setShown(range);
  };

  return (
    <Stack component="section" gap="md" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} tabIndex={-1} ref={heading}>
        {t('accessLog.forPatient', {
          name: patient.name,
          idNumber: displayIdNumber(patient.idNumber, patient.country),
        })}
      </Title>
      <AccessLogRangeForm initialRange={initialRange} onShow={show} showing={log.isFetching} />
      {shown === null ? null : (
        <QueryBoundary
          query={log}
          loading={t('accessLog.loading')}
          error={{ title: t('accessLog.error.title'), message: t('accessLog.error.message') }}
        >
          {(extract) => (
            <>
              <Group>
                <Button component="a" variant="default" href={accessLogPaths.pdf(patient.id, shown)} download>
                  {t('accessLog.downloadPdf')}
                </Button>
              </Group>
              {extract.entries.length === 0 ? (
                <EmptyText>{t('accessLog.empty')}</EmptyText>
              ) : (
                <AccessLogTable log={extract} />
              )}
            </>
          )}
        </QueryBoundary>
      )}
    </Stack>
  );
}
