// The domain's module itself, not its barrel: the patient's page loads no zod. The clinician's diary names the same kinds.
import {
  DIARY_ACTIVITY_TYPES as ACTIVITY_TYPES,
  type DiaryActivityType as ActivityType,
} from '@konsult/domain/treatment-programmes/programmes';
import { diaryWindow } from '@konsult/domain/treatment-programmes/states';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ensureOk, fill, useProgramme, useTexts } from './patient-programme-texts';

type Added = { key: number; time: number; text: string };

/**
 * The activity diary of the programme (seed 001 §3 "Activity": activityTime, title, rating, type): the patient writes
 * what they did, its kind and how it felt, one activity at a time. What was added while the page is open is listed
 * under the form; the psychologist reads the whole diary in their panel. A failed save keeps what was written. The
 * time can only be one the server takes: within the domain's diaryWindow (a week before the programme started to a
 * day ahead), as of when the form showed.
 */
export function ActivityDiaryForm({
  exerciseId,
  idPrefix,
  labelledBy,
  created,
}: {
  exerciseId: string;
  idPrefix: string;
  labelledBy: string;
  /** When the programme started (epoch ms). */
  created: number;
}) {
  const { texts: t, post, formatTime } = useProgramme();
  const [span] = useState(() => diaryWindow(created, null, Date.now()));
  const [when, setWhen] = useState(() => dateTimeInputValue(Date.now()));
  const [title, setTitle] = useState('');
  const [type, setType] = useState<ActivityType>(ACTIVITY_TYPES[0]);
  const [rating, setRating] = useState<number | null>(null);
  const [added, setAdded] = useState<Added[]>([]);

  const save = async () => {
    const activityTime = Date.parse(when);
    if (title.trim() === '' || rating === null || Number.isNaN(activityTime)) return t.diary.missing;
    if (activityTime < span.from || activityTime > span.to) {
      return fill(t.diary.outOfRange, { from: formatTime(span.from), to: formatTime(span.to) });
    }
    const body = { activityTime, title: title.trim(), rating, type };
    await ensureOk(post(`/treatment-exercise/activity-diary/${encodeURIComponent(exerciseId)}/activities`, body));
    const text = `${body.title} (${t.diary.types[type]}, ${fill(t.exercise.rating, { value: rating })})`;
    setAdded((list) => [...list, { key: list.length, time: activityTime, text }]);
    setTitle('');
    setRating(null);
    return { saved: fill(t.diary.added, { title: body.title }) };
  };

  return (
    <ExerciseForm
      idPrefix={idPrefix}
      labelledBy={labelledBy}
      submit={t.diary.add}
      onSave={save}
      after={<AddedList title={t.diary.addedList} idPrefix={idPrefix} added={added} />}
    >
      <WhenField
        idPrefix={idPrefix}
        value={when}
        onChange={setWhen}
        min={dateTimeInputValue(span.from)}
        max={dateTimeInputValue(span.to)}
      />
      <label htmlFor={`${idPrefix}-what`}>{t.diary.what}</label>
      <input
        id={`${idPrefix}-what`}
        type="text"
        required
        maxLength={200}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
      />
      <label htmlFor={`${idPrefix}-type`}>{t.diary.type}</label>
      <select
        id={`${idPrefix}-type`}
        value={type}
        onChange={(event) => setType(event.currentTarget.value as ActivityType)}
      >
        {ACTIVITY_TYPES.map((value) => (
          <option key={value} value={value}>
            {t.diary.types[value]}
          </option>
        ))}
      </select>
      <RatingField name={`${idPrefix}-rating`} legend={t.diary.feeling} value={rating} onChange={setRating} />
    </ExerciseForm>
  );
}

const EMPTY_SITUATION = {
  description: '',
  thoughts: '',
  sensations: '',
  behaviour: '',
  shortTermConsequences: '',
  longTermConsequences: '',
};
type SituationText = keyof typeof EMPTY_SITUATION;

/**
 * A situation analysis (seed 001 §3): a situation, the thoughts, body sensations and behaviour it brought, their
 * short- and long-term consequences, and how strong the feeling was. Only the situation itself is required.
 */
export function SituationAnalysisForm({
  exerciseId,
  idPrefix,
  labelledBy,
}: {
  exerciseId: string;
  idPrefix: string;
  labelledBy: string;
}) {
  const { texts: t, post } = useProgramme();
  const [when, setWhen] = useState(() => dateTimeInputValue(Date.now()));
  const [texts, setTexts] = useState(EMPTY_SITUATION);
  const [rating, setRating] = useState<number | null>(null);
  const [added, setAdded] = useState<Added[]>([]);
  const labels: Record<SituationText, string> = {
    description: t.situation.description,
    thoughts: t.situation.thoughts,
    sensations: t.situation.sensations,
    behaviour: t.situation.behaviour,
    shortTermConsequences: t.situation.shortTerm,
    longTermConsequences: t.situation.longTerm,
  };

  const save = async () => {
    const time = Date.parse(when);
    const description = texts.description.trim();
    if (description === '' || rating === null || Number.isNaN(time)) return t.situation.missing;
    const body = { ...texts, description, time, rating };
    await ensureOk(post(`/treatment-exercise/situation-analysis/${encodeURIComponent(exerciseId)}/situations`, body));
    const text = `${description} (${fill(t.exercise.rating, { value: rating })})`;
    setAdded((list) => [...list, { key: list.length, time, text }]);
    setTexts(EMPTY_SITUATION);
    setRating(null);
    return { saved: t.situation.saved };
  };

  return (
    <ExerciseForm
      idPrefix={idPrefix}
      labelledBy={labelledBy}
      submit={t.situation.save}
      onSave={save}
      after={<AddedList title={t.situation.savedList} idPrefix={idPrefix} added={added} />}
    >
      <WhenField idPrefix={idPrefix} value={when} onChange={setWhen} />
      {(Object.keys(EMPTY_SITUATION) as SituationText[]).map((field) => (
        <TextArea
          key={field}
          id={`${idPrefix}-${field}`}
          label={labels[field]}
          required={field === 'description'}
          value={texts[field]}
          onChange={(value) => setTexts((current) => ({ ...current, [field]: value }))}
        />
      ))}
      <RatingField name={`${idPrefix}-rating`} legend={t.situation.strength} value={rating} onChange={setRating} />
    </ExerciseForm>
  );
}

/**
 * The form around an exercise: saves, says it was saved (role=status) or what is missing or failed (role=alert).
 * `onSave` answers a text of what is missing, or what to say once saved; it throws when the save failed.
 */
function ExerciseForm({
  idPrefix,
  labelledBy,
  submit,
  onSave,
  children,
  after,
}: {
  idPrefix: string;
  labelledBy: string;
  submit: string;
  onSave: () => Promise<string | { saved: string }>;
  children: ReactNode;
  /** Under the button: what was saved while the page is open. */
  after: ReactNode;
}) {
  const t = useTexts().exercise;
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState('');
  const [saved, setSaved] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setProblem('');
    setSaved('');
    try {
      const outcome = await onSave();
      if (typeof outcome === 'string') setProblem(outcome);
      else setSaved(outcome.saved);
    } catch {
      setProblem(t.failed);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="join__exercise"
      aria-labelledby={labelledBy}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      id={`${idPrefix}-form`}
    >
      {children}
      {problem && <p role="alert">{problem}</p>}
      <button type="submit" disabled={sending}>
        {sending ? t.sending : submit}
      </button>
      <p role="status">{saved}</p>
      {after}
    </form>
  );
}

function WhenField({
  idPrefix,
  value,
  onChange,
  min,
  max,
}: {
  idPrefix: string;
  value: string;
  onChange: (value: string) => void;
  /** The earliest and latest time the field offers (datetime-local values). */
  min?: string;
  max?: string;
}) {
  const t = useTexts().exercise;
  return (
    <>
      <label htmlFor={`${idPrefix}-when`}>{t.when}</label>
      <input
        id={`${idPrefix}-when`}
        type="datetime-local"
        required
        min={min}
        max={max}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </>
  );
}

function TextArea({
  id,
  label,
  required,
  value,
  onChange,
}: {
  id: string;
  label: string;
  required: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={3}
        maxLength={2000}
        required={required}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </>
  );
}

/** 0 to 10, as radios: each a target a finger can hit, and read out one by one. */
export function RatingField({
  name,
  legend,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  value: number | null;
  onChange: (value: number) => void;
}) {
  return (
    <fieldset className="join__rating">
      <legend>{legend}</legend>
      <div className="join__rating-options">
        {Array.from({ length: 11 }, (_, points) => (
          <label key={points}>
            <input
              type="radio"
              name={name}
              value={points}
              checked={value === points}
              onChange={() => onChange(points)}
            />{' '}
            {points}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function AddedList({ title, idPrefix, added }: { title: string; idPrefix: string; added: Added[] }) {
  const { formatTime } = useProgramme();
  if (added.length === 0) return null;
  return (
    <>
      <p id={`${idPrefix}-added`} className="join__exercise-added-title">
        {title}
      </p>
      <ul aria-labelledby={`${idPrefix}-added`} className="join__exercise-added">
        {added.map((item) => (
          <li key={item.key}>
            <time dateTime={new Date(item.time).toISOString()}>{formatTime(item.time)}</time> {item.text}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The value of a datetime-local field: the local date and time to the minute. */
export function dateTimeInputValue(at: number): string {
  const date = new Date(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}
