import {
  isRejectionTextEditable,
  LOCALES,
  MARKET_TIME_ZONE,
  RENEWAL_REJECTION_REASONS,
  rejectionMessage,
  splitForRenewal,
  type Locale,
  type Meeting,
  type PrescriptionRenewal,
  type RenewalItem,
  type RenewalRejectionReason,
} from '@konsult/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLINICIAN_SUPPORT_URL } from '../../../lib/config';
import { formatDate } from '../../../lib/format-time';
import { RequestErrorBanner } from '../../../ui/error-state';
import { useCancelRenewalItems, useRejectRenewal, useRenewal } from '../api/renewal';

/** Seed 000 §9: the info banner's dismissal is remembered in the browser. */
export const RENEWAL_INFO_DISMISSED = 'prescription-renewal-se.show.info.dismissed';

const STATE_COLOUR = {
  PENDING: 'gray',
  RENEWED: 'teal',
  REPLACED: 'teal',
  CANCELLED: 'gray',
  REJECTED: 'red',
} as const;

/**
 * Seed 000 §4: the patient's renewal request. The clinician chooses items, then renews them (the prescription flow
 * for valid articles; the replace-or-cancel modal for the others) or rejects them (a reason and its text to the
 * patient in a text meeting, a notice in a video meeting).
 */
export function RenewalSection({
  meeting,
  onRenew,
  onReplace,
}: {
  meeting: Meeting;
  /** Renews these items, one card after another. */
  onRenew: (items: RenewalItem[]) => void;
  /** Chooses another product for an item whose article is no longer sold. */
  onReplace: (item: RenewalItem) => void;
}) {
  const { t, i18n } = useTranslation();
  const renewal = useRenewal(meeting);
  const [chosen, setChosen] = useState<string[]>([]);
  const [invalid, setInvalid] = useState<RenewalItem[]>([]);
  const [rejecting, setRejecting] = useState<RenewalItem[]>([]);
  const [infoDismissed, setInfoDismissed] = useState(() => localStorage.getItem(RENEWAL_INFO_DISMISSED) === 'true');

  if (renewal.isPending) return <Text size="sm">{t('prescriptions.renewal.loading')}</Text>;
  if (renewal.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('prescriptions.renewal.errorTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('prescriptions.renewal.error')}</Text>
          <Anchor href={CLINICIAN_SUPPORT_URL} target="_blank" rel="noopener noreferrer" size="sm">
            {t('prescriptions.renewal.support')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  const { items, complete, patientMessage } = renewal.data;
  const selected = items.filter((item) => chosen.includes(item.medicationRequest.id) && item.state === 'PENDING');

  return (
    <section aria-label={t('prescriptions.renewal.title')}>
      <Stack gap="sm">
        <Title order={3}>{t('prescriptions.renewal.title')}</Title>
        {!infoDismissed ? (
          <Alert
            color="blue"
            variant="light"
            withCloseButton
            closeButtonLabel={t('prescriptions.renewal.dismissInfo')}
            onClose={() => {
              localStorage.setItem(RENEWAL_INFO_DISMISSED, 'true');
              setInfoDismissed(true);
            }}
          >
            {t('prescriptions.renewal.info')}
          </Alert>
        ) : null}
        {patientMessage ? (
          <Text size="sm">
            <strong>{t('prescriptions.renewal.patientWrote')}</strong> {patientMessage}
          </Text>
        ) : null}
        {complete ? (
          <Alert color="teal" variant="light" role="status">
            {t('prescriptions.renewal.complete')}
          </Alert>
        ) : null}
        <Checkbox.Group value={chosen} onChange={setChosen} label={t('prescriptions.renewal.items')}>
          <ul className="prescription-list">
            {items.map((item) => (
              <li key={item.medicationRequest.id} className="prescription-item">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Checkbox
                    value={item.medicationRequest.id}
                    disabled={item.state !== 'PENDING'}
                    label={`${item.distributedDrug.tradeName} ${item.distributedDrug.drugFormTextSv}`}
                    description={t('prescriptions.renewal.itemDetail', {
                      size: item.drugArticle.size,
                      purpose: item.description,
                      date: formatDate(item.lastPrescribedAt, i18n.language, MARKET_TIME_ZONE.SE),
                    })}
                  />
                  <Group gap={4} wrap="nowrap">
                    {!item.drugArticle.valid ? (
                      <Badge color="orange" variant="light">
                        {t('prescriptions.renewal.articleInvalid')}
                      </Badge>
                    ) : null}
                    {item.drugArticle.limitedReimbursement ? (
                      <Badge color="blue" variant="light">
                        {t('prescriptions.renewal.limitedReimbursement')}
                      </Badge>
                    ) : null}
                    <Badge color={STATE_COLOUR[item.state]} variant="light">
                      {t(`prescriptions.renewal.states.${item.state}`)}
                    </Badge>
                  </Group>
                </Group>
              </li>
            ))}
          </ul>
        </Checkbox.Group>
        {!complete ? (
          <Group gap="sm">
            <Button
              disabled={selected.length === 0}
              onClick={() => {
                const split = splitForRenewal(selected);
                setChosen([]);
                if (split.invalid.length > 0) setInvalid(split.invalid);
                if (split.renewable.length > 0) onRenew(split.renewable);
              }}
            >
              {t('prescriptions.renewal.renew')}
            </Button>
            <Button
              variant="default"
              color="red"
              disabled={selected.length === 0}
              onClick={() => setRejecting(selected)}
            >
              {t('prescriptions.renewal.reject')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <ReplaceOrCancel
        meeting={meeting}
        items={invalid}
        renewal={renewal.data}
        onReplace={(item) => {
          setInvalid((list) => list.filter((i) => i !== item));
          onReplace(item);
        }}
        onClose={() => setInvalid([])}
      />
      {rejecting.length > 0 ? (
        <RejectDialog
          meeting={meeting}
          items={rejecting}
          onClose={() => {
            setRejecting([]);
            setChosen([]);
          }}
        />
      ) : null}
    </section>
  );
}

/** Seed 000 §4: the chosen items whose article is no longer sold, each replaced by another product or cancelled. */
function ReplaceOrCancel({
  meeting,
  items,
  renewal,
  onReplace,
  onClose,
}: {
  meeting: Meeting;
  items: RenewalItem[];
  renewal: PrescriptionRenewal;
  onReplace: (item: RenewalItem) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelRenewalItems(meeting);
  // Items the server has processed meanwhile leave the list.
  const open = items.filter((item) =>
    renewal.items.some((i) => i.medicationRequest.id === item.medicationRequest.id && i.state === 'PENDING'),
  );
  return (
    <Modal
      opened={open.length > 0}
      onClose={onClose}
      title={t('prescriptions.renewal.invalid.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('prescriptions.renewal.invalid.body')}</Text>
        <ul className="prescription-list">
          {open.map((item) => (
            <li key={item.medicationRequest.id} className="prescription-item">
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {item.distributedDrug.tradeName} {item.distributedDrug.drugFormTextSv} · {item.drugArticle.size}
                </Text>
                <Group gap="xs">
                  <Button size="xs" onClick={() => onReplace(item)}>
                    {t('prescriptions.renewal.invalid.replace')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    loading={cancel.isPending}
                    onClick={() =>
                      cancel.mutate({ patientId: meeting.patientId, itemIds: [item.medicationRequest.id] })
                    }
                  >
                    {t('prescriptions.renewal.invalid.cancel')}
                  </Button>
                </Group>
              </Stack>
            </li>
          ))}
        </ul>
        <RequestErrorBanner message={cancel.isError ? t('prescriptions.renewal.invalid.cancelError') : null} />
      </Stack>
    </Modal>
  );
}

/**
 * Seed 000 §4, §5: rejecting. In a text meeting a reason is chosen and its text goes to the patient (written by the
 * clinician only for "none of the above"); in a video meeting the patient only gets a notice.
 */
function RejectDialog({ meeting, items, onClose }: { meeting: Meeting; items: RenewalItem[]; onClose: () => void }) {
  const { t } = useTranslation();
  const reject = useRejectRenewal(meeting);
  const text = meeting.interventionType === 'TEXT';
  const locale: Locale = (LOCALES as readonly string[]).includes(meeting.user.language)
    ? (meeting.user.language as Locale)
    : 'sv';
  const [reason, setReason] = useState<RenewalRejectionReason | null>(null);
  const [own, setOwn] = useState('');
  const [tried, setTried] = useState(false);
  const message = rejectionMessage(text ? 'TEXT' : 'VIDEO', reason, own, locale);
  const editable = !text || isRejectionTextEditable(reason);
  const names = items.map((item) => item.distributedDrug.tradeName).join(', ');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('prescriptions.renewal.rejectDialog.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        noValidate
        aria-label={t('prescriptions.renewal.rejectDialog.title')}
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (message === null) return;
          reject.mutate(
            {
              patientId: meeting.patientId,
              itemIds: items.map((item) => item.medicationRequest.id),
              reason: text ? reason : null,
              message,
            },
            { onSuccess: onClose },
          );
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('prescriptions.renewal.rejectDialog.items', { names })}</Text>
          {text ? (
            <Select
              label={t('prescriptions.renewal.rejectDialog.reason')}
              required
              data={RENEWAL_REJECTION_REASONS.map((r) => ({
                value: r,
                label: t(`prescriptions.renewal.reasons.${r}`),
              }))}
              value={reason}
              onChange={(value) => setReason(value as RenewalRejectionReason | null)}
              error={tried && reason === null ? t('prescriptions.renewal.rejectDialog.reasonRequired') : undefined}
            />
          ) : (
            <Text size="sm">{t('prescriptions.renewal.rejectDialog.videoNotice')}</Text>
          )}
          <Textarea
            label={t('prescriptions.renewal.rejectDialog.message')}
            description={editable ? undefined : t('prescriptions.renewal.rejectDialog.messageFixed')}
            autosize
            minRows={3}
            maxLength={2000}
            readOnly={!editable}
            value={editable ? own || (text ? '' : (message ?? '')) : (message ?? '')}
            onChange={(event) => setOwn(event.currentTarget.value)}
            error={
              tried && message === null && reason !== null
                ? t('prescriptions.renewal.rejectDialog.messageRequired')
                : undefined
            }
          />
          <RequestErrorBanner message={reject.isError ? t('prescriptions.renewal.rejectDialog.submitError') : null} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={reject.isPending}>
              {t('prescriptions.renewal.rejectDialog.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
