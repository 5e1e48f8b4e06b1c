import type { FastifyInstance } from 'fastify';
import type {
  ActionName,
  ActivityType,
  Country,
  EvaluationContext,
  MissingField,
  PartnershipKind,
  Profession,
  TakenActionsSection,
} from '@konsult/domain';
import type { B2bTicketSystem } from '../integrations/b2b-tickets/b2b-ticket-system';
import type { InsurerSystem } from '../integrations/insurer/insurer-system';
import type { RecordsSystem } from '../integrations/records-system/records-system';
import type { Config } from '../platform/config';
import type { Db } from '../platform/db/database';
import type { MeetingAccess, RequestContext } from '../platform/http';
import type { ActionRegistry } from './action-registry';

/** What an action's routes may need from the app (app.ts builds it once). */
export type ActionServices = {
  db: Db;
  /** The registry itself (the taken-actions route asks every module). */
  actions: ActionRegistry;
  config: Config;
  tickets: B2bTicketSystem;
  recordsSystem: RecordsSystem;
  /** The insurer partnership's system (issue 20): the outcomes' rules engine, and where the outcome report goes. */
  insurer: InsurerSystem;
};

/**
 * The meeting as finishing knows it when it asks what still stops the meeting from ending: its kind, its patient, and
 * the clinician ending it (seed 000 §5: the UK checkboxes depend on the market, the partnership and a mental-health
 * meeting).
 */
export type FinishingMeeting = {
  id: string;
  patientId: string;
  isOneTimeUser: boolean;
  activityType: ActivityType;
  clinician: { id: string; country: Country; profession: Profession; partnershipKind: PartnershipKind | null };
  /** What every registered action told the evaluation about this meeting (e.g. hasPrescription). */
  facts: EvaluationContext;
};

/**
 * A completed finish as an action's finishing steps see it (seed 002 §4 "Finishing a meeting"): the request (its
 * clinician, the meeting and patient it reaches), the meeting, the note as it is about to be signed or saved, and the
 * finish's time. No-shows run no steps.
 */
export type FinishingStep = {
  context: RequestContext<MeetingAccess>;
  meeting: FinishingMeeting;
  /** The meeting's note (null when none was written), with the template it was written in. */
  entry: { templateId: string; values: Readonly<Record<string, unknown>> } | null;
  sign: boolean;
  now: Date;
};

/**
 * One area's actions on the server, declared in one place (issue 15): the actions it serves, its routes, its section
 * of taken actions, what it tells the evaluation (seed 002 §4) and what of it stops a meeting from ending (seed 000
 * §5). actions/modules.ts registers it with one line; taken actions, the evaluation context and the finish check
 * iterate the registry and know no action by name.
 */
export type ServerActionModule = {
  /** For the registry's bookkeeping and error messages, e.g. 'referrals'. */
  id: string;
  actions: readonly ActionName[];
  routes?: (app: FastifyInstance, services: ActionServices) => Promise<void>;
  /** Its section of the meeting's taken actions; null when it has nothing in this meeting. */
  takenActions?: (db: Db, meetingId: string) => Promise<TakenActionsSection | null>;
  /** What the meeting's evaluation learns from it: e.g. a prescription exists. */
  evaluationContext?: (db: Db, meetingId: string) => Promise<Partial<EvaluationContext>>;
  /** What it leaves unfinished, as the missing-fields dialog lists it (409 missing_fields names each). */
  finishBlockers?: (db: Db, meeting: FinishingMeeting, services: ActionServices) => Promise<MissingField[]>;
  /**
   * Runs when nothing is missing, before the note is signed and the meeting ends (seed 002 §4 step 1: the insurer's
   * outcome report is sent first). An AppError it throws rejects the finish: nothing is signed or ended.
   */
  beforeFinish?: (step: FinishingStep, services: ActionServices) => Promise<void>;
  /** Runs once the meeting has ended (the insurer's Semble sync). Its failures are logged; the meeting stays ended. */
  afterFinish?: (step: FinishingStep, services: ActionServices) => Promise<void>;
};

/** What the evaluation and finishing ask of the registered actions (ActionRegistry answers it). */
export type ActionFacts = Pick<ActionRegistry, 'evaluationContext' | 'finishBlockers' | 'beforeFinish' | 'afterFinish'>;
