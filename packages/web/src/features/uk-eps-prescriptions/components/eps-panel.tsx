import { displayIdNumber, meetingActions, type EpsEligibility, type Meeting } from '@konsult/domain';
import { Alert, Button, List, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { clinicianFacts, useFeatures, useMe } from '../../../lib/session/me-context';
import { QueryBoundary } from '../../../ui/query-state';
import { useEpsMedicines, useMeetingEps } from '../api/queries';
import { EpsForm } from './eps-form';
import { MeetingPrescriptions } from './meeting-prescriptions';
import './eps.css';

/**
 * The UK EPS prescription (uk-eps-prescription; issue 19): for an EPS-enabled patient (a traced NHS number and a
 * nominated pharmacy), up to four medicines from the list we ship, each with its dosage and quantity, sent through
 * the EPS to the pharmacy the patient nominated; then the meeting's EPS prescriptions with their status, which the
 * GP can cancel until the pharmacy dispenses. For any other patient the panel says why EPS cannot be used and
 * points to the pay-as-you-go prescription (with a button opening it when the clinician is offered it). A refused
 * send keeps everything typed.
 */
export function EpsPanel({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const eps = useMeetingEps(meeting.id);
  const medicines = useEpsMedicines();
  return (
    <QueryBoundary
      query={eps}
      loading={t('ukEpsPrescriptions.loading')}
      error={{ title: t('ukEpsPrescriptions.errorTitle'), message: t('ukEpsPrescriptions.loadError') }}
    >
      {({ eligibility, prescriptions }) => (
        <Stack gap="lg">
          {eligibility.eligible && eligibility.nominatedPharmacy ? (
            <>
              <NominatedPharmacy eligibility={eligibility} />
              <QueryBoundary
                query={medicines}
                loading={t('ukEpsPrescriptions.loading')}
                error={{ title: t('ukEpsPrescriptions.errorTitle'), message: t('ukEpsPrescriptions.medicinesError') }}
              >
                {({ medicines: list }) => <EpsForm meetingId={meeting.id} medicines={list} />}
              </QueryBoundary>
            </>
          ) : (
            <NotAvailable eligibility={eligibility} meeting={meeting} />
          )}
          <MeetingPrescriptions meetingId={meeting.id} prescriptions={prescriptions} />
        </Stack>
      )}
    </QueryBoundary>
  );
}

const PAYG_ACTION = 'uk-payg-prescription';

/** Whether the clinician is offered the pay-as-you-go prescription in this meeting (as the action bar decides). */
function usePaygOffered(meeting: Meeting): boolean {
  const me = useMe();
  const features = useFeatures();
  return meetingActions({
    clinician: { ...clinicianFacts(me), usesExternalEmr: me.pool.usesExternalEmr },
    features,
    meeting: {
      activityType: meeting.activityType,
      interventionType: meeting.interventionType,
      isOneTimeUser: meeting.user.gb?.isOneTimeUser === true,
      hasCareFacility: meeting.careFacility !== null,
      isChild: meeting.child !== null,
    },
  }).includes(PAYG_ACTION);
}

function NotAvailable({ eligibility, meeting }: { eligibility: EpsEligibility; meeting: Meeting }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paygOffered = usePaygOffered(meeting);
  const openPayg = () =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, action: PAYG_ACTION }),
      replace: true,
    });
  return (
    <Alert color="yellow" variant="light" title={t('ukEpsPrescriptions.notAvailable.title')}>
      <Stack gap="xs">
        <List size="sm">
          {eligibility.reasons.map((reason) => (
            <List.Item key={reason}>{t(`ukEpsPrescriptions.notAvailable.reasons.${reason}`)}</List.Item>
          ))}
        </List>
        <Text size="sm">{t('ukEpsPrescriptions.notAvailable.payg')}</Text>
        {paygOffered ? (
          <Button size="xs" variant="default" onClick={openPayg} style={{ alignSelf: 'flex-start' }}>
            {t('ukEpsPrescriptions.notAvailable.openPayg')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

function NominatedPharmacy({ eligibility }: { eligibility: EpsEligibility }) {
  const { t } = useTranslation();
  const pharmacy = eligibility.nominatedPharmacy!;
  return (
    <section aria-labelledby="eps-nominated-pharmacy">
      <Title order={3} size="h5" id="eps-nominated-pharmacy" mb="xs">
        {t('ukEpsPrescriptions.pharmacy.title')}
      </Title>
      <Text size="sm" fw={600}>
        {pharmacy.name}
      </Text>
      <Text size="sm">{pharmacy.address}</Text>
      <Text size="xs" c="gray.7">
        {t('ukEpsPrescriptions.pharmacy.ods', { code: pharmacy.odsCode })}
        {eligibility.nhsNumber
          ? ` · ${t('ukEpsPrescriptions.pharmacy.nhsNumber', { number: displayIdNumber(eligibility.nhsNumber, 'GB') })}`
          : ''}
      </Text>
    </section>
  );
}
