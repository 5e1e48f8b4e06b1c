import { type FormEvent, useCallback, useState } from 'react';
import { getFromJoin, joinUrl, type LinkKind, postToJoin } from './join-api';
import { formatDateTime } from './patient-language';
import { usePageLanguage } from './patient-texts';
import { usePolled } from './use-polled';

export type PatientMessage = {
  id: string;
  senderRole: 'CLINICIAN' | 'PATIENT';
  senderName: string;
  subject: string | null;
  message: string;
  sentAt: number;
  attachments: { id: string; fileName: string }[];
  /** Seed 000 §7: a message may carry a button; book_revisit asks the clinic for a video appointment. */
  button?: 'book_revisit' | null;
};

const POLL_MS = 15_000;
const MAX_LENGTH = 10_000;

/**
 * The patient's messages with their clinician, on the link page (issue 7): read what the clinician wrote (which marks
 * it read) and answer, in the page's language. Plain React like the rest of the page (its JavaScript budget). A failed
 * answer keeps the text.
 */
export function PatientMessages({
  token,
  kind,
  closed,
}: {
  token: string;
  /** The meeting's link (its messages) or a programme's own link (the programme's conversation). */
  kind?: LinkKind;
  /**
   * The patient may not write: every treatment programme of the link has its conversation paused, or is ended; or,
   * on a programme's link, not known yet (its programme is still loading).
   */
  closed?: 'paused' | 'ended' | 'loading';
}) {
  const { language, texts } = usePageLanguage();
  const t = texts.messages;
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [sendFailed, setSendFailed] = useState(false);
  const [bookingSent, setBookingSent] = useState(false);

  const fetchData = useCallback(() => fetchMessages(token, kind), [token, kind]);
  const { data: messages, loadFailed, load } = usePolled(fetchData, POLL_MS);

  /** Sends a message; true once it is sent (a failure keeps the draft and says so). */
  const send = async (text: string): Promise<boolean> => {
    if (!text || sending) return false;
    setSending(true);
    setSendFailed(false);
    try {
      await postMessage(token, text, kind);
      await load();
      return true;
    } catch {
      setSendFailed(true);
      return false;
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await send(draft.trim())) setDraft('');
  };

  /** The book-revisit button: asks the clinic for a video appointment in the conversation, once. */
  const requestBooking = async () => {
    if (await send(t.bookRevisitRequest)) setBookingSent(true);
  };

  return (
    <section className="join__messages" aria-labelledby="join-messages-title">
      <h2 id="join-messages-title">{t.title}</h2>
      {messages === null && !loadFailed && <p role="status">{t.loading}</p>}
      {loadFailed && (
        <p role="alert">
          {t.loadFailed}{' '}
          <button type="button" onClick={() => void load()}>
            {texts.page.tryAgain}
          </button>
        </p>
      )}
      {messages !== null && messages.length === 0 && <p>{t.empty}</p>}
      {messages !== null && messages.length > 0 && (
        <ol className="join__message-list">
          {messages.map((m) => (
            <li key={m.id} className="join__message-item" data-from={m.senderRole.toLowerCase()}>
              <p className="join__message-meta">
                <strong>{m.senderRole === 'PATIENT' ? t.you : m.senderName}</strong>{' '}
                <time dateTime={new Date(m.sentAt).toISOString()}>{formatDateTime(language, 'medium', m.sentAt)}</time>
              </p>
              {m.subject && <p className="join__message-subject">{m.subject}</p>}
              <p className="join__message-body">{m.message}</p>
              {/* A programme's conversation has no attachments: only a meeting's link downloads them. */}
              {kind !== 'programme' &&
                m.attachments.map((file) => (
                  <p key={file.id}>
                    <a
                      href={joinUrl(token, `/attachments/${encodeURIComponent(file.id)}`, kind)}
                      download={file.fileName}
                    >
                      {file.fileName}
                    </a>
                  </p>
                ))}
              {m.button === 'book_revisit' &&
                (bookingSent ? (
                  <p role="status">{t.bookRevisitSent}</p>
                ) : (
                  <p>
                    <button type="button" disabled={sending || Boolean(closed)} onClick={() => void requestBooking()}>
                      {t.bookRevisit}
                    </button>
                  </p>
                ))}
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={(event) => void submit(event)} className="join__answer">
        {/* Always there, so that a screen reader announces the notice when the psychologist pauses messages. */}
        <p role="status" id="join-answer-closed" className="join__answer-closed">
          {closed === 'ended' ? t.closedEnded : closed === 'paused' ? t.closedPaused : ''}
        </p>
        <label htmlFor="join-answer">{t.reply}</label>
        <textarea
          id="join-answer"
          disabled={Boolean(closed)}
          aria-describedby={closed ? 'join-answer-closed' : undefined}
          value={draft}
          maxLength={MAX_LENGTH}
          rows={4}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
        {sendFailed && <p role="alert">{t.sendFailed}</p>}
        <button type="submit" disabled={sending || Boolean(closed) || draft.trim() === ''}>
          {sending ? t.sending : t.send}
        </button>
      </form>
    </section>
  );
}

async function fetchMessages(token: string, kind?: LinkKind): Promise<PatientMessage[]> {
  const response = await getFromJoin(token, '/messages', kind);
  if (!response.ok) throw new Error(`messages: ${response.status}`);
  return ((await response.json()) as { messages: PatientMessage[] }).messages;
}

async function postMessage(token: string, message: string, kind?: LinkKind): Promise<void> {
  const response = await postToJoin(token, '/messages', { message }, kind);
  if (!response.ok) throw new Error(`send: ${response.status}`);
}
