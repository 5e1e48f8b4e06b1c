import {
  isPollenTextEditable,
  LOCALES,
  POLLEN_DENIAL_REASONS,
  pollenDenialMessage,
  type Locale,
  type Meeting,
  type PollenDenialReason,
} from '@konsult/domain';
import { Alert, Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestErrorBanner } from '../../../ui/error-state';
import { QueryBoundary } from '../../../ui/query-state';
import { useAcceptPrescription, useDenyPrescription, usePrescriptionDecision } from '../api/pollen';

/**
 * The seasonal-allergy (pollen) text prescription (seed 000 §4, §9): step 1, is the patient eligible; step 2, the
 * prescription (the prescription panel opens) or a denial with its reason and the message to the patient.
 */
export function PollenPanel({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const decision = usePrescriptionDecision(meeting.id);
  const navigate = useNavigate();
  const openPrescription = () =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, action: 'se-prescription' }),
      replace: true,
    });
  return (
    <QueryBoundary
      query={decision}
      loading={t('prescriptions.pollen.loading')}
      error={{ title: t('prescriptions.pollen.errorTitle'), message: t('prescriptions.pollen.error') }}
    >
      {(state) =>
        state.alreadyDenied ? (
          <Alert color="gray" variant="light" role="status" title={t('prescriptions.pollen.alreadyDenied')}>
            {t('prescriptions.pollen.alreadyDeniedBody')}
          </Alert>
        ) : state.alreadyAccepted ? (
          <Alert color="teal" variant="light" role="status" title={t('prescriptions.pollen.alreadyAccepted')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('prescriptions.pollen.alreadyAcceptedBody')}</Text>
              <Button size="xs" variant="default" onClick={openPrescription}>
                {t('prescriptions.pollen.openPrescription')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <PollenSteps meeting={meeting} onAccepted={openPrescription} />
        )
      }
    </QueryBoundary>
  );
}

function PollenSteps({ meeting, onAccepted }: { meeting: Meeting; onAccepted: () => void }) {
  const { t } = useTranslation();
  const accept = useAcceptPrescription(meeting.id);
  const deny = useDenyPrescription(meeting.id);
  const [eligible, setEligible] = useState<'yes' | 'no' | null>(null);
  const [reason, setReason] = useState<PollenDenialReason | null>(null);
  const [own, setOwn] = useState('');
  const [tried, setTried] = useState(false);
  const locale: Locale = (LOCALES as readonly string[]).includes(meeting.user.language)
    ? (meeting.user.language as Locale)
    : 'sv';
  const message = reason ? pollenDenialMessage(reason, own, locale) : null;

  return (
    <Stack gap="md">
      <Radio.Group
        label={t('prescriptions.pollen.eligible')}
        description={t('prescriptions.pollen.eligibleHint')}
        value={eligible ?? ''}
        onChange={(value) => setEligible(value === 'yes' || value === 'no' ? value : null)}
      >
        <Group gap="md" mt={6}>
          <Radio value="yes" label={t('prescriptions.pollen.yes')} />
          <Radio value="no" label={t('prescriptions.pollen.no')} />
        </Group>
      </Radio.Group>

      {eligible === 'yes' ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('prescriptions.pollen.acceptBody')}</Text>
          <RequestErrorBanner message={accept.isError ? t('prescriptions.pollen.sendError') : null} />
          <Button
            loading={accept.isPending}
            onClick={() => accept.mutate({ message: null, reason: null }, { onSuccess: onAccepted })}
          >
            {t('prescriptions.pollen.accept')}
          </Button>
        </Stack>
      ) : null}

      {eligible === 'no' ? (
        <form
          noValidate
          aria-label={t('prescriptions.pollen.denyLabel')}
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (!reason || !message) return;
            deny.mutate({ reason, message: isPollenTextEditable(reason) ? message.message : '' });
          }}
        >
          <Stack gap="sm">
            <Radio.Group
              label={t('prescriptions.pollen.reason')}
              value={reason ?? ''}
              onChange={(value) =>
                setReason(
                  (POLLEN_DENIAL_REASONS as readonly string[]).includes(value) ? (value as PollenDenialReason) : null,
                )
              }
              error={tried && reason === null ? t('prescriptions.pollen.reasonRequired') : undefined}
            >
              <Stack gap={6} mt={6}>
                {POLLEN_DENIAL_REASONS.map((r) => (
                  <Radio key={r} value={r} label={t(`prescriptions.pollen.reasons.${r}`)} />
                ))}
              </Stack>
            </Radio.Group>
            {reason ? (
              <Textarea
                label={t('prescriptions.pollen.message')}
                description={isPollenTextEditable(reason) ? undefined : t('prescriptions.pollen.messageFixed')}
                autosize
                minRows={3}
                maxLength={2000}
                readOnly={!isPollenTextEditable(reason)}
                value={isPollenTextEditable(reason) ? own : (message?.message ?? '')}
                onChange={(event) => setOwn(event.currentTarget.value)}
                error={tried && message === null ? t('prescriptions.pollen.messageRequired') : undefined}
              />
            ) : null}
            <RequestErrorBanner message={deny.isError ? t('prescriptions.pollen.sendError') : null} />
            <Group justify="flex-end">
              <Button type="submit" color="red" loading={deny.isPending}>
                {t('prescriptions.pollen.deny')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
