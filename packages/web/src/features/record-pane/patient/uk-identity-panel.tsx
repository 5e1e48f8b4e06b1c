import {
  displayIdNumber,
  type KbvSession,
  type LatestIdentityVerification,
  type PdsTrace,
  type PhotoIdCheck,
} from '@konsult/domain';
import { Alert, Anchor, Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { formatDateTime } from '../../../lib/format-time';
import { FactList, PaneSection } from '../components/pane-section';
import { useMarketFormat } from '../components/use-market-format';
import { useLatestIdentityVerification } from '../../../lib/identity/use-latest-identity-verification';
import { useKbvState, usePhotoIdCheck, useScrMissing } from './use-uk-identity-checks';

/** What a row needs of its query: whether it loads or failed, and a way to ask again. */
type RowQuery = { isPending: boolean; isError: boolean; refetch: () => unknown };

/**
 * Seed 001 §2.3/§7, UK only (the caller decides): the patient's identity checks — the latest clinician check,
 * knowledge-based verification, photo ID (Onfido) and NHS tracing — with a warning when the Summary Care Record is
 * missing. Each row loads and fails on its own (the KBV state waits for the latest check, which names the session);
 * a check never made says "Not checked yet".
 */
export function UkIdentityPanel({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const latest = useLatestIdentityVerification(patientId);
  const kbvId = latest.data?.kbvSessionId ?? null;
  const kbv = useKbvState(patientId, kbvId);
  const tracing = useScrMissing(patientId);
  const photoId = usePhotoIdCheck(patientId);
  const trace = tracing.data?.trace ?? null;
  // The latest check names the KBV session: until it has loaded the row loads; its failure is the row's too.
  const kbvRow: RowQuery =
    latest.isError || latest.isPending || kbvId === null
      ? { isPending: latest.isPending, isError: latest.isError, refetch: latest.refetch }
      : kbv;

  return (
    <PaneSection title={t('ukIdentity.title')}>
      {trace?.scrMissing ? <ScrMissingAlert trace={trace} /> : null}
      <FactList
        stacked
        facts={[
          [
            t('ukIdentity.latest.label'),
            <Row key="latest" query={latest} failed={t('ukIdentity.latest.failed')}>
              {latest.data?.latest ? <LatestCheck check={latest.data.latest} /> : null}
            </Row>,
          ],
          [
            t('ukIdentity.kbv.label'),
            <Row key="kbv" query={kbvRow} failed={t('ukIdentity.kbv.failed')}>
              {kbvId !== null && kbv.data ? <KbvSummary session={kbv.data.kbv} /> : null}
            </Row>,
          ],
          [
            t('ukIdentity.photoId.label'),
            <Row key="photo-id" query={photoId} failed={t('ukIdentity.photoId.failed')}>
              {photoId.data?.check ? <PhotoIdSummary check={photoId.data.check} /> : null}
            </Row>,
          ],
          [
            t('ukIdentity.tracing.label'),
            <Row key="tracing" query={tracing} failed={t('ukIdentity.tracing.failed')}>
              {trace ? <TracingSummary trace={trace} /> : null}
            </Row>,
          ],
        ]}
      />
    </PaneSection>
  );
}

/**
 * A row's value: loading, its failure with a retry, "Not checked yet", or the check. A failure is plain text, not an
 * alert: up to four rows could fail at once as the tab opens; only the Summary Care Record warning is announced.
 */
function Row({ query, failed, children }: { query: RowQuery; failed: string; children: ReactNode }) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <Group gap={6} component="span">
        <Text span size="sm" c="red.8">
          {failed}
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={() => void query.refetch()}>
          {t('ukIdentity.retry')}
        </Anchor>
      </Group>
    );
  }
  if (query.isPending) {
    return (
      <Text span size="sm" c="gray.7">
        {t('ukIdentity.loading')}
      </Text>
    );
  }
  return (
    children ?? (
      <Text span size="sm" c="gray.7">
        {t('ukIdentity.notChecked')}
      </Text>
    )
  );
}

/** A status badge; good news is teal, as green 9 on green 0 falls short of WCAG AA (4.1:1; see app/theme.ts). */
function Status({ color, children }: { color: string; children: ReactNode }) {
  return (
    <>
      <Badge size="sm" variant="light" color={color} mr={6}>
        {children}
      </Badge>{' '}
    </>
  );
}

function LatestCheck({ check }: { check: LatestIdentityVerification }) {
  const { t, i18n } = useTranslation();
  const format = useMarketFormat();
  const when = formatDateTime(check.checkTime, intlLocale(i18n.language), format.timeZone);
  return (
    <span>
      <Status color={check.outcome === 'Accept' ? 'teal' : 'red'}>{t(`identityPanel.outcome.${check.outcome}`)}</Status>
      {check.rejectionReason ? `${t(`consultation.identity.reasons.${check.rejectionReason}`)} · ` : null}
      {t(`identityPanel.method.${check.method}`)}
      {' · '}
      {t('identityPanel.checked', { when, clinician: check.verifyingClinician.name })}
    </span>
  );
}

const KBV_COLOURS = { NOT_STARTED: 'gray', IN_PROGRESS: 'blue', PASSED: 'teal', FAILED: 'red', EXPIRED: 'orange' };

function KbvSummary({ session }: { session: KbvSession }) {
  const { t } = useTranslation();
  const format = useMarketFormat();
  const questions = t('ukIdentity.kbv.questions', {
    answered: session.questionsAnswered,
    total: session.questionsTotal,
  });
  const when =
    session.completedAt !== null
      ? format.date(session.completedAt)
      : session.state === 'EXPIRED'
        ? t('ukIdentity.kbv.expired', { when: format.date(session.expiresAt) })
        : t('ukIdentity.kbv.expires', { when: format.date(session.expiresAt) });
  return (
    <span>
      <Status color={KBV_COLOURS[session.state]}>{t(`ukIdentity.kbv.state.${session.state}`)}</Status>
      {`${questions} · ${when}`}
    </span>
  );
}

const PHOTO_ID_COLOURS = { not_started: 'gray', in_progress: 'blue', clear: 'teal', consider: 'orange' };

function PhotoIdSummary({ check }: { check: PhotoIdCheck }) {
  const { t } = useTranslation();
  const format = useMarketFormat();
  const parts = [
    check.documentType ? t(`ukIdentity.photoId.document.${check.documentType}`) : null,
    check.checkedAt !== null
      ? t('ukIdentity.photoId.checked', { when: format.date(check.checkedAt) })
      : t('ukIdentity.photoId.requested', { when: format.date(check.requestedAt) }),
  ].filter((part) => part !== null);
  return (
    <span>
      <Status color={PHOTO_ID_COLOURS[check.status]}>{t(`ukIdentity.photoId.status.${check.status}`)}</Status>
      {parts.join(' · ')}
    </span>
  );
}

function TracingSummary({ trace }: { trace: PdsTrace }) {
  const { t } = useTranslation();
  const format = useMarketFormat();
  const when = format.date(trace.tracedAt);
  if (trace.outcome === 'no_match' || trace.nhsNumber === null) {
    return <span>{t('ukIdentity.tracing.noMatch', { when })}</span>;
  }
  const nhsNumber = displayIdNumber(trace.nhsNumber, 'GB');
  return (
    <span>
      {t(trace.scrMissing ? 'ukIdentity.tracing.tracedScrMissing' : 'ukIdentity.tracing.traced', { nhsNumber, when })}
    </span>
  );
}

function ScrMissingAlert({ trace }: { trace: PdsTrace }) {
  const { t } = useTranslation();
  const format = useMarketFormat();
  const when = format.date(trace.tracedAt);
  return (
    <Alert color="orange" variant="light" role="alert">
      {t(trace.outcome === 'no_match' ? 'ukIdentity.scrMissing.noMatch' : 'ukIdentity.scrMissing.traced', { when })}
    </Alert>
  );
}
