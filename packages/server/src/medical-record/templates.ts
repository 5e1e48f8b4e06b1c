import {
  evaluationTemplate,
  formTemplateById,
  medicalRecordTemplate,
  noteTemplateFor,
  type ActivityType,
  type FormTemplate,
} from '@konsult/domain';
import type { Principal } from '../platform/principal';
import type { EvaluationRow } from './repo';

/**
 * The note template of the clinician's market, the renewal form for a Swedish renewal (seed 000 §5); an existing
 * entry keeps the template it was written in.
 */
export function noteTemplate(
  principal: Principal,
  meeting: { activityType: ActivityType } | null,
  templateId?: string,
): FormTemplate {
  if (templateId) return formTemplateById(templateId);
  return meeting
    ? noteTemplateFor(principal.pool.country, meeting.activityType, principal.pool.partnershipKind)
    : medicalRecordTemplate(principal.pool.country);
}

/**
 * The evaluation template for this clinician and meeting (seed 002 §4), or null in a market
 * without evaluations. A saved evaluation keeps its template; the legacy rule looks at whether
 * it already answered patient_helped.
 */
export function evaluationTemplateFor(
  principal: Principal,
  meeting: { activityType: ActivityType },
  saved: EvaluationRow | null,
): FormTemplate | null {
  if (saved) return formTemplateById(saved.templateId);
  if (principal.pool.country === 'NO') return null;
  return evaluationTemplate({
    country: principal.pool.country,
    profession: principal.profession,
    activityType: meeting.activityType,
    usesExternalEmr: principal.pool.usesExternalEmr,
    legacyPatientHelped: false,
  });
}
