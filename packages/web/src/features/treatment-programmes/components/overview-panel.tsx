import {
  canEndProgramme,
  canOpenMessenger,
  type CarePlanModule,
  type ConversationState,
  isCarePlanEnded,
  type TreatmentProgramme,
} from '@konsult/domain';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TabPanelProps } from '../../../lib/record-pane/tab-panels';
import { RequestErrorBanner } from '../../../ui/error-state';
import { SuccessNotice } from '../../../ui/success-notice';
import { useConversationState, useUnlockModule } from '../api/care-plans';
import { CarePlanBoundary } from './care-plan-boundary';
import { CarePlanNote } from './care-plan-note';
import { EndProgrammeDialog } from './end-programme-dialog';
import { ModuleList } from './module-list';
import { ProgrammeLinkButton } from './programme-link-button';
import { useCarePlanParam } from './use-care-plan-param';
import { useProgrammeFormat } from './use-programme-format';

/** The messenger page of a programme's conversation (seed 001 §2), opened in a new tab. */
export const messengerPath = (conversationId: string) => `/emr/icbt-messenger/${encodeURIComponent(conversationId)}`;

/** Seed 001 §2.3 treatment programme: the overview tab of the treatment-programme tab. */
export function TreatmentProgrammeOverviewPanel({ patientId }: TabPanelProps) {
  return (
    <CarePlanBoundary patientId={patientId}>
      {(carePlan) => <ProgrammeOverview key={carePlan.id} patientId={patientId} carePlan={carePlan} />}
    </CarePlanBoundary>
  );
}

type Notice = 'ended' | 'paused' | 'resumed' | 'unlocked';
type Failure = 'unlock' | 'conversation';

function ProgrammeOverview({ patientId, carePlan }: { patientId: string; carePlan: TreatmentProgramme }) {
  const { t } = useTranslation();
  const format = useProgrammeFormat();
  const unlock = useUnlockModule(patientId);
  const conversation = useConversationState(patientId);
  const [, showCarePlan] = useCarePlanParam();
  const [ending, setEnding] = useState(false);
  const [notice, setNotice] = useState<{ kind: Notice; name?: string } | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const ended = isCarePlanEnded(carePlan.state);
  const paused = carePlan.conversation.state === 'paused';

  const onUnlock = (module: CarePlanModule) => {
    setNotice(null);
    setFailure(null);
    unlock.mutate(module.id, {
      onSuccess: () => setNotice({ kind: 'unlocked', name: module.name }),
      onError: () => setFailure('unlock'),
    });
  };
  const setConversation = (state: ConversationState) => {
    setNotice(null);
    setFailure(null);
    conversation.mutate(
      { carePlanId: carePlan.id, state },
      {
        onSuccess: () => setNotice({ kind: state === 'paused' ? 'paused' : 'resumed' }),
        onError: () => setFailure('conversation'),
      },
    );
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group gap="xs" align="center">
          <Title order={2} size="h4">
            {carePlan.title}
          </Title>
          {carePlan.state !== 'active' ? (
            <Badge variant="light" color={ended ? 'gray' : 'green'}>
              {t(`treatmentProgrammes.carePlanStates.${carePlan.state}`)}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="gray.7">
          {[
            t('treatmentProgrammes.overview.started', { date: format.date(carePlan.created) }),
            ...(carePlan.ended !== null
              ? [t('treatmentProgrammes.overview.ended', { date: format.date(carePlan.ended) })]
              : []),
            ...(carePlan.latestPatientActivity !== null
              ? [t('treatmentProgrammes.overview.lastActive', { date: format.date(carePlan.latestPatientActivity) })]
              : []),
          ].join(' · ')}
        </Text>
      </Stack>

      <Group gap="xs">
        {canOpenMessenger(carePlan.state) ? (
          <Button component="a" href={messengerPath(carePlan.conversationId)} target="_blank" rel="noopener noreferrer">
            {t('treatmentProgrammes.overview.openMessenger')}
          </Button>
        ) : (
          <Button disabled>{t('treatmentProgrammes.overview.openMessenger')}</Button>
        )}
        {carePlan.unreadMessageCount > 0 ? (
          <Badge color="orange" variant="light">
            {t('treatmentProgrammes.overview.unread', { count: carePlan.unreadMessageCount })}
          </Badge>
        ) : null}
        <Button
          variant="default"
          disabled={ended}
          loading={conversation.isPending}
          onClick={() => setConversation(paused ? 'active' : 'paused')}
        >
          {paused ? t('treatmentProgrammes.overview.resume') : t('treatmentProgrammes.overview.pause')}
        </Button>
        <Button
          variant="outline"
          color="red"
          disabled={!canEndProgramme(carePlan.state)}
          onClick={() => setEnding(true)}
        >
          {t('treatmentProgrammes.overview.end')}
        </Button>
      </Group>

      {/* The programme's own link for the patient: an ended programme's opens read-only for 30 days (the server says). */}
      <ProgrammeLinkButton carePlanId={carePlan.id} />
      {paused && !ended ? <Text size="sm">{t('treatmentProgrammes.overview.pausedNote')}</Text> : null}
      {notice ? (
        <SuccessNotice onClose={() => setNotice(null)}>
          {t(`treatmentProgrammes.notices.${notice.kind}`, { name: notice.name ?? '', title: carePlan.title })}
        </SuccessNotice>
      ) : null}
      <RequestErrorBanner
        title={failure ? t(`treatmentProgrammes.failures.${failure}Title`) : undefined}
        message={failure ? t(`treatmentProgrammes.failures.${failure}`) : null}
      />
      {carePlan.progressIndicator !== 'none' ? (
        <Alert color={carePlan.progressIndicator === 'next_module_is_unlockable' ? 'blue' : 'yellow'} variant="light">
          {t(`treatmentProgrammes.progress.${carePlan.progressIndicator}`)}
        </Alert>
      ) : null}

      <ModuleList
        carePlan={carePlan}
        unlocking={unlock.isPending ? (unlock.variables ?? null) : null}
        onUnlock={onUnlock}
      />
      <CarePlanNote patientId={patientId} carePlanId={carePlan.id} />
      <EndProgrammeDialog
        patientId={patientId}
        carePlan={carePlan}
        opened={ending}
        onClose={() => setEnding(false)}
        onEnded={() => {
          setEnding(false);
          setFailure(null);
          setNotice({ kind: 'ended' });
          // Keeps this programme on screen once it is no longer the newest active one the pane would choose.
          showCarePlan(carePlan.id);
        }}
      />
    </Stack>
  );
}
