import {
  type SickLeaveDegree,
  type SickNoteBasis,
  type SickNoteBody,
  type SickNoteDiagnosis,
  type SickNoteMeasure,
  type SickNoteProblem,
  sickNoteProblems,
} from '@konsult/domain';

/**
 * The sick-note form's state and what it sends: the texts as typed, the periods as rows (a row's key survives
 * removing another), and the request id kept across retries so a lost answer never signs twice.
 */
export type PeriodRow = { key: number; degree: SickLeaveDegree; from: string; to: string };

export type SickNoteDraft = {
  requestId: string;
  diagnosisCode: string;
  diagnosisText: string;
  basis: SickNoteBasis;
  basisDate: string;
  functionImpairment: string;
  activityLimitation: string;
  occupation: string;
  periods: PeriodRow[];
  measures: SickNoteMeasure[];
  measuresText: string;
  messageBody: string;
};

let nextKey = 1;
export const newPeriod = (from = '', degree: SickLeaveDegree = 100): PeriodRow => ({
  key: nextKey++,
  degree,
  from,
  to: '',
});

export function emptyDraft(today: string, diagnosis: SickNoteDiagnosis | null, requestId: string): SickNoteDraft {
  return {
    requestId,
    diagnosisCode: diagnosis?.code ?? '',
    diagnosisText: diagnosis?.text ?? '',
    basis: 'video',
    basisDate: today,
    functionImpairment: '',
    activityLimitation: '',
    occupation: '',
    periods: [newPeriod(today)],
    measures: [],
    measuresText: '',
    messageBody: '',
  };
}

export function toBody(draft: SickNoteDraft): SickNoteBody {
  return {
    request_id: draft.requestId,
    diagnosis_code: draft.diagnosisCode.trim(),
    diagnosis_text: draft.diagnosisText.trim(),
    basis: draft.basis,
    basis_date: draft.basisDate,
    function_impairment: draft.functionImpairment.trim(),
    activity_limitation: draft.activityLimitation.trim(),
    occupation: draft.occupation.trim(),
    periods: draft.periods.map(({ degree, from, to }) => ({ degree, from, to })),
    measures: draft.measures,
    measures_text: draft.measuresText.trim(),
    message_body: draft.messageBody.trim(),
  };
}

/** A field's error as the form shows it: its path ('periods.1.from') to the problem found there first. */
export type FieldProblems = Partial<Record<string, SickNoteProblem>>;

export function byField(problems: readonly SickNoteProblem[]): FieldProblems {
  const fields: FieldProblems = {};
  for (const problem of problems) fields[problem.path] ??= problem;
  return fields;
}

/** The form's own check, the same rules as the server's (`today`: the Swedish calendar day). */
export function draftProblems(draft: SickNoteDraft, today: string): FieldProblems {
  return byField(sickNoteProblems(toBody(draft), today));
}

const PROBLEM_CODES = new Set<string>([
  'required',
  'invalid_code',
  'invalid_degree',
  'invalid_date',
  'in_future',
  'too_old',
  'ends_before_start',
  'too_early',
  'too_long',
  'overlap',
]);

/** The server's 422 issues ('body.periods.1.from') as the form's field problems; codes it does not know are left out. */
export function fromIssues(issues: readonly { path: string; code: string }[]): FieldProblems {
  return byField(
    issues
      .filter((issue) => PROBLEM_CODES.has(issue.code))
      .map((issue) => ({ path: issue.path.replace(/^body\./, ''), code: issue.code as SickNoteProblem['code'] })),
  );
}
