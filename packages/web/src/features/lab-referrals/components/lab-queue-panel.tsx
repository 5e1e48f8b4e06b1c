import { LAB_REFERRAL_ERROR_KEYS, type LabCatalogueItem, type Meeting } from '@konsult/domain';
import { Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { ActionForm } from '../../../ui/action-form';
import { QueryBoundary } from '../../../ui/query-state';
import { SuccessNotice } from '../../../ui/success-notice';
import { useQueueForLab } from '../api/mutations';
import { useLabTestCatalogue, useMeetingLabQueue } from '../api/queries';
import { MeetingOrders } from './meeting-orders';
import { NoteField } from './note-field';
import { TestPicker } from './test-picker';
import './lab-referrals.css';
import { useRequestId } from '../../../lib/use-request-id';

/**
 * The physical lab queue (physical-lab-queue; issue 18), offered at a clinic visit: the patient waits in the
 * clinic's lab queue for the tests ticked, with a note for the nurse; then who of this meeting waits or is done.
 */
export function LabQueuePanel({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const catalogue = useLabTestCatalogue();
  return (
    <Stack gap="lg">
      <QueryBoundary
        query={catalogue}
        loading={t('labReferrals.loading')}
        error={{ title: t('labReferrals.errorTitle'), message: t('labReferrals.catalogueError') }}
      >
        {({ tests }) => <QueueForm meetingId={meeting.id} tests={tests} />}
      </QueryBoundary>
      <MeetingQueue meetingId={meeting.id} />
    </Stack>
  );
}

function QueueForm({ meetingId, tests }: { meetingId: string; tests: LabCatalogueItem[] }) {
  const { t } = useTranslation();
  const queue = useQueueForLab(meetingId);
  const [codes, setCodes] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const requestId = useRequestId();
  const [queued, setQueued] = useState<string | null>(null);
  const [tried, setTried] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (codes.length === 0) return;
    queue.mutate(
      { testCodes: codes, note: note.trim() === '' ? null : note.trim(), requestId: requestId.current() },
      {
        onSuccess: ({ item }) => {
          setQueued(t('labReferrals.queue.queued', { clinic: item.careFacility.name }));
          setCodes([]);
          setNote('');
          setTried(false);
          requestId.renew();
        },
      },
    );
  };

  const failure = !queue.error
    ? null
    : isApiError(queue.error) && queue.error.key === LAB_REFERRAL_ERROR_KEYS.notAtClinic
      ? t('labReferrals.errors.notAtClinic')
      : t('labReferrals.errors.queueGeneric');

  return (
    <ActionForm
      label={t('labReferrals.queue.formLabel')}
      onSubmit={submit}
      failure={{ title: t('labReferrals.errors.queueTitle'), message: failure }}
      actions={
        <Button type="submit" loading={queue.isPending}>
          {t('labReferrals.queue.submit')}
        </Button>
      }
    >
      {queued ? <SuccessNotice onClose={() => setQueued(null)}>{queued}</SuccessNotice> : null}
      <Text size="sm">{t('labReferrals.queue.intro')}</Text>
      <TestPicker
        tests={tests}
        value={codes}
        onChange={setCodes}
        error={tried && codes.length === 0 ? t('labReferrals.chooseTest') : null}
      />
      <NoteField
        label={t('labReferrals.queue.note')}
        description={t('labReferrals.queue.noteHint')}
        value={note}
        onChange={setNote}
      />
    </ActionForm>
  );
}

function MeetingQueue({ meetingId }: { meetingId: string }) {
  const { t } = useTranslation();
  const items = useMeetingLabQueue(meetingId);
  return (
    <MeetingOrders
      headingId="lab-queue-of-meeting"
      title={t('labReferrals.queue.inMeeting')}
      query={items}
      loading={t('labReferrals.queue.loading')}
      error={{ title: t('labReferrals.errorTitle'), message: t('labReferrals.queue.error') }}
      none={t('labReferrals.queue.none')}
      orders={(data) =>
        data.items.map((item) => ({
          id: item.id,
          tests: item.tests,
          place: `${item.careFacility.name}${item.note ? ` · ${item.note}` : ''}`,
          status:
            item.doneAt === null
              ? { label: t('labReferrals.queue.waiting'), done: false }
              : { label: t('labReferrals.queue.doneBy', { name: item.doneByName }), done: true },
        }))
      }
    />
  );
}
