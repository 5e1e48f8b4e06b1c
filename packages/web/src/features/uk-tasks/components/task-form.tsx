import { defaultUrgency, UK_TASK_URGENCIES, type UkTask, type UkTaskType, type UkTaskUrgency } from '@konsult/domain';
import { Button, Group, NativeSelect, Radio, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionForm } from '../../../ui/action-form';
import { useSaveTask } from '../api/uk-tasks';
import { slaLabel, taskFailureText, typeLabel } from './task-labels';

/** A document link is a clinical document's address: https only, as the server checks. */
const LINK = /^https:\/\/\S+$/;

/**
 * The form of one task (new, or the one being edited: saving it replaces that task). "Save draft" keeps it a draft,
 * "Submit task" saves and submits it. While a save or another change of the panel's tasks is in flight, none of its
 * buttons sends again.
 */
export function TaskForm({
  meetingId,
  allowedTypes,
  editing,
  busy,
  onCancel,
  onSaved,
}: {
  meetingId: string;
  allowedTypes: UkTaskType[];
  editing: UkTask | null;
  /** Another change of the meeting's tasks is in flight (submit, delete, publish). */
  busy: boolean;
  onCancel: () => void;
  onSaved: (submitted: boolean) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveTask(meetingId);
  const [id] = useState(() => editing?.id ?? crypto.randomUUID());
  const [type, setType] = useState<UkTaskType | ''>(editing?.type ?? '');
  const [urgency, setUrgency] = useState<UkTaskUrgency>(editing?.urgency ?? 'ROUTINE');
  const [note, setNote] = useState(editing?.note ?? '');
  const [documentLink, setDocumentLink] = useState(editing?.documentLink ?? '');
  const [problems, setProblems] = useState<{ type?: string; documentLink?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const sending = save.isPending || busy;

  const send = (submit: boolean) => {
    if (sending) return;
    const found = {
      ...(type === '' ? { type: t('ukTasks.failures.typeRequired') } : {}),
      ...(documentLink.trim() !== '' && !LINK.test(documentLink.trim())
        ? { documentLink: t('ukTasks.failures.link') }
        : {}),
    };
    setProblems(found);
    if (type === '' || Object.keys(found).length > 0) return;
    setFailure(null);
    setSubmitting(submit);
    save.mutate(
      { id, submit, body: { type, urgency, note, documentLink: documentLink.trim() || null } },
      { onSuccess: () => onSaved(submit), onError: (error) => setFailure(taskFailureText(t, error)) },
    );
  };

  const title = editing
    ? t('ukTasks.form.editTitle', { label: typeLabel(t, editing.type) })
    : t('ukTasks.form.newTitle');
  return (
    <ActionForm
      label={title}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        send(true);
      }}
      failure={{ title: t('ukTasks.failures.title'), message: failure }}
      actions={
        <>
          {editing ? (
            <Button variant="subtle" onClick={onCancel} disabled={sending}>
              {t('ukTasks.form.cancelEdit')}
            </Button>
          ) : null}
          <Button
            variant="light"
            onClick={() => send(false)}
            loading={save.isPending && !submitting}
            disabled={sending}
          >
            {t('ukTasks.form.saveDraft')}
          </Button>
          <Button type="submit" loading={save.isPending && submitting} disabled={sending}>
            {t('ukTasks.form.submit')}
          </Button>
        </>
      }
    >
      <Text fw={600}>{title}</Text>
      <NativeSelect
        label={t('ukTasks.form.type')}
        value={type}
        required
        error={problems.type}
        onChange={(event) => {
          const next = event.currentTarget.value as UkTaskType | '';
          setType(next);
          if (next !== '') setUrgency(defaultUrgency(next));
        }}
        data={[
          { value: '', label: t('ukTasks.form.typePlaceholder'), disabled: true },
          ...allowedTypes.map((value) => ({
            value,
            label: t('ukTasks.form.typeOption', { label: typeLabel(t, value), sla: slaLabel(t, value) }),
          })),
        ]}
      />
      <Radio.Group
        label={t('ukTasks.form.urgency')}
        description={t('ukTasks.form.urgencyHint')}
        value={urgency}
        onChange={(value) => setUrgency(value as UkTaskUrgency)}
      >
        <Group gap="md" mt={4}>
          {UK_TASK_URGENCIES.map((value) => (
            <Radio key={value} value={value} label={t(`ukTasks.urgency.${value}`)} />
          ))}
        </Group>
      </Radio.Group>
      <Textarea
        label={t('ukTasks.form.note')}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        maxLength={4000}
        autosize
        minRows={2}
      />
      <TextInput
        label={t('ukTasks.form.documentLink')}
        description={t('ukTasks.form.documentLinkHint')}
        value={documentLink}
        onChange={(event) => setDocumentLink(event.currentTarget.value)}
        error={problems.documentLink}
        maxLength={2000}
        type="url"
      />
    </ActionForm>
  );
}
