import { LAB_REFERRAL_ERROR_KEYS, type LabCatalogueItem, type LabTestSite, type Meeting } from '@konsult/domain';
import { Button, Radio, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { ActionForm } from '../../../ui/action-form';
import { QueryBoundary } from '../../../ui/query-state';
import { SuccessNotice } from '../../../ui/success-notice';
import { useSendLabReferral } from '../api/mutations';
import { useLabTestCatalogue, useLabTestSites, useMeetingLabReferrals } from '../api/queries';
import { MeetingOrders } from './meeting-orders';
import { NoteField } from './note-field';
import { TestPicker } from './test-picker';
import './lab-referrals.css';
import { useRequestId } from '../../../lib/use-request-id';

/**
 * The Swedish lab referral (se-lab-referral; seed 002 §3; issue 18): tests from the catalogue we ship, the site
 * where the patient gives the samples (a closed one is shown but cannot be chosen), a comment to the lab; then the
 * meeting's referrals with their state. A refused send keeps everything typed.
 */
export function LabReferralPanel({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const catalogue = useLabTestCatalogue();
  const sites = useLabTestSites();
  return (
    <Stack gap="lg">
      <QueryBoundary
        query={catalogue}
        loading={t('labReferrals.loading')}
        error={{ title: t('labReferrals.errorTitle'), message: t('labReferrals.catalogueError') }}
      >
        {({ tests }) => (
          <QueryBoundary
            query={sites}
            loading={t('labReferrals.loading')}
            error={{ title: t('labReferrals.errorTitle'), message: t('labReferrals.sitesError') }}
          >
            {({ sites: list }) => <ReferralForm meetingId={meeting.id} tests={tests} sites={list} />}
          </QueryBoundary>
        )}
      </QueryBoundary>
      <MeetingReferrals meetingId={meeting.id} />
    </Stack>
  );
}

function ReferralForm({
  meetingId,
  tests,
  sites,
}: {
  meetingId: string;
  tests: LabCatalogueItem[];
  sites: LabTestSite[];
}) {
  const { t } = useTranslation();
  const send = useSendLabReferral(meetingId);
  const [codes, setCodes] = useState<string[]>([]);
  const [siteId, setSiteId] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const requestId = useRequestId();
  const [sent, setSent] = useState<string | null>(null);
  const [tried, setTried] = useState(false);

  const site = sites.find((s) => s.id === siteId) ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (codes.length === 0 || !site?.active) return;
    send.mutate(
      {
        testCodes: codes,
        siteId: site.id,
        commentToLab: comment.trim() === '' ? null : comment.trim(),
        requestId: requestId.current(),
      },
      {
        onSuccess: () => {
          setSent(t('labReferrals.sent', { site: site.name }));
          setCodes([]);
          setSiteId(null);
          setComment('');
          setTried(false);
          requestId.renew();
        },
      },
    );
  };

  const failure = !send.error
    ? null
    : isApiError(send.error) && send.error.key === LAB_REFERRAL_ERROR_KEYS.siteInactive
      ? t('labReferrals.errors.siteInactive')
      : isApiError(send.error) && send.error.key === LAB_REFERRAL_ERROR_KEYS.labUnavailable
        ? t('labReferrals.errors.labUnavailable')
        : t('labReferrals.errors.generic');

  return (
    <ActionForm
      label={t('labReferrals.formLabel')}
      onSubmit={submit}
      failure={{ title: t('labReferrals.errors.title'), message: failure }}
      actions={
        <Button type="submit" loading={send.isPending}>
          {t('labReferrals.submit')}
        </Button>
      }
    >
      {sent ? <SuccessNotice onClose={() => setSent(null)}>{sent}</SuccessNotice> : null}
      <TestPicker
        tests={tests}
        value={codes}
        onChange={setCodes}
        error={tried && codes.length === 0 ? t('labReferrals.chooseTest') : null}
      />
      <Radio.Group
        label={t('labReferrals.site')}
        value={siteId}
        onChange={setSiteId}
        required
        error={tried && !site ? t('labReferrals.chooseSite') : null}
      >
        <Stack gap="xs" mt="xs">
          {sites.map((s) => (
            <Radio
              key={s.id}
              value={s.id}
              disabled={!s.active}
              label={s.name}
              description={s.active ? s.address : `${s.address} · ${t('labReferrals.siteInactive')}`}
            />
          ))}
        </Stack>
      </Radio.Group>
      <NoteField
        label={t('labReferrals.comment')}
        description={t('labReferrals.commentHint')}
        value={comment}
        onChange={setComment}
      />
    </ActionForm>
  );
}

function MeetingReferrals({ meetingId }: { meetingId: string }) {
  const { t } = useTranslation();
  const referrals = useMeetingLabReferrals(meetingId);
  return (
    <MeetingOrders
      headingId="lab-referrals-of-meeting"
      title={t('labReferrals.inMeeting')}
      query={referrals}
      loading={t('labReferrals.loadingReferrals')}
      error={{ title: t('labReferrals.errorTitle'), message: t('labReferrals.referralsError') }}
      none={t('labReferrals.none')}
      orders={(data) =>
        data.referrals.map((referral) => ({
          id: referral.id,
          tests: referral.tests,
          place: `${referral.labTestSite.name}, ${referral.labTestSite.address}`,
          status: { label: t(`labReferrals.state.${referral.state}`), done: referral.state === 'RESULTS_ARRIVED' },
        }))
      }
    />
  );
}
