import type { EvaluationContext } from '../api/medical-record';
import { ANSWER, PATIENT_HELPED } from './evaluation-fields';
import type { FieldNode, FieldValue, FormTemplate, FormValues } from './template';

export type ContextualEvaluation = {
  values: FormValues;
  /** Fields the clinician cannot change: the UI disables them. */
  locked: ReadonlySet<string>;
  /**
   * Options of a multi choice that stay ticked: the UI disables those checkboxes and leaves the
   * others free (a doctor who wrote a prescription may still add a sick note).
   */
  lockedOptions: Readonly<Record<string, readonly string[]>>;
};

/**
 * What the meeting already produced decides part of the evaluation (seed 002 §4): an existing
 * prescription, lab or specialist referral, or sick note (the French cerfa one included) forces
 * patient_helped to helped, ticks the matching patient_helped_action entries (and referral_type
 * labs or specialist) and locks them. In the care-outcome templates the same facts answer
 * prescription_created, sick_note_created and refer_further_care with yes and lock those.
 *
 * Only fields and options the template has are touched. The clinician's other answers are kept;
 * those the forced answers hide (a not-helped reason) are dropped on save by `visibleValues`.
 */
export function applyEvaluationContext(
  template: FormTemplate,
  values: FormValues,
  context: EvaluationContext,
): ContextualEvaluation {
  const nodes = new Map<string, FieldNode>(template.sections.flatMap((s) => s.nodes.map((n) => [n.name, n])));
  const next: Record<string, FieldValue | undefined> = { ...values };
  const locked = new Set<string>();
  const lockedOptions: Record<string, string[]> = {};
  const hasReferral = context.hasLabReferral || context.hasSpecialistReferral;

  const force = (name: string, value: string, when: boolean) => {
    if (!when || !nodes.has(name)) return;
    next[name] = value;
    locked.add(name);
  };
  const tick = (name: string, value: string, when: boolean) => {
    const node = nodes.get(name);
    if (!when || !node?.options?.some((o) => o.value === value)) return;
    const current = next[name];
    const ticked = new Set(Array.isArray(current) ? current : []);
    ticked.add(value);
    // Keep the template's option order, then anything unknown the clinician had, so nothing is lost.
    const ordered = node.options.map((o) => o.value).filter((v) => ticked.has(v));
    next[name] = [...ordered, ...[...ticked].filter((v) => !ordered.includes(v))];
    (lockedOptions[name] ??= []).push(value);
  };

  force('patient_helped', PATIENT_HELPED.helped, context.hasPrescription || hasReferral || context.hasSickNote);
  tick('patient_helped_action', 'prescription', context.hasPrescription);
  tick('patient_helped_action', 'referral', hasReferral);
  tick('patient_helped_action', 'sick-note', context.hasSickNote);
  if (lockedOptions['patient_helped_action']?.includes('referral')) {
    tick('referral_type', 'labs', context.hasLabReferral);
    tick('referral_type', 'specialist', context.hasSpecialistReferral);
  }

  force('prescription_created', ANSWER.yes, context.hasPrescription);
  force('sick_note_created', ANSWER.yes, context.hasSickNote);
  force('refer_further_care', ANSWER.yes, hasReferral);

  return { values: next, locked, lockedOptions };
}
