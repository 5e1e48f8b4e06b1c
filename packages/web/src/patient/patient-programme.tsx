import type { PatientModule, PatientProgramme, PatientStep } from '@konsult/domain/api/treatment-programmes';
// The domain's module itself, not its barrel: the patient's page loads no zod.
import { moduleDisplay, patientMayWork } from '@konsult/domain/treatment-programmes/states';
import { useState } from 'react';
import { ActivityDiaryForm, SituationAnalysisForm } from './patient-programme-exercises';
import { QuestionnaireStep } from './patient-programme-questionnaire';
import {
  ensureOk,
  fill,
  ProgrammeContext,
  type ProgrammeSetting,
  useProgramme,
  useProgrammeTexts,
  useTexts,
} from './patient-programme-texts';

type Changed = () => Promise<void>;

/**
 * The patient's treatment programmes on the link page (internet CBT; issue 21): each programme's modules in order,
 * and in the module the psychologist has unlocked its steps one after another — text to read, an exercise (the
 * activity diary, a situation analysis), a questionnaire. Completing the module's last step completes the module;
 * the psychologist unlocks the next. Programmes still running come first. Loaded as a chunk of its own, only for a
 * patient who has a programme (the page's first chunk has an 80 KB budget); plain React like the rest of the page.
 */
export function PatientProgrammes({
  programmes,
  onChanged,
  language,
  post,
  formatTime,
}: Omit<ProgrammeSetting, 'texts'> & {
  programmes: readonly PatientProgramme[];
  /** Fetches the programmes again, after the patient has completed a step. */
  onChanged: Changed;
}) {
  const texts = useProgrammeTexts(language);
  if (!texts) return null;
  const ordered = [...programmes].sort((a, b) => Number(a.state === 'ended') - Number(b.state === 'ended'));
  return (
    <ProgrammeContext value={{ texts, language, post, formatTime }}>
      <div className="join__programmes">
        {ordered.map((programme) => (
          <Programme key={programme.id} programme={programme} onChanged={onChanged} />
        ))}
      </div>
    </ProgrammeContext>
  );
}

function Programme({ programme, onChanged }: { programme: PatientProgramme; onChanged: Changed }) {
  const t = useTexts().programme;
  const headingId = `programme-${programme.id}-title`;
  const working = programme.state === 'active';
  const waiting =
    working &&
    !programme.modules.some((module) => isOpen(module)) &&
    programme.modules.some((module) => isLocked(module));
  return (
    <section className="join__programme" aria-labelledby={headingId}>
      <h2 id={headingId}>{programme.title}</h2>
      <p className="join__programme-description">{programme.description}</p>
      {programme.state === 'ended' && <p className="join__programme-note">{t.ended}</p>}
      {programme.state === 'completed' && <p className="join__programme-note">{t.completed}</p>}
      <ol className="join__modules">
        {programme.modules.map((module, index) => (
          <Module
            key={module.id}
            programmeId={programme.id}
            module={module}
            number={index + 1}
            programmeState={programme.state}
            created={programme.created}
            onChanged={onChanged}
          />
        ))}
      </ol>
      {waiting && <p className="join__programme-note">{t.waitingForUnlock}</p>}
    </section>
  );
}

const isLocked = (module: PatientModule) => {
  const display = moduleDisplay(module.state);
  return display === 'locked' || display === 'unlockable';
};
const isOpen = (module: PatientModule) => moduleDisplay(module.state) === 'in-progress';

function Module({
  programmeId,
  module,
  number,
  programmeState,
  created,
  onChanged,
}: {
  programmeId: string;
  module: PatientModule;
  number: number;
  /** The programme's state: the patient works in an open module of a running programme (patientMayWork). */
  programmeState: PatientProgramme['state'];
  /** When the programme started: the diary's first day follows from it. */
  created: number;
  onChanged: Changed;
}) {
  const { texts: t, post } = useProgramme();
  // What the patient just did, said where they did it: the step done, or the module completed.
  const [status, setStatus] = useState('');
  const current = module.steps.findIndex((step) => !step.done);
  const headingId = moduleHeadingId(programmeId, module.id);

  const complete = async (step: PatientStep, answers?: number[]) => {
    await ensureOk(post(stepPath(programmeId, module.id, step.id), answers ? { answers } : {}));
    const next = module.steps.find((other) => !other.done && other.id !== step.id);
    setStatus(next ? t.step.stepDone : t.step.moduleDone);
    await onChanged();
    // The step's buttons are gone: the next step's heading (already on the page), or the module's when it is done.
    document.getElementById(next ? stepHeadingId(headingId, next.id) : headingId)?.focus();
  };

  const stateText = isLocked(module)
    ? t.module.locked
    : module.state === 'completed'
      ? t.module.completed
      : fill(t.module.inProgress, {
          current: current < 0 ? module.steps.length : current + 1,
          total: module.steps.length,
        });

  return (
    <li className="join__module" data-state={module.state}>
      <h3 id={headingId} tabIndex={-1}>
        {fill(t.module.title, { number, title: module.title })}
      </h3>
      <p className="join__module-state">{stateText}</p>
      {!isLocked(module) && <p role="status">{status}</p>}
      {patientMayWork(programmeState, module.state) && module.steps.length > 0 && (
        <ol className="join__steps">
          {module.steps.map((step, index) => (
            <Step
              key={step.id}
              headingId={stepHeadingId(headingId, step.id)}
              step={step}
              phase={step.done ? 'done' : index === current ? 'current' : 'upcoming'}
              created={created}
              onComplete={(answers) => complete(step, answers)}
            />
          ))}
        </ol>
      )}
    </li>
  );
}

/** Completes the step; the caller says what failed. */
type Complete = (answers?: number[]) => Promise<void>;

function Step({
  headingId,
  step,
  phase,
  created,
  onComplete,
}: {
  /** Unique on the page; the step's form fields are named after it. */
  headingId: string;
  step: PatientStep;
  phase: 'done' | 'current' | 'upcoming';
  created: number;
  onComplete: Complete;
}) {
  const t = useTexts().step;
  return (
    <li className="join__step" data-phase={phase}>
      {/* The same heading in every phase, so that focus can wait on it while the step becomes the current one. */}
      <h4 id={headingId} tabIndex={-1}>
        {step.title}
      </h4>
      {phase === 'done' && <p className="join__step-phase">{t.completed}</p>}
      {phase === 'upcoming' && <p className="join__step-phase">{t.upcoming}</p>}
      {phase === 'current' && step.kind === 'text' && (
        <>
          <Paragraphs text={step.body} />
          <DoneButton onComplete={onComplete} />
        </>
      )}
      {phase === 'current' && step.kind === 'exercise' && (
        <>
          <Paragraphs text={step.instructions} />
          {step.exercise === 'activity-diary' ? (
            <ActivityDiaryForm
              exerciseId={step.exerciseId}
              idPrefix={headingId}
              labelledBy={headingId}
              created={created}
            />
          ) : (
            <SituationAnalysisForm exerciseId={step.exerciseId} idPrefix={headingId} labelledBy={headingId} />
          )}
          <DoneButton onComplete={onComplete} />
        </>
      )}
      {phase === 'current' && step.kind === 'questionnaire' && (
        <QuestionnaireStep step={step} idPrefix={headingId} onComplete={onComplete} />
      )}
    </li>
  );
}

function DoneButton({ onComplete }: { onComplete: Complete }) {
  const t = useTexts().step;
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const done = async () => {
    if (sending) return;
    setSending(true);
    setFailed(false);
    try {
      await onComplete();
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="join__step-done">
      {failed && <p role="alert">{t.failed}</p>}
      <button type="button" disabled={sending} onClick={() => void done()}>
        {sending ? t.saving : t.done}
      </button>
    </div>
  );
}

/** The psychologist's text, a paragraph for each blank line. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          <p key={index} className="join__step-text">
            {paragraph}
          </p>
        ))}
    </>
  );
}

const moduleHeadingId = (programmeId: string, moduleId: string) => `programme-${programmeId}-module-${moduleId}`;
const stepHeadingId = (moduleHeadingId: string, stepId: string) => `${moduleHeadingId}-step-${stepId}`;

/** POST {carePlanId}/modules/{moduleId}/steps/{stepId}: the step is done (a questionnaire's with its answers). */
function stepPath(carePlanId: string, moduleId: string, stepId: string): string {
  const [plan, module, step] = [carePlanId, moduleId, stepId].map(encodeURIComponent);
  return `/treatment-programmes/${plan}/modules/${module}/steps/${step}`;
}
