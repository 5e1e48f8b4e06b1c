import {
  MARKET_TIME_ZONE,
  type Meeting,
  PHYSICAL_REFERRAL_LENGTH_OPTIONS,
  revisitStartFields,
  STANDARD_PHYSICAL_REFERRAL_MINUTES,
} from '@konsult/domain';
import { Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../lib/session/me-context';
import { QueryBoundary } from '../../../ui/query-state';
import { useReferableCareFacilities } from '../api/use-referral-options';
import { ReceiverSelect } from './receiver-select';
import { ReferralForm } from './referral-form';

/**
 * The physical-referral action (seed 000 §2, §9): a referable care facility, one of its clinicians, the meeting
 * length (options [20], standard 20), their free time and a message.
 */
export function PhysicalReferralPanel({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const me = useMe();
  const facilities = useReferableCareFacilities();
  const [facilityId, setFacilityId] = useState<string | null>(null);
  const [clinicianId, setClinicianId] = useState<string | null>(null);
  const [minutes, setMinutes] = useState<number>(STANDARD_PHYSICAL_REFERRAL_MINUTES);

  return (
    <QueryBoundary
      query={facilities}
      loading={t('referrals.loading')}
      error={{ title: t('referrals.errorTitle'), message: t('referrals.error') }}
    >
      {({ careFacilities: list }) => {
        if (list.length === 0) return <Text size="sm">{t('referrals.physical.noFacilities')}</Text>;
        const facility = list.find((f) => f.id === facilityId) ?? null;
        const receiver = facility?.clinicians.find((c) => c.id === clinicianId) ?? null;
        return (
          <ReferralForm
            meetingId={meeting.id}
            label={t('referrals.physical.formLabel')}
            intro={t('referrals.physical.intro')}
            receiver={receiver}
            fields={
              <>
                <Select
                  label={t('referrals.physical.facility')}
                  placeholder={t('referrals.physical.facilityPlaceholder')}
                  data={list.map((f) => ({ value: f.id, label: f.address ? `${f.name}, ${f.address}` : f.name }))}
                  value={facilityId}
                  onChange={(id) => {
                    setFacilityId(id);
                    setClinicianId(null);
                  }}
                  allowDeselect={false}
                  required
                />
                {facility ? (
                  <ReceiverSelect
                    label={t('referrals.physical.clinician')}
                    placeholder={t('referrals.physical.clinicianPlaceholder')}
                    clinicians={facility.clinicians}
                    value={clinicianId}
                    onChange={setClinicianId}
                  />
                ) : null}
                <Select
                  label={t('referrals.physical.length')}
                  data={PHYSICAL_REFERRAL_LENGTH_OPTIONS.map((n) => ({
                    value: String(n),
                    label: t('referrals.physical.minutes', { count: n }),
                  }))}
                  value={String(minutes)}
                  onChange={(value) => setMinutes(Number(value ?? STANDARD_PHYSICAL_REFERRAL_MINUTES))}
                  allowDeselect={false}
                />
              </>
            }
            toBooking={(start, message) => ({
              kind: 'physical',
              body: {
                careFacilityId: facility!.id,
                receivingClinicianId: receiver!.id,
                ...revisitStartFields(start, MARKET_TIME_ZONE[me.pool.country]),
                durationMinutes: minutes as (typeof PHYSICAL_REFERRAL_LENGTH_OPTIONS)[number],
                message,
              },
            })}
            submitLabel={(when) => t('referrals.physical.submit', { name: receiver!.name, when })}
            bookedLabel={(when) =>
              t('referrals.physical.booked', { name: receiver!.name, facility: facility!.name, when })
            }
          />
        );
      }}
    </QueryBoundary>
  );
}
