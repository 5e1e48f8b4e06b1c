import type { EvaluationTemplateInput } from './evaluation-templates';

/**
 * Test-only: the evaluation-template input of a Swedish doctor in an ordinary digital meeting, with `overrides`. The
 * evaluation tests start from it and change only what their story is about. Not re-exported from the package.
 */
export const evaluationInput = (overrides: Partial<EvaluationTemplateInput> = {}): EvaluationTemplateInput => ({
  country: 'SE',
  profession: 'DOCTOR',
  activityType: 'DEFAULT',
  usesExternalEmr: false,
  legacyPatientHelped: false,
  ...overrides,
});
