import { type Meeting, revisitStartFields, MARKET_TIME_ZONE } from '@konsult/domain';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../lib/session/me-context';
import { QueryBoundary } from '../../../ui/query-state';
import { useReferralReceivers } from '../api/use-referral-options';
import { ReceiverSelect } from './receiver-select';
import { ReferralForm } from './referral-form';

/** The internal-referral action (seed 000 §2): a colleague of the clinician's team, their free time, a message. */
export function InternalReferralPanel({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const me = useMe();
  const receivers = useReferralReceivers();
  const [receiverId, setReceiverId] = useState<string | null>(null);

  return (
    <QueryBoundary
      query={receivers}
      loading={t('referrals.loading')}
      error={{ title: t('referrals.errorTitle'), message: t('referrals.error') }}
    >
      {({ clinicians: team }) => {
        if (team.length === 0) return <Text size="sm">{t('referrals.internal.noReceivers')}</Text>;
        const receiver = team.find((c) => c.id === receiverId) ?? null;
        return (
          <ReferralForm
            meetingId={meeting.id}
            label={t('referrals.internal.formLabel')}
            intro={t('referrals.internal.intro')}
            receiver={receiver}
            fields={
              <ReceiverSelect
                label={t('referrals.internal.receiver')}
                placeholder={t('referrals.internal.receiverPlaceholder')}
                clinicians={team}
                value={receiverId}
                onChange={setReceiverId}
              />
            }
            toBooking={(start, message) => ({
              kind: 'internal',
              body: {
                receivingClinicianId: receiver!.id,
                careTypeId: receiver!.profession,
                ...revisitStartFields(start, MARKET_TIME_ZONE[me.pool.country]),
                message,
              },
            })}
            submitLabel={(when) => t('referrals.internal.submit', { name: receiver!.name, when })}
            bookedLabel={(when) => t('referrals.internal.booked', { name: receiver!.name, when })}
          />
        );
      }}
    </QueryBoundary>
  );
}
