import {
  type ConversationMessage,
  isCarePlanEnded,
  PostConversationMessageBody,
  type TreatmentProgramme,
} from '@konsult/domain';
import { Alert, Anchor, Badge, Button, Container, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestErrorBanner } from '../../../ui/error-state';
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
      <Thread conversationId={conversationId} patientId={patient?.id ?? null} meetingId={carePlan?.encounter ?? null} />
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

function Thread({
  conversationId,
  patientId,
  meetingId,
}: {
  conversationId: string;
  patientId: string | null;
  /** The meeting the programme was started in, whose conversation this is: its attachments are downloaded there. */
  meetingId: string | null;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const messages = useProgrammeMessages(conversationId);
  const markRead = useMarkProgrammeMessageRead(conversationId, patientId);
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t('treatmentProgrammes.messenger.messages')}
      </Title>
      <QueryBoundary
        query={messages}
        loading={t('treatmentProgrammes.messenger.loading')}
        error={{
          title: t('treatmentProgrammes.messenger.errorTitle'),
          message: t('treatmentProgrammes.messenger.error'),
        }}
        empty={{ text: t('treatmentProgrammes.messenger.empty'), when: (list) => list.length === 0 }}
      >
        {(list) => (
          <ol aria-labelledby={headingId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {list.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                meetingId={meetingId}
                marking={markRead.isPending && markRead.variables === message.id}
                onMarkRead={() => markRead.mutate(message.id)}
              />
            ))}
          </ol>
        )}
      </QueryBoundary>
    </Stack>
  );
}

function MessageItem({
  message,
  meetingId,
  marking,
  onMarkRead,
}: {
  message: ConversationMessage;
  meetingId: string | null;
  marking: boolean;
  onMarkRead: () => void;
}) {
  const { t } = useTranslation();
  const format = useProgrammeFormat();
  const fromPatient = message.senderRole === 'PATIENT';
  const unread = fromPatient && message.readAt === null;
  return (
    <Paper
      component="li"
      withBorder
      p="xs"
      mb="xs"
      bg={fromPatient ? 'gray.0' : undefined}
      ml={fromPatient ? 0 : 'xl'}
      mr={fromPatient ? 'xl' : 0}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {message.senderName}
        </Text>
        <Text size="xs" c="gray.7">
          {format.dateTime(message.sentAt)}
        </Text>
      </Group>
      {message.subject ? (
        <Text size="sm" fw={600}>
          {message.subject}
        </Text>
      ) : null}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {message.message}
      </Text>
      {message.attachments.length > 0 ? (
        <Stack gap={2} mt={4}>
          {message.attachments.map((file) =>
            meetingId ? (
              <Anchor
                key={file.id}
                size="sm"
                href={`/api/meeting/${encodeURIComponent(meetingId)}/message-attachments/${encodeURIComponent(file.id)}`}
                download={file.fileName}
                aria-label={t('messaging.attachments.download', { name: file.fileName })}
              >
                {file.fileName}
              </Anchor>
            ) : (
              <Text key={file.id} size="sm">
                {file.fileName}
              </Text>
            ),
          )}
        </Stack>
      ) : null}
      {unread ? (
        <Group gap="xs" mt={4}>
          <Badge color="orange" variant="light" size="xs">
            {t('messaging.thread.unread')}
          </Badge>
          <Button variant="subtle" size="compact-xs" loading={marking} onClick={onMarkRead}>
            {t('messaging.thread.markRead')}
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}

/** Writing to the patient: a failed send keeps every word, to send again. */
function Compose({ conversationId, patientName }: { conversationId: string; patientName: string | null }) {
  const { t } = useTranslation();
  const post = usePostProgrammeMessage(conversationId);
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const parsed = PostConversationMessageBody.safeParse({ message });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!parsed.success || post.isPending) return;
    post.mutate(parsed.data, {
      onSuccess: () => {
        setMessage('');
        setTried(false);
      },
    });
  };
  return (
    <form aria-label={t('treatmentProgrammes.messenger.formLabel')} onSubmit={submit} noValidate>
      <Stack gap="xs">
        <RequestErrorBanner
          title={t('treatmentProgrammes.messenger.sendFailedTitle')}
          message={post.isError ? t('treatmentProgrammes.messenger.sendFailed') : null}
        />
        <Textarea
          label={
            patientName
              ? t('treatmentProgrammes.messenger.messageTo', { name: patientName })
              : t('treatmentProgrammes.messenger.message')
          }
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          error={tried && !parsed.success ? t('treatmentProgrammes.messenger.required') : undefined}
          autosize
          minRows={3}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={post.isPending}>
            {t('treatmentProgrammes.messenger.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
