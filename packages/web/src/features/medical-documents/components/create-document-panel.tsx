import { DOCUMENT_TEMPLATES, documentIssues, type Meeting, MessageToPatient } from '@konsult/domain';
import { Anchor, Button, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionForm } from '../../../ui/action-form';
import { QueryBoundary } from '../../../ui/query-state';
import { SuccessNotice } from '../../../ui/success-notice';
import { useDocumentTemplates } from '../api/use-document-templates';
import { useMessageToPatientTemplate } from '../api/use-message-to-patient-template';
import { usePreviewDocument } from '../api/use-preview-document';
import { useSaveDocument } from '../api/use-save-document';
import { SendToPatientFields } from './send-to-patient-fields';

/**
 * Seed 000 §2 create-document action: choose a template (most used first), fill its fields, preview the PDF, save
 * it, and optionally send it to the patient with the template's message (prefilled, editable). The template's rules
 * (domain) and the message's schema show what is missing before anything is sent; a failure keeps every value and
 * every word of the message.
 */
export function CreateDocumentPanel({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const templates = useDocumentTemplates();
  const preview = usePreviewDocument();
  const save = useSaveDocument(meeting.id);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ title: string; sent: boolean } | null>(null);
  const [sendToPatient, setSendToPatient] = useState(false);
  // What the clinician changed in the prefilled message; the rest is the template's text.
  const [letterEdits, setLetterEdits] = useState<Partial<MessageToPatient>>({});

  const templateId = chosenId ?? templates.data?.[0]?.id ?? null;
  const letterTemplate = useMessageToPatientTemplate(templateId, meeting.id, sendToPatient);

  // A preview's object URL lives until the next preview or the panel closes.
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);

  const template = DOCUMENT_TEMPLATES.find((tpl) => tpl.id === templateId) ?? null;
  const issues = template ? documentIssues(template, values) : [];
  const issueOf = (field: string) => {
    const issue = tried ? issues.find((i) => i.field === field) : undefined;
    return issue ? t(`documents.issues.${issue.code}`) : null;
  };
  const body = template ? { meeting_id: meeting.id, template_id: template.id, fields: values } : null;

  const letter = {
    subject: letterEdits.subject ?? letterTemplate.data?.subject ?? '',
    message: letterEdits.message ?? letterTemplate.data?.message ?? '',
  };
  const parsedLetter = MessageToPatient.safeParse(letter);
  const letterReady = !sendToPatient || parsedLetter.success;
  const letterIssue = (field: keyof MessageToPatient) =>
    tried && sendToPatient && !parsedLetter.success && parsedLetter.error.issues.some((i) => i.path[0] === field)
      ? t(`documents.messageIssues.${field}`)
      : null;
  const startOver = () => {
    setValues({});
    setLetterEdits({});
    setTried(false);
    setPreviewUrl(null);
  };

  const showPreview = () => {
    setTried(true);
    if (!body || issues.length > 0) return;
    preview.mutate(body, { onSuccess: (blob) => setPreviewUrl(URL.createObjectURL(blob)) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setSaved(null);
    if (!body || issues.length > 0 || !letterReady) return;
    const sending = sendToPatient && parsedLetter.success;
    save.mutate(sending ? { ...body, send_to_patient: true, message_to_patient: parsedLetter.data } : body, {
      onSuccess: (document) => {
        setSaved({ title: document.title, sent: document.sentMessage !== null });
        setSendToPatient(false);
        startOver();
      },
    });
  };

  return (
    <QueryBoundary
      query={templates}
      loading={t('documents.loading')}
      error={{ title: t('documents.errorTitle'), message: t('documents.error') }}
    >
      {(list) => (
        <ActionForm
          label={t('documents.formLabel')}
          onSubmit={submit}
          failure={{
            message: save.isError ? t('documents.saveFailed') : preview.isError ? t('documents.previewFailed') : null,
          }}
          actions={
            <>
              <Button variant="default" onClick={showPreview} loading={preview.isPending}>
                {t('documents.preview')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {sendToPatient ? t('documents.saveAndSend') : t('documents.save')}
              </Button>
            </>
          }
        >
          {saved ? (
            <SuccessNotice onClose={() => setSaved(null)}>
              {saved.sent
                ? t('documents.savedAndSent', { title: saved.title, name: meeting.user.name })
                : t('documents.saved', { title: saved.title })}
            </SuccessNotice>
          ) : null}
          <NativeSelect
            label={t('documents.template')}
            value={templateId ?? ''}
            data={list.map((tpl) => ({ value: tpl.id, label: tpl.name }))}
            onChange={(event) => {
              setChosenId(event.currentTarget.value);
              startOver();
            }}
          />
          {template?.fields.map((field) => {
            const common = {
              label: field.label,
              required: field.required,
              value: values[field.name] ?? '',
              error: issueOf(field.name),
              maxLength: field.maxLength,
            };
            const set = (value: string) => setValues((all) => ({ ...all, [field.name]: value }));
            return field.type === 'textarea' ? (
              <Textarea
                key={field.name}
                {...common}
                autosize
                minRows={3}
                onChange={(event) => set(event.currentTarget.value)}
              />
            ) : (
              <TextInput
                key={field.name}
                {...common}
                type={field.type === 'date' ? 'date' : 'text'}
                onChange={(event) => set(event.currentTarget.value)}
              />
            );
          })}
          <SendToPatientFields
            checked={sendToPatient}
            onCheckedChange={setSendToPatient}
            letter={letter}
            onChange={(field, value) => setLetterEdits((edits) => ({ ...edits, [field]: value }))}
            issueAt={letterIssue}
            loading={letterTemplate.isFetching && letterTemplate.data === undefined}
            failed={letterTemplate.isError}
            onRetry={() => void letterTemplate.refetch()}
          />
          {previewUrl ? (
            <Anchor href={previewUrl} target="_blank" rel="noopener" size="sm">
              {t('documents.openPreview')}
            </Anchor>
          ) : null}
        </ActionForm>
      )}
    </QueryBoundary>
  );
}
