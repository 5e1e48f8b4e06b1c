import { attachmentIssues, type AttachmentRules, type MessageAttachment, type MessageToPatient } from '@konsult/domain';
import { Button } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ActionForm } from '../action-form';
import { MessageFields } from '../message-fields';
import { SuccessNotice } from '../success-notice';
import { AttachmentPicker, type AttachmentPickerLabels, type ChosenFile } from './attachment-picker';

/** What the clinician has written so far (the subject stays empty where the message has none). */
export type MessageDraft = MessageToPatient;

/** The composer's texts, in the caller's words. */
export interface MessageComposerLabels {
  /** The form's accessible name. */
  form: string;
  /** The subject field's label; without it the message has no subject. */
  subject?: string;
  message: string;
  submit: string;
  /** The button's label after a failed send; the submit label unless given. */
  retry?: string;
  failedTitle: string;
  /** Says that everything written is kept, to send again. */
  failed: string;
}

/** Files to send with the message: the deployment's rules, the picker's texts, and how one file is uploaded. */
export interface ComposerAttachments {
  rules: AttachmentRules;
  labels: AttachmentPickerLabels;
  upload: (file: File) => Promise<MessageAttachment>;
}

interface MessageComposerProps {
  labels: MessageComposerLabels;
  /** What is wrong with the draft, field by field (null: nothing); shown once the clinician has tried to send. */
  validate: (draft: MessageDraft) => Partial<Record<keyof MessageDraft, string | null>>;
  /** Sends the draft with the ids of its files (uploaded first); rejects when the message was not sent. */
  send: (draft: MessageDraft, attachmentIds: string[]) => Promise<unknown>;
  attachments?: ComposerAttachments;
  /** What to say once the message is sent, until closed; nothing unless given (the thread shows it). */
  sentNotice?: string;
}

const EMPTY: MessageDraft = { subject: '', message: '' };

/**
 * Writing to the patient in the two-way messaging (seed 002 §7): a subject where the message has one, the text and
 * files. Nothing leaves before the caller's checks and the deployment's attachment rules pass; files are uploaded
 * first. A failed send keeps every word and file, and the clinician sends again (files already uploaded are not
 * uploaded twice); a sent message empties the form.
 */
export function MessageComposer({ labels, validate, send, attachments, sentNotice }: MessageComposerProps) {
  const [draft, setDraft] = useState<MessageDraft>(EMPTY);
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState(false);

  const issues = validate(draft);
  const fileIssues = attachments
    ? attachmentIssues(
        files.map(({ file }) => ({ name: file.name, size: file.size })),
        attachments.rules,
      )
    : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setSent(false);
    if (Object.values(issues).some(Boolean) || fileIssues.some((issue) => issue !== null) || sending) return;
    setSending(true);
    setFailed(false);
    try {
      const ids: string[] = [];
      for (const [index, chosen] of files.entries()) {
        const stored = chosen.uploaded ?? (await attachments!.upload(chosen.file));
        ids.push(stored.id);
        // Kept with the file, so a retry after a failure does not upload it again.
        setFiles((all) => all.map((f, i) => (i === index ? { ...f, uploaded: stored } : f)));
      }
      await send(draft, ids);
    } catch {
      setFailed(true);
      return; // The failure shows below; everything typed and chosen stays.
    } finally {
      setSending(false);
    }
    setDraft(EMPTY);
    setFiles([]);
    setTried(false);
    setSent(true);
  };

  return (
    <ActionForm
      label={labels.form}
      onSubmit={(event) => void submit(event)}
      failure={{ title: labels.failedTitle, message: failed ? labels.failed : null }}
      actions={
        <Button type="submit" loading={sending}>
          {failed ? (labels.retry ?? labels.submit) : labels.submit}
        </Button>
      }
    >
      {sent && sentNotice ? <SuccessNotice onClose={() => setSent(false)}>{sentNotice}</SuccessNotice> : null}
      <MessageFields
        labels={{ subject: labels.subject, message: labels.message }}
        value={draft}
        onChange={(field, value) => setDraft((current) => ({ ...current, [field]: value }))}
        issueAt={(field) => (tried ? issues[field] : null)}
      />
      {attachments ? (
        <AttachmentPicker
          files={files}
          issues={fileIssues}
          accept={attachments.rules.extensions}
          labels={attachments.labels}
          disabled={sending}
          onChange={(next) => {
            setFailed(false);
            setFiles(next);
          }}
        />
      ) : null}
    </ActionForm>
  );
}
