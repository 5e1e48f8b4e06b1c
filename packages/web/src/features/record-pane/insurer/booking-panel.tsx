import { claimTags, type InsurerInsuranceClaim, type Meeting } from '@konsult/domain';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TabPanelProps } from '../../../lib/record-pane/tab-panels';
import { formatDateTime } from '../../../lib/format-time';
import { EmptyText } from '../../../ui/empty-state';
import { useAccountHolderEmail } from '../../../lib/insurer/account-holder-email';
import { useInsuranceClaimInfo } from '../api/use-insurer';
import { FactList } from '../components/pane-section';
import { useMarketFormat } from '../components/use-market-format';
import { CollapsibleSection, InsurerQuerySection } from './insurer-section';
import { useInsurerFormat } from './use-insurer-format';

/**
 * The Vitality pane's booking tab (seed 001 §2.1 names "Vitality booking tab" only in passing; issue 20 decides what
 * it holds): what the member booked for this meeting — when they booked and for when, how long, by video or text, for
 * what and on which symptom questionnaire, and where the meeting stands — the e-mail given to Vitality for the account
 * holder, and the claim the booking is made on. Times on the clinician's market clock (Europe/London). The
 * meetingless view has no booking: the domain leaves the tab out there, and the panel says so if it is shown anyway.
 */
export function VitalityBookingPanel({ patientId, meeting }: TabPanelProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={2} size="h5">
        {t('consultation.leftbar.vitality-booking')}
      </Title>
      {meeting ? (
        <>
          <CollapsibleSection title={t('insurer.booking.appointment')}>
            <AppointmentFacts meeting={meeting} />
          </CollapsibleSection>
          <AccountHolderSection patientId={patientId} meetingId={meeting.id} />
          <BookingClaimSection patientId={patientId} meetingId={meeting.id} />
        </>
      ) : (
        <EmptyText>{t('insurer.booking.noMeeting')}</EmptyText>
      )}
    </Stack>
  );
}

function AppointmentFacts({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const format = useInsurerFormat();
  const market = useMarketFormat();
  const when = (epochMs: number) => formatDateTime(epochMs, market.locale, market.timeZone);
  return (
    <FactList
      stacked
      facts={[
        [t('insurer.booking.bookedAt'), when(meeting.bookedTime)],
        [t('insurer.booking.startsAt'), when(meeting.scheduledStartTime)],
        [
          t('insurer.booking.length'),
          meeting.slotLength > 0 ? t('insurer.booking.minutes', { count: meeting.slotLength }) : format.noInformation,
        ],
        [t('insurer.booking.consultationType'), t(`meeting.interventionType.${meeting.interventionType}`)],
        [t('insurer.booking.activity'), t(`meeting.activityType.${meeting.activityType}`)],
        [t('insurer.booking.symptomsForm'), format.text(meeting.symptoms?.formName)],
        [t('insurer.booking.status'), t(`meeting.status.${meeting.status}`)],
      ]}
    />
  );
}

function AccountHolderSection({ patientId, meetingId }: { patientId: string; meetingId: string }) {
  const { t } = useTranslation();
  const format = useInsurerFormat();
  const email = useAccountHolderEmail(meetingId, patientId);
  return (
    <InsurerQuerySection
      title={t('insurer.booking.accountHolder.title')}
      query={email}
      loading={t('insurer.booking.accountHolder.loading')}
      error={t('insurer.booking.accountHolder.error')}
    >
      {(data) => <FactList stacked facts={[[t('insurer.booking.accountHolder.email'), format.text(data.email)]]} />}
    </InsurerQuerySection>
  );
}

function BookingClaimSection({ patientId, meetingId }: { patientId: string; meetingId: string }) {
  const { t } = useTranslation();
  const claim = useInsuranceClaimInfo(patientId, meetingId);
  return (
    <InsurerQuerySection
      title={t('insurer.booking.claim.title')}
      query={claim}
      loading={t('insurer.booking.claim.loading')}
      error={t('insurer.booking.claim.error')}
    >
      {({ claim: data }) =>
        data ? <BookingClaimFacts claim={data} /> : <EmptyText>{t('insurer.booking.claim.none')}</EmptyText>
      }
    </InsurerQuerySection>
  );
}

/** The claim as the booking uses it: its number, its tag (insurance claim or prehab, seed 001 §9) and whether valid. */
function BookingClaimFacts({ claim }: { claim: InsurerInsuranceClaim }) {
  const { t } = useTranslation();
  const format = useInsurerFormat();
  const tags = claimTags(claim).map((tag) =>
    tag === 'insurance-claim' ? t('insurer.tags.insuranceClaim') : t('insurer.tags.prehab'),
  );
  return (
    <FactList
      stacked
      facts={[
        [t('insurer.fields.insuranceNumber'), format.text(claim.insuranceNumber)],
        [t('insurer.booking.claim.tag'), tags.length > 0 ? tags.join(', ') : format.noInformation],
        [
          t('insurer.fields.claimStatus'),
          claim.isRevoked ? t('insurer.claimSummary.revoked') : t('insurer.claimSummary.valid'),
        ],
      ]}
    />
  );
}
