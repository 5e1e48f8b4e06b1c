import { isCarePlanEnded, PostConversationMessageBody, type TreatmentProgramme } from '@konsult/domain';
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RequestErrorBanner } from '../../../ui/error-state';
import { MessageComposer } from '../../../ui/message-thread/message-composer';
import { MessageThread } from '../../../ui/message-thread/message-thread';
import { QueryBoundary } from '../../../ui/query-state';
import { useCarePlans, useConversationState } from '../api/care-plans';
import {
  useConversationParticipants,
  useMarkProgrammeMessageRead,
  usePostProgrammeMessage,
  useProgrammeMessages,
} from '../api/messenger';
import { useProgrammeFormat } from './use-programme-format';

/**
 * /emr/icbt-messenger/{conversationId} (seed 001 §2; issue 21): the programme's conversation with the patient, in a
 * tab of its own. The conversation is one of our two-way messaging's; its patient leads to the programme, whose
 * title heads the page and whose state says whether the patient may write (paused) or the conversation is closed
 * (ended).
 */
export function IcbtMessengerPage() {
  const { t } = useTranslation();
  const { conversationId = '' } = useParams({ strict: false }) as { conversationId?: string };
  const participants = useConversationParticipants(conversationId);
  return (
    <Container size="md" py="lg">
      <QueryBoundary
        query={participants}
        loading={t('treatmentProgrammes.messenger.loading')}
        error={{
          title: t('treatmentProgrammes.messenger.errorTitle'),
          message: t('treatmentProgrammes.messenger.error'),
        }}
      >
        {(list) => {
          const patient = list.find((p) => p.role === 'PATIENT') ?? null;
          return <Messenger conversationId={conversationId} patient={patient} />;
        }}
      </QueryBoundary>
    </Container>
  );
}

function Messenger({
  conversationId,
  patient,
}: {
  conversationId: string;
  patient: { id: string; name: string } | null;
}) {
  const { t } = useTranslation();
  const carePlans = useCarePlans(patient?.id ?? null);
  const carePlan = carePlans.data?.find((plan) => plan.conversationId === conversationId) ?? null;
  const ended = carePlan !== null && isCarePlanEnded(carePlan.state);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {carePlan?.title ?? t('treatmentProgrammes.messenger.title')}
        </Title>
        {patient ? (
          <Text size="sm" c="gray.7">
            {t('treatmentProgrammes.messenger.with', { name: patient.name })}
          </Text>
        ) : null}
      </Stack>
      {carePlan ? <ConversationControls patientId={patient!.id} carePlan={carePlan} /> : null}
      <Thread conversationId={conversationId} patientId={patient?.id ?? null} />
      {ended ? null : <Compose conversationId={conversationId} patientName={patient?.name ?? null} />}
    </Stack>
  );
}

/** The programme's state as it bears on the conversation, and pausing or resuming it. */
function ConversationControls({ patientId, carePlan }: { patientId: string; carePlan: TreatmentProgramme }) {
  const { t } = useTranslation();
  const conversation = useConversationState(patientId);
  if (isCarePlanEnded(carePlan.state)) {
    return (
      <Alert color="gray" variant="light">
        {t('treatmentProgrammes.messenger.ended')}
      </Alert>
    );
  }
  const paused = carePlan.conversation.state === 'paused';
  return (
    <Stack gap="xs">
      {paused ? (
        <Alert color="yellow" variant="light">
          {t('treatmentProgrammes.messenger.paused')}
        </Alert>
      ) : null}
      <RequestErrorBanner
        title={t('treatmentProgrammes.failures.conversationTitle')}
        message={conversation.isError ? t('treatmentProgrammes.failures.conversation') : null}
      />
      <Group>
        <Button
          variant="default"
          size="xs"
          loading={conversation.isPending}
          onClick={() => conversation.mutate({ carePlanId: carePlan.id, state: paused ? 'active' : 'paused' })}
        >
          {paused ? t('treatmentProgrammes.overview.resume') : t('treatmentProgrammes.overview.pause')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The programme's own conversation (migration 0052): no meeting's, so it carries no attachments (uploads are a
 * meeting's) and none is offered for download.
 */
function Thread({ conversationId, patientId }: { conversationId: string; patientId: string | null }) {
  const { t } = useTranslation();
  const { timeZone } = useProgrammeFormat();
  const messages = useProgrammeMessages(conversationId);
  const markRead = useMarkProgrammeMessageRead(conversationId, patientId);
  return (
    <MessageThread
      title={t('treatmentProgrammes.messenger.messages')}
      titleOrder={2}
      query={messages}
      states={{
        loading: t('treatmentProgrammes.messenger.loading'),
        error: {
          title: t('treatmentProgrammes.messenger.errorTitle'),
          message: t('treatmentProgrammes.messenger.error'),
        },
        empty: t('treatmentProgrammes.messenger.empty'),
      }}
      timeZone={timeZone}
      attachmentHref={() => null}
      // The patient's messages are marked read here; the programme's overview counts the unread ones.
      labels={{
        unread: t('messaging.thread.unread'),
        markRead: t('messaging.thread.markRead'),
        download: (name) => t('messaging.attachments.download', { name }),
      }}
      onMark={(messageId) => markRead.mutate(messageId)}
      markingId={markRead.isPending ? markRead.variables : null}
    />
  );
}

/** Writing to the patient: the two-way messaging's composer, without a subject; a failed send keeps every word. */
function Compose({ conversationId, patientName }: { conversationId: string; patientName: string | null }) {
  const { t } = useTranslation();
  const post = usePostProgrammeMessage(conversationId);
  return (
    <MessageComposer
      labels={{
        form: t('treatmentProgrammes.messenger.formLabel'),
        message: patientName
          ? t('treatmentProgrammes.messenger.messageTo', { name: patientName })
          : t('treatmentProgrammes.messenger.message'),
        submit: t('treatmentProgrammes.messenger.send'),
        failedTitle: t('treatmentProgrammes.messenger.sendFailedTitle'),
        failed: t('treatmentProgrammes.messenger.sendFailed'),
      }}
      validate={({ message }) => ({
        message: PostConversationMessageBody.safeParse({ message }).success
          ? null
          : t('treatmentProgrammes.messenger.required'),
      })}
      send={({ message }) => post.mutateAsync(PostConversationMessageBody.parse({ message }))}
    />
  );
}
