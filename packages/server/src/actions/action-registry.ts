import type { FastifyInstance } from 'fastify';
import type { EvaluationContext, MissingField, TakenActionsResponse, TakenActionsSection } from '@konsult/domain';
import type { Db } from '../platform/db/database';
import type { ActionServices, FinishingMeeting, FinishingStep, ServerActionModule } from './action-module';

const NOTHING: EvaluationContext = {
  hasPrescription: false,
  hasLabReferral: false,
  hasSpecialistReferral: false,
  hasSickNote: false,
};

/** The registered action modules, asked together: taken actions, the evaluation context, the finish check. */
export class ActionRegistry {
  private services: ActionServices | null = null;

  constructor(readonly modules: readonly ServerActionModule[]) {
    const seen = new Set<string>();
    for (const name of modules.flatMap((m) => m.actions)) {
      if (seen.has(name)) throw new Error(`Two action modules serve the action "${name}"`);
      seen.add(name);
    }
  }

  /** Registers every module's routes, and keeps the services the finishing steps and blockers are given. */
  async registerRoutes(app: FastifyInstance, services: ActionServices): Promise<void> {
    this.services = services;
    for (const module of this.modules) await module.routes?.(app, services);
  }

  private requireServices(): ActionServices {
    if (!this.services) throw new Error('The action registry is asked to finish before its routes are registered');
    return this.services;
  }

  /** Every module's section of the meeting's taken actions, in registry order; empty sections left out. */
  async takenActions(db: Db, meetingId: string): Promise<TakenActionsResponse> {
    const sections = (await Promise.all(this.modules.map((m) => m.takenActions?.(db, meetingId) ?? null))).filter(
      (section): section is TakenActionsSection => section !== null && section.items.length > 0,
    );
    return { count: sections.reduce((n, s) => n + s.items.length, 0), sections };
  }

  /** What the meeting's actions tell its evaluation: each fact true when any module says so. */
  async evaluationContext(db: Db, meetingId: string): Promise<EvaluationContext> {
    const parts = await Promise.all(this.modules.map((m) => m.evaluationContext?.(db, meetingId) ?? {}));
    const context = { ...NOTHING };
    for (const part of parts) {
      for (const [key, value] of Object.entries(part) as [keyof EvaluationContext, boolean | undefined][]) {
        if (value) context[key] = true;
      }
    }
    return context;
  }

  /** What the meeting's actions leave unfinished, in registry order. */
  async finishBlockers(db: Db, meeting: FinishingMeeting): Promise<MissingField[]> {
    const services = this.requireServices();
    return (await Promise.all(this.modules.map((m) => m.finishBlockers?.(db, meeting, services) ?? []))).flat();
  }

  /** Every module's step before the meeting ends, one after another in registry order; the first refusal stops it. */
  async beforeFinish(step: FinishingStep): Promise<void> {
    const services = this.requireServices();
    for (const module of this.modules) await module.beforeFinish?.(step, services);
  }

  /** Every module's step once the meeting has ended; a failing step is logged and the others still run. */
  async afterFinish(step: FinishingStep): Promise<void> {
    const services = this.requireServices();
    for (const module of this.modules) {
      try {
        await module.afterFinish?.(step, services);
      } catch (error) {
        step.context.request.log.error(
          { err: error, module: module.id },
          'a finishing step failed after the meeting ended',
        );
      }
    }
  }
}
