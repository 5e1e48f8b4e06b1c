import type { Meeting } from '@konsult/domain';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsultationDialog } from '../../../lib/consultation-dialog';
import { useFinishingRegistry } from '../../../lib/finishing';
import { isEntrySigned, isEntryStricken } from '../../../lib/medical-record/entry-query';
import { useMe } from '../../../lib/session/me-context';
import { useFinishMeeting } from '../api/use-finish-meeting';
import { useFinishFlow } from '../hooks/use-finish-flow';
import { ConfirmFinishDialog } from './confirm-finish-dialog';
import { ContactSupportModal } from './contact-support-modal';
import { FinishPendingNotes, FinishRefusalNotice } from './finish-refusal-notice';
import { FinishingErrorBanner } from './finishing-error-banner';
import { NoShowDialog } from './no-show-dialog';
import { StrikeDialog } from './strike-dialog';
import { UnsignDialog } from './unsign-dialog';

/**
 * The consultation's finishing controls (seed 000 §4): the main button (sign and finish, end meeting, or close
 * and go home), no-show, unsign and strike, with their dialogs, the signing-error modal and the support banner.
 */
export function FinishingBar({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const me = useMe();
  const flow = useFinishFlow(meeting);
  const registry = useFinishingRegistry();
  const top = useRef<HTMLDivElement>(null);
  const [, setUnsignOpen] = useConsultationDialog('unsign');
  const [, setStrikeOpen] = useConsultationDialog('strike');
  const [noShowOpen, setNoShowOpen] = useConsultationDialog('confirmNoShow');
  const noShow = useFinishMeeting(meeting.id);
  const [noShowNotSaved, setNoShowNotSaved] = useState(false);

  const { entry, button, failure } = flow;
  const signed = isEntrySigned(entry);
  const stricken = isEntryStricken(entry);
  const meetingOpen = meeting.actualEndTime === null && button !== 'close-and-go-home';
  const canUnsign = me.signingEnabled && entry !== null && signed && !stricken;
  const canStrike = me.strikingEnabled && entry !== null && !stricken;

  // Seed 000 §4: a default-key failure scrolls to the top, where the banner is.
  useEffect(() => {
    if (failure?.outcome.defaultKey) top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [failure]);

  const endAsNoShow = async () => {
    setNoShowNotSaved(false);
    if (!(await registry.flushAll())) {
      setNoShowNotSaved(true);
      return;
    }
    await noShow.mutateAsync({ status: 'NO_SHOW', sign: false }).then(flow.ended, () => undefined);
  };

  const closeNoShow = () => {
    noShow.reset();
    setNoShowNotSaved(false);
    setNoShowOpen(false);
  };

  return (
    <Stack ref={top} gap="xs" component="section" aria-label={t('finishing.label')}>
      {flow.showBanner ? <FinishingErrorBanner onClose={flow.dismissBanner} /> : null}
      {flow.notSaved ? (
        <Alert color="red" variant="light" role="alert">
          {t('finishing.notSaved')}
        </Alert>
      ) : null}
      {flow.refusal ? <FinishRefusalNotice refusal={flow.refusal} /> : null}
      <Group justify="flex-end" gap="sm" wrap="wrap">
        {canStrike ? (
          <Button variant="subtle" color="red" onClick={() => setStrikeOpen(true)}>
            {t('finishing.strike')}
          </Button>
        ) : null}
        {canUnsign ? (
          <Button variant="default" onClick={() => setUnsignOpen(true)}>
            {t('finishing.unsign')}
          </Button>
        ) : null}
        {meetingOpen ? (
          <Button variant="default" onClick={() => setNoShowOpen(true)}>
            {t('finishing.noShow')}
          </Button>
        ) : null}
        <Button
          onClick={() => void flow.start()}
          loading={flow.preparing}
          disabled={button !== 'close-and-go-home' && !registry.isReady()}
        >
          {t(`finishing.button.${button}`)}
        </Button>
      </Group>
      <FinishPendingNotes notes={flow.pendingNotes} />

      {button !== 'close-and-go-home' ? (
        <ConfirmFinishDialog
          opened={flow.confirmOpen}
          onClose={flow.closeConfirm}
          mode={button}
          signingEnabled={me.signingEnabled}
          ready={registry.isReady()}
          blockers={flow.blockers()}
          pending={flow.pendingConfirm}
          onFinish={(sign) => void flow.finishFromConfirm(sign)}
        />
      ) : null}
      {meetingOpen ? (
        <NoShowDialog
          opened={noShowOpen}
          onClose={closeNoShow}
          onConfirm={() => void endAsNoShow()}
          pending={noShow.isPending}
          failed={noShow.isError || noShowNotSaved}
        />
      ) : null}
      {canUnsign && entry ? <UnsignDialog meetingId={meeting.id} entryId={entry.id} /> : null}
      {canStrike && entry ? <StrikeDialog meetingId={meeting.id} entryId={entry.id} onStruck={flow.ended} /> : null}
      {failure ? (
        <ContactSupportModal
          opened
          outcome={failure.outcome}
          errorKey={failure.key}
          meetingId={meeting.id}
          clinicianId={me.id}
          choices={flow.supportChoices(failure.outcome)}
          pending={flow.pendingSupport}
          onChoose={(choice) => void flow.chooseFromSupport(choice)}
          onCancel={flow.cancelSupport}
        />
      ) : null}
    </Stack>
  );
}
