/**
 * Insurer (Vitality) outcomes (seed 002 §3 "Insurer outcome", §4 "Insurer outcomes", §5 "Outcomes" and "Allowed
 * outcomes per section", §8 internal errors): what the GP decided per form section, and what the rules engine made of
 * it. Pure rules; the server talks to the insurer, the web shows the status keys through its catalogues.
 */

/** The four form sections that carry an outcome selection. */
export const INSURER_FORM_SECTIONS = [
  'INFO_FOR_VITALITY',
  'HISTORY_OF_PRESENTING_COMPLAINT',
  'EXAMINATION_FINDINGS',
  'MANAGEMENT_PLAN',
] as const;
export type InsurerFormSection = (typeof INSURER_FORM_SECTIONS)[number];

/** Outcome status values (seed 002 §3). */
export const OUTCOME_STATUSES = ['Accept', 'Decline', 'MoreInfo', 'Refer'] as const;
export type OutcomeStatus = (typeof OUTCOME_STATUSES)[number];

/**
 * The seed's display strings, in English, keyed by status. The web translates them through its catalogues; this map is
 * the source wording (and what the insurer's own screens say).
 */
export const OUTCOME_STATUS_DISPLAY: Readonly<Record<OutcomeStatus, string>> = {
  Accept: 'Accepted',
  Decline: 'Indicative Decline',
  MoreInfo: 'More Info',
  Refer: 'Refer to Vitality',
};

/** A status as the insurer sent it; anything unknown (missing, misspelt, another case) is Refer. */
export function outcomeStatusOf(value: unknown): OutcomeStatus {
  return typeof value === 'string' && (OUTCOME_STATUSES as readonly string[]).includes(value)
    ? (value as OutcomeStatus)
    : 'Refer';
}

/** Outcome names, in the seed's order. */
export const OUTCOME_NAMES = [
  'Referral to Vitality',
  'Routine Referral to Consultant',
  'Suspected Cancer',
  'Referral to Alternative therapies',
  'Referral to Physiotherapy Partner',
] as const;
export type OutcomeName = (typeof OUTCOME_NAMES)[number];

export const SUB_OUTCOMES = ['Discuss Policy', 'Personal Details Update', 'Patient wants Lifestyle surgeries'] as const;
export type SubOutcome = (typeof SUB_OUTCOMES)[number];

/** The sub-outcome placeholder for outcomes without sub-outcomes; sent as empty. */
export const NO_SUB_OUTCOME_REQUIRED = 'No sub-outcome required';

/** Each outcome's sub-outcomes (only Referral to Vitality has any). */
export const OUTCOME_SUB_OUTCOMES: Readonly<Record<OutcomeName, readonly SubOutcome[]>> = {
  'Referral to Vitality': SUB_OUTCOMES,
  'Routine Referral to Consultant': [],
  'Suspected Cancer': [],
  'Referral to Alternative therapies': [],
  'Referral to Physiotherapy Partner': [],
};

export const OUTCOME_REQUEST_TYPES = ['STANDARD', 'NON_CLAIM'] as const;
export type OutcomeRequestType = (typeof OUTCOME_REQUEST_TYPES)[number];

/** One outcome a section allows under a status, with the sub-outcomes allowed with it (empty: none). */
export type AllowedOutcome = { name: OutcomeName; subOutcomes: readonly SubOutcome[] };
export type AllowedOutcomes = Readonly<Record<OutcomeStatus, readonly AllowedOutcome[]>>;

const plain = (name: OutcomeName): AllowedOutcome => ({ name, subOutcomes: [] });
/** "sub-outcomes Discuss Policy and Lifestyle surgeries": Referral to Vitality narrowed to those two. */
const POLICY_OR_LIFESTYLE: AllowedOutcome = {
  name: 'Referral to Vitality',
  subOutcomes: ['Discuss Policy', 'Patient wants Lifestyle surgeries'],
};
const CLINICAL_FOUR = [
  plain('Routine Referral to Consultant'),
  plain('Suspected Cancer'),
  plain('Referral to Physiotherapy Partner'),
  plain('Referral to Alternative therapies'),
];
const CLINICAL_THREE = [
  plain('Routine Referral to Consultant'),
  plain('Suspected Cancer'),
  plain('Referral to Alternative therapies'),
];

const ALLOWED: Readonly<Record<InsurerFormSection, AllowedOutcomes>> = {
  INFO_FOR_VITALITY: {
    Accept: [{ name: 'Referral to Vitality', subOutcomes: SUB_OUTCOMES }],
    Decline: [],
    MoreInfo: [],
    Refer: [],
  },
  HISTORY_OF_PRESENTING_COMPLAINT: {
    Accept: [
      plain('Referral to Physiotherapy Partner'),
      plain('Routine Referral to Consultant'),
      plain('Suspected Cancer'),
      plain('Referral to Alternative therapies'),
      POLICY_OR_LIFESTYLE,
    ],
    Decline: CLINICAL_FOUR,
    MoreInfo: CLINICAL_FOUR,
    Refer: CLINICAL_FOUR,
  },
  EXAMINATION_FINDINGS: { Accept: [POLICY_OR_LIFESTYLE], Decline: [], MoreInfo: CLINICAL_THREE, Refer: CLINICAL_THREE },
  MANAGEMENT_PLAN: { Accept: [POLICY_OR_LIFESTYLE], Decline: [], MoreInfo: CLINICAL_THREE, Refer: CLINICAL_THREE },
};

/** Seed 002 §5's table: per status, the outcomes (and their sub-outcomes) a section allows. */
export function allowedOutcomes(section: InsurerFormSection): AllowedOutcomes {
  return ALLOWED[section];
}

/** The outcome names a section offers at all (under any status), in first-seen order. */
export function selectableOutcomeNames(section: InsurerFormSection): OutcomeName[] {
  const names: OutcomeName[] = [];
  for (const status of OUTCOME_STATUSES) {
    for (const { name } of ALLOWED[section][status]) if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** Whether a section allows this outcome (and sub-outcome, where it has any) to end in this status. */
export function isOutcomeAllowed(
  section: InsurerFormSection,
  status: OutcomeStatus,
  name: string,
  subOutcome?: string | null,
): boolean {
  const entry = ALLOWED[section][status].find((o) => o.name === name);
  if (entry === undefined) return false;
  if (entry.subOutcomes.length === 0) return true;
  return (entry.subOutcomes as readonly string[]).includes(subOutcome ?? '');
}

/**
 * The status an outcome shows in its section: the rules engine's, where the section allows the outcome to end in it
 * (seed 002 §5's table), else Refer — the insurer decides what the section does not let the GP settle (a routine
 * referral to a consultant all of whose questions pass is Accepted in the history, but in the examination findings,
 * where Accept is not offered for it, it is referred to Vitality).
 */
export function statusInSection(
  section: InsurerFormSection,
  status: OutcomeStatus,
  name: string,
  subOutcome?: string | null,
): OutcomeStatus {
  return isOutcomeAllowed(section, status, name, subOutcome) ? status : 'Refer';
}

/** A rule of the outcome's status; `questionAnswered` is the GP's answer to the rule's question. */
export type OutcomeRule = {
  ruleId: string;
  /** The rules engine's own answer text, carried through untouched. */
  answer: string | null;
  questionAnswered: boolean | null;
  override: boolean;
};

export type InsurerOutcome = {
  internalOutcomeId: string | null;
  name: string;
  subOutcome: string | null;
  selfPay: boolean;
  outcomeStatus: { status: OutcomeStatus; rules: readonly OutcomeRule[] } | null;
  decision: OutcomeStatus | null;
  creationType: 'POST' | 'PUT';
  finalOutcomeCalculated: boolean;
};

/** Seed 002 §4: an outcome is calculated when every rule that is not overridden has an answer (true or false). */
export function isCalculated(outcome: Pick<InsurerOutcome, 'outcomeStatus'>): boolean {
  return (outcome.outcomeStatus?.rules ?? []).every((rule) => rule.override || rule.questionAnswered !== null);
}

/** Every outcome calculated (the "calculated outcomes missing" marker is its negation). */
export function allCalculated(outcomes: readonly Pick<InsurerOutcome, 'outcomeStatus'>[]): boolean {
  return outcomes.every(isCalculated);
}

/** What the GP picked in one outcome row. */
export type OutcomeSelection = {
  name: string;
  subOutcome: string | null;
  selfPay?: boolean;
  rules?: readonly OutcomeRule[];
};

/** The outcomes context's validation-error flags. */
export type OutcomeValidation = {
  outcomes: boolean;
  subOutcomes: boolean;
  nonClaimOutcomes: boolean;
  nonClaimSubOutcomes: boolean;
};

/** The sub-outcomes an outcome name has (an unknown name has none). */
export function subOutcomesOf(name: string): readonly SubOutcome[] {
  return (OUTCOME_SUB_OUTCOMES as Readonly<Record<string, readonly SubOutcome[]>>)[name] ?? [];
}

function lacksSubOutcome(selection: OutcomeSelection): boolean {
  const subs = subOutcomesOf(selection.name) as readonly string[];
  return subs.length > 0 && !subs.includes(selection.subOutcome ?? '');
}

/** A lone row with an empty name: nothing chosen (sent as an empty list). */
function isEmptyList(selections: readonly OutcomeSelection[]): boolean {
  return selections.length === 1 && (selections[0]?.name ?? '').trim() === '';
}

/**
 * Seed 002 §5: every claim outcome must be chosen (a blank one is flagged); where the outcome has sub-outcomes one of
 * them is required, for claim and non-claim outcomes. Non-claim outcomes are optional: a lone blank row is "none".
 */
export function validateOutcomes(
  claim: readonly OutcomeSelection[],
  nonClaim: readonly OutcomeSelection[] = [],
): OutcomeValidation {
  const nonClaimRows = isEmptyList(nonClaim) ? [] : nonClaim;
  return {
    outcomes: claim.length === 0 || claim.some((o) => o.name.trim() === ''),
    subOutcomes: claim.some(lacksSubOutcome),
    nonClaimOutcomes: nonClaimRows.some((o) => o.name.trim() === ''),
    nonClaimSubOutcomes: nonClaimRows.some(lacksSubOutcome),
  };
}

export function hasOutcomeErrors(validation: OutcomeValidation): boolean {
  return Object.values(validation).some(Boolean);
}

export type OutcomeRequestEntry = {
  name: string;
  subOutcome: string;
  selfPay: boolean;
  /** Absent for NON_CLAIM requests. */
  ruleAnswers?: { ruleId: string; questionAnswered: boolean | null; override: boolean }[];
};

/**
 * The outcomes as sent to the insurer: 'No sub-outcome required' (or none) as '', a lone row with an empty name as an
 * empty list, the self-pay flag per outcome, and rule answers only for STANDARD requests.
 */
export function outcomeRequestEntries(
  type: OutcomeRequestType,
  selections: readonly OutcomeSelection[],
): OutcomeRequestEntry[] {
  if (isEmptyList(selections)) return [];
  return selections.map((s) => {
    const entry: OutcomeRequestEntry = {
      name: s.name,
      subOutcome: s.subOutcome === null || s.subOutcome === NO_SUB_OUTCOME_REQUIRED ? '' : s.subOutcome,
      selfPay: s.selfPay ?? false,
    };
    if (type === 'STANDARD') {
      entry.ruleAnswers = (s.rules ?? []).map((r) => ({
        ruleId: r.ruleId,
        questionAnswered: r.questionAnswered,
        override: r.override,
      }));
    }
    return entry;
  });
}

export const MISSING_INTERNAL_OUTCOME_ID_ERROR = 'Failed to patch outcome, could not determine internalOutcomeId';
export const noRulesToPatchError = (id: string): string =>
  `Failed to patch outcome ${id}. There are no outcome rules to be patched.`;
export const MISSING_FORM_VALUE_MAP_ERROR = 'Missing medicalRecordFormValueMap';

/** The body of PATCH uk/vitality/v1/clinician/outcomes/decisions/{internalOutcomeId}. */
export type OutcomeDecisionPatch = {
  internalOutcomeId: string;
  body: { decision: OutcomeStatus | null; rule_answers: { rule_id: string; question_answered: boolean | null }[] };
};

/**
 * The decision and rule answers for an outcome. Throws the seed's internal errors when the outcome has no
 * internalOutcomeId or no rules to patch.
 */
export function outcomeDecisionPatch(
  outcome: Pick<InsurerOutcome, 'internalOutcomeId' | 'outcomeStatus' | 'decision'>,
  answers: Readonly<Record<string, boolean | null>> = {},
): OutcomeDecisionPatch {
  const id = outcome.internalOutcomeId;
  if (id === null || id === '') throw new Error(MISSING_INTERNAL_OUTCOME_ID_ERROR);
  const rules = outcome.outcomeStatus?.rules ?? [];
  if (rules.length === 0) throw new Error(noRulesToPatchError(id));
  return {
    internalOutcomeId: id,
    body: {
      decision: outcome.decision,
      rule_answers: rules.map((r) => ({
        rule_id: r.ruleId,
        question_answered: r.ruleId in answers ? (answers[r.ruleId] ?? null) : r.questionAnswered,
      })),
    },
  };
}
