import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  canEndProgramme,
  canOpenMessenger,
  canUnlockModule,
  completeModule,
  DEFAULT_LOCALE,
  ERROR_KEYS,
  initialModuleStates,
  isCarePlanEnded,
  isWithinDiaryWindow,
  DIARY_DAYS_AHEAD,
  DIARY_DAYS_BEFORE_START,
  patientMayWork,
  patientMayWrite,
  programmeByIdentifier,
  progressIndicator,
  textIn,
  TREATMENT_PROGRAMME_ERROR_KEYS,
  TREATMENT_PROGRAMMES,
  type CarePlanNote,
  type CarePlanState,
  type CompleteStepBody,
  type ConversationState,
  type Country,
  type DiaryActivity,
  type Locale,
  type NewActivityBody,
  type NewSituationBody,
  type PatientProgramme,
  type PatientStep,
  type ProgrammeLinkState,
  type ProgrammeOffer,
  type SituationAnalysis,
  type StartCarePlanBody,
  type TreatmentProgramme,
  type TreatmentProgrammeDefinition,
} from '@konsult/domain';
import { hashToken, newToken } from '../platform/tokens';
import { audit, auditRefused, auditSuccess, auditSuccessWithin, type AuditEvent } from '../platform/audit';
import type { Db } from '../platform/db/database';
import {
  carePlanExercises,
  carePlanModules,
  carePlans,
  carePlanStepCompletions,
  conversations,
  diaryActivities,
  situationAnalyses,
} from '../platform/db/schema';
import { AppError, conflict, forbidden, notFound } from '../platform/errors';
import type { MeetingAccess, RequestContext } from '../platform/http';
import {
  activeIdentifiers,
  activitiesBetween,
  completionsOf,
  conversationStates,
  deleteNote,
  exercisesOf,
  findCarePlan,
  findExercise,
  findModule,
  latestActivities,
  liveProgrammeLink,
  lockCarePlan,
  modulesOf,
  moveCarePlan,
  notesOfPatient,
  patientCarePlans,
  replaceProgrammeLink,
  setConversationState,
  shortenProgrammeLinks,
  situationsOf,
  unreadPatientMessages,
  updateModule,
  upsertNote,
  type CarePlanRow,
  type ModuleRow,
} from './repo';
import { runsProgrammes } from './therapist';

/**
 * Treatment programmes (internet CBT; issue 21; seed 001 §3, §4, §7; seed 002 §3, §7): the psychologist starts a
 * programme (a care plan) for the patient in a meeting, unlocks its modules, pauses its conversation and ends it; the
 * patient works through the unlocked modules on the meeting's link page and keeps the programme's exercises. The
 * state rules are the domain's (treatment-programmes/states.ts); the content is the domain's programmes. The care
 * relationship is checked before these run (404 and an audited denial without one); only the clinicians the
 * treatment-programme action is offered to (Sweden and the UK, psychologists and mental-health care) may use them.
 */

const CARE_PLAN = (id: string) => ({ type: 'care-plan', id });
const BY_PATIENT_LINK = { actorClinicianId: null, subject: 'patient link' } satisfies Partial<AuditEvent>;

/** 403 `forbidden` (audited denied) for a clinician who does not run programmes. */
async function requireTherapist(ctx: RequestContext, action: string, resource: { type: string; id: string }) {
  if (runsProgrammes(ctx.principal)) return;
  await auditRefused(ctx, action, 'denied', resource);
  throw forbidden('Treatment programmes are run by psychologists and mental-health care in Sweden and the UK.');
}

const invalidState = (message: string) => conflict(TREATMENT_PROGRAMME_ERROR_KEYS.invalidState, message);

// ——— The wire view ———

function moduleContent(programme: TreatmentProgrammeDefinition | null, row: ModuleRow) {
  return programme?.modules.find((m) => m.key === row.moduleKey) ?? programme?.modules[row.position];
}

/** The care plans as the clinician's panels show them, titles in `locale`. */
export async function toTreatmentProgrammes(
  db: Db,
  rows: readonly CarePlanRow[],
  locale: Locale,
  now: number,
): Promise<TreatmentProgramme[]> {
  const ids = rows.map((r) => r.id);
  const [modules, exercises, states, unread, latestOf] = await Promise.all([
    modulesOf(db, ids),
    exercisesOf(db, ids),
    conversationStates(
      db,
      rows.map((r) => r.conversationId),
    ),
    unreadPatientMessages(
      db,
      rows.map((r) => r.conversationId),
    ),
    latestActivities(db, ids),
  ]);
  const answer: TreatmentProgramme[] = [];
  for (const row of rows) {
    const programme = programmeByIdentifier(row.programmeIdentifier);
    const own = modules.filter((m) => m.carePlanId === row.id);
    const latest = latestOf.get(row.id);
    answer.push({
      id: row.id,
      patientId: row.patientId,
      clinicianId: row.clinicianId,
      userId: row.patientId,
      state: row.state,
      treatmentProgrammeIdentifier: row.programmeIdentifier,
      programmeNameCopyKey: programme?.programmeNameCopyKey ?? row.programmeIdentifier,
      title: programme ? textIn(programme.title, locale) : row.programmeIdentifier,
      description: programme ? textIn(programme.description, locale) : '',
      conversationId: row.conversationId,
      conversation: { id: row.conversationId, state: states.get(row.conversationId) ?? 'active' },
      encounter: row.meetingId,
      created: row.createdAt.getTime(),
      ended: row.endedAt?.getTime() ?? null,
      latestPatientActivity: latest?.getTime() ?? null,
      modules: own.map((m) => {
        const content = moduleContent(programme, m);
        const inProgress = m.state === 'unlocked' || m.state === 'active';
        return {
          id: m.id,
          name: content ? textIn(content.title, locale) : m.moduleKey,
          state: m.state,
          started: m.startedAt?.getTime() ?? null,
          currentStep: inProgress ? m.currentStep : null,
          steps: content?.steps.length ?? 0,
        };
      }),
      progressIndicator: progressIndicator(
        row.state,
        own.map((m) => ({ state: m.state, startedAt: m.startedAt?.getTime() ?? null })),
        now,
      ),
      exercises: exercises.filter((e) => e.carePlanId === row.id).map((e) => ({ exerciseId: e.id, type: e.type })),
      isb2b: false,
      unreadMessageCount: unread.get(row.conversationId) ?? 0,
    });
  }
  return answer;
}

async function carePlanView(ctx: RequestContext, id: string): Promise<TreatmentProgramme> {
  const row = await findCarePlan(ctx.db, id);
  if (!row) throw notFound();
  return (await toTreatmentProgrammes(ctx.db, [row], ctx.principal.locale, Date.now()))[0]!;
}

// ——— The clinician's side ———

/** GET Programme/: the programmes the patient can start, and which of them already runs. */
export async function programmeOffers(ctx: RequestContext<MeetingAccess>): Promise<ProgrammeOffer[]> {
  await requireTherapist(ctx, 'treatment_programme.offers', { type: 'meeting', id: ctx.access.meetingId });
  const active = await activeIdentifiers(ctx.db, ctx.access.patientId);
  await auditSuccess(ctx.db, ctx.request, 'treatment_programme.offers');
  const locale = ctx.principal.locale;
  return TREATMENT_PROGRAMMES.map((p) => ({
    identifier: p.identifier,
    programmeNameCopyKey: p.programmeNameCopyKey,
    title: textIn(p.title, locale),
    description: textIn(p.description, locale),
    moduleCount: p.modules.length,
    alreadyActive: active.has(p.identifier),
  }));
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * POST CarePlan: starts the programme in the meeting, with the requestId as the care plan's id (a repeat answers the
 * care plan it started). Its modules start as initialModuleStates says, with the programme's exercises, and its own
 * conversation between the patient and the psychologist who starts it (migration 0052: not the meeting's, whose
 * messages the programme's pause and end leave alone).
 */
export async function startCarePlan(
  ctx: RequestContext<MeetingAccess>,
  body: StartCarePlanBody,
  now: Date,
): Promise<{ carePlan: TreatmentProgramme; created: boolean }> {
  const { db, request, principal, access } = ctx;
  await requireTherapist(ctx, 'care_plan.start', { type: 'meeting', id: access.meetingId });
  const repeated = await findCarePlan(db, body.requestId);
  if (repeated) {
    if (repeated.meetingId !== access.meetingId || repeated.programmeIdentifier !== body.treatmentProgrammeIdentifier)
      throw conflict(TREATMENT_PROGRAMME_ERROR_KEYS.invalidState, 'This request id started another programme.');
    return { carePlan: await carePlanView(ctx, repeated.id), created: false };
  }
  const programme = programmeByIdentifier(body.treatmentProgrammeIdentifier);
  if (!programme) {
    throw new AppError(422, TREATMENT_PROGRAMME_ERROR_KEYS.unknownProgramme, 'No such treatment programme.', [
      { path: 'body.treatmentProgrammeIdentifier', code: 'unknown', message: 'No such treatment programme.' },
    ]);
  }
  const alreadyActive = () =>
    conflict(TREATMENT_PROGRAMME_ERROR_KEYS.alreadyActive, 'The patient already has this programme active.');
  if ((await activeIdentifiers(db, access.patientId)).has(programme.identifier)) throw alreadyActive();
  try {
    await db.transaction(async (tx) => {
      // The conversation first: it names the care plan written next (that key is checked at commit).
      const conversationId = randomUUID();
      await tx.insert(conversations).values({
        id: conversationId,
        carePlanId: body.requestId,
        patientId: access.patientId,
        clinicianId: principal.id,
        createdAt: now,
      });
      await tx.insert(carePlans).values({
        id: body.requestId,
        patientId: access.patientId,
        clinicianId: principal.id,
        meetingId: access.meetingId,
        programmeIdentifier: programme.identifier,
        state: 'active',
        conversationId,
        createdAt: now,
      });
      const states = initialModuleStates(programme.modules.length);
      await tx.insert(carePlanModules).values(
        programme.modules.map((m, position) => {
          const state = states[position]!;
          const open = state === 'unlocked';
          return {
            id: randomUUID(),
            carePlanId: body.requestId,
            position,
            moduleKey: m.key,
            state,
            startedAt: open ? now : null,
            currentStep: open ? 1 : null,
          };
        }),
      );
      if (programme.exercises.length > 0) {
        await tx
          .insert(carePlanExercises)
          .values(programme.exercises.map((type) => ({ id: randomUUID(), carePlanId: body.requestId, type })));
      }
      await auditSuccessWithin(tx, request, 'care_plan.start', CARE_PLAN(body.requestId));
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Two starts at once: the same request answers the care plan it made; another one is already active.
    const made = await findCarePlan(db, body.requestId);
    if (made && made.meetingId === access.meetingId)
      return { carePlan: await carePlanView(ctx, made.id), created: false };
    throw alreadyActive();
  }
  return { carePlan: await carePlanView(ctx, body.requestId), created: true };
}

/** POST CarePlan/_search: the patient's programmes (ICBT_.+), newest first. */
export async function searchCarePlans(
  ctx: RequestContext,
  states: readonly CarePlanState[] | undefined,
): Promise<TreatmentProgramme[]> {
  await requireTherapist(ctx, 'care_plan.search', { type: 'patient', id: ctx.access.patientId });
  const rows = (await patientCarePlans(ctx.db, ctx.access.patientId, states)).reverse();
  await auditSuccess(ctx.db, ctx.request, 'care_plan.search');
  return toTreatmentProgrammes(ctx.db, rows, ctx.principal.locale, Date.now());
}

/** The care plan the route names (its own id; a module's or exercise's id names no care plan here: 404). */
async function carePlanOf(ctx: RequestContext, id: string): Promise<CarePlanRow> {
  const row = await findCarePlan(ctx.db, id);
  if (!row || row.patientId !== ctx.access.patientId) throw notFound();
  return row;
}

/** PATCH CarePlan/{id} {state: 'ended'}: ends it and pauses its conversation (409 once ended), in one transaction. */
export async function endCarePlan(ctx: RequestContext, id: string, now: Date): Promise<TreatmentProgramme> {
  await requireTherapist(ctx, 'care_plan.end', CARE_PLAN(id));
  await carePlanOf(ctx, id);
  const moved = await ctx.db.transaction(async (tx) => {
    const plan = await lockCarePlan(tx, id);
    if (!plan || !canEndProgramme(plan.state)) return false;
    await moveCarePlan(tx, id, ['active', 'completed'], { state: 'ended', endedAt: now });
    // Ended, the programme's messenger closes: the patient can no longer write in its conversation.
    await setConversationState(tx, plan.conversationId, 'paused');
    // Its link still opens, read-only, for a while after: the patient can look back on what they did.
    await shortenProgrammeLinks(tx, id, new Date(now.getTime() + PROGRAMME_LINK_DAYS_AFTER_END * DAY_MS));
    await auditSuccessWithin(tx, ctx.request, 'care_plan.end', CARE_PLAN(id));
    return true;
  });
  if (!moved) {
    await auditRefused(ctx, 'care_plan.end', 'denied', CARE_PLAN(id));
    throw invalidState('The programme is ended already.');
  }
  return carePlanView(ctx, id);
}

/**
 * PATCH Module/{id} {state: 'unlocked'}: only an enabled module of a programme that is not ended. Unlocking a module
 * unlocked already (a double click's twin) answers the programme as it is.
 */
export async function unlockModule(ctx: RequestContext, moduleId: string, now: Date): Promise<TreatmentProgramme> {
  const module = await findModule(ctx.db, moduleId);
  if (!module) throw notFound();
  await requireTherapist(ctx, 'care_plan_module.unlock', CARE_PLAN(module.carePlanId));
  const plan = await carePlanOf(ctx, module.carePlanId);
  const unlocked = await ctx.db.transaction(async (tx) => {
    const locked = await lockCarePlan(tx, plan.id);
    const current = await findModule(tx, moduleId);
    if (!locked || !current) return false;
    const twin = current.state === 'unlocked' && !isCarePlanEnded(locked.state);
    if (!twin && !canUnlockModule(locked.state, current.state)) return false;
    if (!twin) await updateModule(tx, moduleId, { state: 'unlocked', startedAt: now, currentStep: 1 });
    await auditSuccessWithin(tx, ctx.request, 'care_plan_module.unlock', CARE_PLAN(plan.id));
    return true;
  });
  if (!unlocked) {
    await auditRefused(ctx, 'care_plan_module.unlock', 'denied', CARE_PLAN(plan.id));
    throw invalidState('Only a module ready to unlock, of a programme that is not ended, can be unlocked.');
  }
  return carePlanView(ctx, plan.id);
}

/** PATCH CarePlan/{id}/conversation: pauses or reopens the programme's conversation (not once ended). */
export async function setCarePlanConversation(
  ctx: RequestContext,
  id: string,
  state: ConversationState,
): Promise<TreatmentProgramme> {
  await requireTherapist(ctx, 'care_plan.conversation', CARE_PLAN(id));
  await carePlanOf(ctx, id);
  const set = await ctx.db.transaction(async (tx) => {
    const plan = await lockCarePlan(tx, id);
    if (!plan || !canOpenMessenger(plan.state)) return false;
    await setConversationState(tx, plan.conversationId, state);
    await auditSuccessWithin(tx, ctx.request, 'care_plan.conversation', CARE_PLAN(id));
    return true;
  });
  if (!set) {
    await auditRefused(ctx, 'care_plan.conversation', 'denied', CARE_PLAN(id));
    throw invalidState('The programme is ended: its conversation is closed.');
  }
  return carePlanView(ctx, id);
}

// ——— The programme's own link ———

const DAY_MS = 24 * 60 * 60_000;
/**
 * How long a programme link works (ours; the seeds are silent): a programme runs for weeks (a module a week or two),
 * so a link lives up to 180 days from when it is made, and once the programme ends 30 days more at most, for the
 * patient to look back on what they did. A new link revokes the one before; a lost link is replaced the same way.
 */
export const PROGRAMME_LINK_DAYS = 180;
export const PROGRAMME_LINK_DAYS_AFTER_END = 30;

/** Until when a link made `now` for the programme works. */
export function programmeLinkExpiry(plan: Pick<CarePlanRow, 'endedAt'>, now: Date): Date {
  const longest = now.getTime() + PROGRAMME_LINK_DAYS * DAY_MS;
  const afterEnd = plan.endedAt ? plan.endedAt.getTime() + PROGRAMME_LINK_DAYS_AFTER_END * DAY_MS : Infinity;
  return new Date(Math.min(longest, afterEnd));
}

/**
 * POST CarePlan/{id}/link: a new link to the programme for the patient, /programme/{token}, the token stored hashed;
 * the care plan's link before stops working. 409 once the programme ended more than 30 days ago (it would not open).
 */
export async function createProgrammeLink(
  ctx: RequestContext,
  id: string,
  now: Date,
): Promise<{ path: string; expiresAt: number }> {
  await requireTherapist(ctx, 'care_plan.link', CARE_PLAN(id));
  await carePlanOf(ctx, id);
  const token = newToken();
  const expiresAt = await ctx.db.transaction(async (tx) => {
    // Under the plan's lock: a link made while the programme ends gets the end's shorter life.
    const plan = await lockCarePlan(tx, id);
    const until = plan ? programmeLinkExpiry(plan, now) : now;
    if (!plan || until.getTime() <= now.getTime()) return null;
    await replaceProgrammeLink(tx, {
      id: randomUUID(),
      tokenHash: hashToken(token),
      carePlanId: plan.id,
      patientId: plan.patientId,
      createdBy: ctx.principal.id,
      createdAt: now,
      expiresAt: until,
    });
    await auditSuccessWithin(tx, ctx.request, 'care_plan.link', CARE_PLAN(id));
    return until;
  });
  if (!expiresAt) {
    await auditRefused(ctx, 'care_plan.link', 'denied', CARE_PLAN(id));
    throw invalidState('The programme ended more than 30 days ago: its link would not open.');
  }
  return { path: `/programme/${token}`, expiresAt: expiresAt.getTime() };
}

/** GET CarePlan/{id}/link: the live link's dates (never its token, which is stored hashed), or null. */
export async function programmeLinkState(ctx: RequestContext, id: string, now: Date): Promise<ProgrammeLinkState> {
  await requireTherapist(ctx, 'care_plan.link_read', CARE_PLAN(id));
  await carePlanOf(ctx, id);
  const live = await liveProgrammeLink(ctx.db, id, now);
  await auditSuccess(ctx.db, ctx.request, 'care_plan.link_read', CARE_PLAN(id));
  return { link: live ? { createdAt: live.createdAt.getTime(), expiresAt: live.expiresAt.getTime() } : null };
}

const toNote = (row: Awaited<ReturnType<typeof upsertNote>>): CarePlanNote => ({
  carePlanId: row.carePlanId,
  note: row.note,
  clinicianId: row.clinicianId,
  clinicianName: row.clinicianName,
  updatedAt: row.updatedAt.getTime(),
});

export async function listNotes(ctx: RequestContext): Promise<CarePlanNote[]> {
  await requireTherapist(ctx, 'care_plan_note.read', { type: 'patient', id: ctx.access.patientId });
  const rows = await notesOfPatient(ctx.db, ctx.access.patientId);
  await auditSuccess(ctx.db, ctx.request, 'care_plan_note.read');
  return rows.map(toNote);
}

export async function saveNote(ctx: RequestContext, id: string, note: string, now: Date): Promise<CarePlanNote> {
  await requireTherapist(ctx, 'care_plan_note.save', CARE_PLAN(id));
  const plan = await carePlanOf(ctx, id);
  const row = await upsertNote(ctx.db, { carePlanId: plan.id, note, clinicianId: ctx.principal.id, updatedAt: now });
  await auditSuccess(ctx.db, ctx.request, 'care_plan_note.save', CARE_PLAN(id));
  return toNote(row);
}

export async function removeNote(ctx: RequestContext, id: string): Promise<void> {
  await requireTherapist(ctx, 'care_plan_note.delete', CARE_PLAN(id));
  const plan = await carePlanOf(ctx, id);
  if (!(await deleteNote(ctx.db, plan.id))) {
    await auditRefused(ctx, 'care_plan_note.delete', 'failure', CARE_PLAN(id));
    throw notFound();
  }
  await auditSuccess(ctx.db, ctx.request, 'care_plan_note.delete', CARE_PLAN(id));
}

/** The exercise the route names, of a care plan of the patient the access check established (404 otherwise). */
async function exerciseOf(ctx: RequestContext, exerciseId: string, type: 'activity-diary' | 'situation-analysis') {
  const exercise = await findExercise(ctx.db, exerciseId);
  if (!exercise || exercise.type !== type) throw notFound();
  await carePlanOf(ctx, exercise.carePlanId);
  return exercise;
}

const toActivity = (row: typeof diaryActivities.$inferSelect): DiaryActivity => ({
  id: row.id,
  activityTime: row.activityTime.getTime(),
  title: row.title,
  rating: row.rating,
  type: row.type,
});

const toSituation = (row: typeof situationAnalyses.$inferSelect): SituationAnalysis => ({
  id: row.id,
  time: row.time.getTime(),
  rating: row.rating,
  description: row.description,
  thoughts: row.thoughts,
  sensations: row.sensations,
  behaviour: row.behaviour,
  shortTermConsequences: row.shortTermConsequences,
  longTermConsequences: row.longTermConsequences,
});

/** The diary's activities between two times, newest first. */
export async function listActivities(
  ctx: RequestContext,
  exerciseId: string,
  from: number,
  to: number,
): Promise<DiaryActivity[]> {
  const exercise = await exerciseOf(ctx, exerciseId, 'activity-diary');
  await requireTherapist(ctx, 'treatment_exercise.activities_read', CARE_PLAN(exercise.carePlanId));
  const rows = await activitiesBetween(ctx.db, exercise.id, new Date(from), new Date(to));
  await auditSuccess(ctx.db, ctx.request, 'treatment_exercise.activities_read', CARE_PLAN(exercise.carePlanId));
  return rows.map(toActivity);
}

/** The situation analyses, newest first. */
export async function listSituations(ctx: RequestContext, exerciseId: string): Promise<SituationAnalysis[]> {
  const exercise = await exerciseOf(ctx, exerciseId, 'situation-analysis');
  await requireTherapist(ctx, 'treatment_exercise.situations_read', CARE_PLAN(exercise.carePlanId));
  const rows = await situationsOf(ctx.db, exercise.id);
  await auditSuccess(ctx.db, ctx.request, 'treatment_exercise.situations_read', CARE_PLAN(exercise.carePlanId));
  return rows.map(toSituation);
}

// ——— The patient's side (the meeting's link page, the programme's link page) ———

/**
 * Who the patient's side acts for, and through which link: the meeting's one-time link (its meeting; every programme
 * of the patient's) or a programme's own link (its care plan: that programme only). The country is the link's market,
 * whose language the page speaks.
 */
export type PatientLink = {
  patientId: string;
  meetingId: string | null;
  /** A programme's own link: the one care plan it reaches. */
  carePlanId?: string;
  link: { country: Country };
};

/** Whether the link reaches this care plan: the link's patient's, and the link's programme when it is one's. */
const linkReaches = (link: PatientLink, plan: Pick<CarePlanRow, 'id' | 'patientId'>): boolean =>
  plan.patientId === link.patientId && (link.carePlanId === undefined || link.carePlanId === plan.id);

/**
 * A patient's link named a care plan, module, step or exercise it does not reach (another patient's, another
 * programme's, none): the same 404 as a missing one, and a denied row naming what was named (and its patient, if it
 * is one's), so that the attempt shows in the audit trail as a clinician's would.
 */
async function deniedOnLink(
  db: Db,
  request: FastifyRequest,
  action: string,
  named: { id: string; patientId: string | null },
): Promise<never> {
  await audit(db, request, {
    action,
    outcome: 'denied',
    patientId: named.patientId,
    resourceType: 'care-plan',
    resourceId: named.id,
    ...BY_PATIENT_LINK,
  });
  throw notFound();
}

/** The page's language: the one asked for, else the meeting's market's. */
export function pageLanguage(link: PatientLink, language: Locale | undefined): Locale {
  return language ?? DEFAULT_LOCALE[link.link.country];
}

async function toPatientProgrammes(
  db: Db,
  rows: readonly CarePlanRow[],
  locale: Locale,
  link: PatientLink,
): Promise<PatientProgramme[]> {
  const ids = rows.map((r) => r.id);
  const [modules, exercises, states] = await Promise.all([
    modulesOf(db, ids),
    exercisesOf(db, ids),
    conversationStates(
      db,
      rows.map((r) => r.conversationId),
    ),
  ]);
  const done = new Set(
    (
      await completionsOf(
        db,
        modules.map((m) => m.id),
      )
    ).map((c) => `${c.moduleId}/${c.stepId}`),
  );
  return rows.map((row) => {
    const programme = programmeByIdentifier(row.programmeIdentifier);
    const own = exercises.filter((e) => e.carePlanId === row.id);
    const exerciseIdOf = (type: string) => own.find((e) => e.type === type)?.id ?? '';
    return {
      id: row.id,
      title: programme ? textIn(programme.title, locale) : row.programmeIdentifier,
      description: programme ? textIn(programme.description, locale) : '',
      state: row.state,
      created: row.createdAt.getTime(),
      ended: row.endedAt?.getTime() ?? null,
      mayWrite: patientMayWrite(row.state, states.get(row.conversationId) ?? 'active'),
      // Its conversation is its own (migration 0052): the messages of its own link, never a meeting's link's.
      onThisLink: link.carePlanId === row.id,
      modules: modules
        .filter((m) => m.carePlanId === row.id)
        .map((m) => {
          const content = moduleContent(programme, m);
          const open = m.state === 'unlocked' || m.state === 'active' || m.state === 'completed';
          const steps: PatientStep[] =
            open && content
              ? content.steps.map((step): PatientStep => {
                  const isDone = done.has(`${m.id}/${step.id}`);
                  switch (step.kind) {
                    case 'text':
                      return {
                        kind: 'text',
                        id: step.id,
                        title: textIn(step.title, locale),
                        body: textIn(step.body, locale),
                        done: isDone,
                      };
                    case 'exercise':
                      return {
                        kind: 'exercise',
                        id: step.id,
                        exercise: step.exercise,
                        exerciseId: exerciseIdOf(step.exercise),
                        title: textIn(step.title, locale),
                        instructions: textIn(step.instructions, locale),
                        done: isDone,
                      };
                    case 'questionnaire':
                      return {
                        kind: 'questionnaire',
                        id: step.id,
                        title: textIn(step.title, locale),
                        questions: step.questions.map((q) => ({ id: q.id, text: textIn(q.text, locale) })),
                        scale: step.scale.map((s) => textIn(s, locale)),
                        done: isDone,
                      };
                  }
                })
              : [];
          return {
            id: m.id,
            title: content ? textIn(content.title, locale) : m.moduleKey,
            state: m.state,
            steps,
          };
        }),
      exercises: own.map((e) => ({ exerciseId: e.id, type: e.type })),
    };
  });
}

/** The patient's programmes (a programme's link: that one), those not ended first, newest first within. */
export async function patientProgrammes(
  db: Db,
  link: PatientLink,
  language: Locale | undefined,
): Promise<PatientProgramme[]> {
  const rows = (await patientCarePlans(db, link.patientId)).reverse().filter((row) => linkReaches(link, row));
  rows.sort((a, b) => Number(a.state === 'ended') - Number(b.state === 'ended'));
  return toPatientProgrammes(db, rows, pageLanguage(link, language), link);
}

/**
 * The patient marks a step done, in a module patientMayWork allows (409 otherwise): the first step done moves an
 * unlocked module to active; its last step done completes it as completeModule says (the next module becomes
 * enabled, ready to unlock; the last one completes the care plan). A step done again changes nothing.
 */
export async function completeStep(
  db: Db,
  request: FastifyRequest,
  link: PatientLink,
  ids: { carePlanId: string; moduleId: string; stepId: string },
  body: CompleteStepBody,
  language: Locale | undefined,
  now: Date,
): Promise<PatientProgramme> {
  const plan = await findCarePlan(db, ids.carePlanId);
  const module = plan ? await findModule(db, ids.moduleId) : null;
  const denied = () =>
    deniedOnLink(db, request, 'care_plan.step_complete', { id: ids.carePlanId, patientId: plan?.patientId ?? null });
  if (!plan || !linkReaches(link, plan) || !module || module.carePlanId !== plan.id) return denied();
  if (!patientMayWork(plan.state, module.state)) {
    throw invalidState('This module is not open: the psychologist unlocks it, or it is completed.');
  }
  const programme = programmeByIdentifier(plan.programmeIdentifier);
  const content = moduleContent(programme, module);
  const step = content?.steps.find((s) => s.id === ids.stepId);
  if (!programme || !content || !step) return denied();
  if (step.kind === 'questionnaire') {
    const answers = body.answers ?? [];
    const top = step.scale.length - 1;
    if (answers.length !== step.questions.length || answers.some((a) => a > top)) {
      throw new AppError(422, ERROR_KEYS.invalidInput, 'Answer every question on its scale.', [
        { path: 'body.answers', code: 'invalid', message: `One answer per question, 0 to ${top}.` },
      ]);
    }
  }
  await db.transaction(async (tx) => {
    // Two steps done at once (two tabs) must see each other's completion: the plan's lock orders them.
    const locked = await lockCarePlan(tx, plan.id);
    const current = await findModule(tx, module.id);
    if (!locked || !current || !patientMayWork(locked.state, current.state)) {
      throw invalidState('This module is not open: the psychologist unlocks it, or it is completed.');
    }
    await tx
      .insert(carePlanStepCompletions)
      .values({
        moduleId: module.id,
        stepId: step.id,
        answers: step.kind === 'questionnaire' ? body.answers! : null,
        completedAt: now,
      })
      .onConflictDoNothing();
    const done = new Set((await completionsOf(tx, [module.id])).map((c) => c.stepId));
    const next = content.steps.findIndex((s) => !done.has(s.id));
    if (next === -1) {
      const outcome = completeModule(module.position, programme.modules.length);
      await updateModule(tx, module.id, { state: 'completed', completedAt: now, currentStep: null });
      const modules = await modulesOf(tx, [plan.id]);
      const following = outcome.enabled === null ? undefined : modules.find((m) => m.position === outcome.enabled);
      if (following && following.state === 'disabled') await updateModule(tx, following.id, { state: 'enabled' });
      if (outcome.carePlanCompleted) await moveCarePlan(tx, plan.id, ['active'], { state: 'completed' });
    } else {
      await updateModule(tx, module.id, { state: 'active', currentStep: next + 1 });
    }
  });
  await audit(db, request, {
    action: 'care_plan.step_complete',
    outcome: 'success',
    patientId: plan.patientId,
    resourceType: 'care-plan',
    resourceId: plan.id,
    ...BY_PATIENT_LINK,
  });
  const fresh = await findCarePlan(db, plan.id);
  return (await toPatientProgrammes(db, [fresh!], pageLanguage(link, language), link))[0]!;
}

/**
 * The patient's own exercise, of a programme the link reaches that is not ended (404 otherwise: a denied audit row
 * when it is none of theirs; an ended programme's exercise is theirs, only closed).
 */
async function patientExercise(
  db: Db,
  request: FastifyRequest,
  link: PatientLink,
  exerciseId: string,
  type: string,
  action: string,
) {
  const exercise = await findExercise(db, exerciseId);
  const plan = exercise ? await findCarePlan(db, exercise.carePlanId) : null;
  if (!exercise || exercise.type !== type || !plan || !linkReaches(link, plan))
    return deniedOnLink(db, request, action, { id: exerciseId, patientId: plan?.patientId ?? null });
  if (plan.state === 'ended') throw notFound();
  return { exercise, plan };
}

export async function addActivity(
  db: Db,
  request: FastifyRequest,
  link: PatientLink,
  exerciseId: string,
  body: NewActivityBody,
  now: Date,
): Promise<DiaryActivity> {
  const { exercise, plan } = await patientExercise(
    db,
    request,
    link,
    exerciseId,
    'activity-diary',
    'treatment_exercise.activity_add',
  );
  if (!isWithinDiaryWindow(body.activityTime, plan.createdAt.getTime(), now.getTime())) {
    throw new AppError(422, ERROR_KEYS.invalidInput, 'The activity is dated outside the diary.', [
      {
        path: 'body.activityTime',
        code: 'out_of_range',
        message: `From ${DIARY_DAYS_BEFORE_START} days before the programme started to ${DIARY_DAYS_AHEAD} day ahead.`,
      },
    ]);
  }
  const [row] = await db
    .insert(diaryActivities)
    .values({
      id: randomUUID(),
      exerciseId: exercise.id,
      activityTime: new Date(body.activityTime),
      title: body.title,
      rating: body.rating,
      type: body.type,
      createdAt: now,
    })
    .returning();
  await audit(db, request, {
    action: 'treatment_exercise.activity_add',
    outcome: 'success',
    patientId: plan.patientId,
    resourceType: 'care-plan',
    resourceId: plan.id,
    ...BY_PATIENT_LINK,
  });
  return toActivity(row!);
}

export async function addSituation(
  db: Db,
  request: FastifyRequest,
  link: PatientLink,
  exerciseId: string,
  body: NewSituationBody,
  now: Date,
): Promise<SituationAnalysis> {
  const { exercise, plan } = await patientExercise(
    db,
    request,
    link,
    exerciseId,
    'situation-analysis',
    'treatment_exercise.situation_add',
  );
  const [row] = await db
    .insert(situationAnalyses)
    .values({ id: randomUUID(), exerciseId: exercise.id, ...body, time: new Date(body.time), createdAt: now })
    .returning();
  await audit(db, request, {
    action: 'treatment_exercise.situation_add',
    outcome: 'success',
    patientId: plan.patientId,
    resourceType: 'care-plan',
    resourceId: plan.id,
    ...BY_PATIENT_LINK,
  });
  return toSituation(row!);
}
