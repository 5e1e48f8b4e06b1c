import { UK_TASK_ERROR_KEYS, UK_TASK_SLA_HOURS, type UkTaskType } from '@konsult/domain';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error';

/** A task type as the clinician reads it, e.g. "Bloods". */
export const typeLabel = (t: TFunction, type: UkTaskType) => t(`ukTasks.types.${type}`);

/** The type's SLA as a label: "due within 24h", or "no set time" (seed 002 §3 "not shown", "none"). */
export function slaLabel(t: TFunction, type: UkTaskType): string {
  const hours = UK_TASK_SLA_HOURS[type];
  return hours === null ? t('ukTasks.noSla') : t('ukTasks.sla', { hours });
}

/** What went wrong with a change of a task, in the clinician's words. */
export function taskFailureText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('ukTasks.failures.other');
  if (error.key === UK_TASK_ERROR_KEYS.typeNotAllowed) return t('ukTasks.failures.typeNotAllowed');
  if (error.key === UK_TASK_ERROR_KEYS.published) return t('ukTasks.failures.published');
  if (error.key === UK_TASK_ERROR_KEYS.notDraft) return t('ukTasks.failures.notDraft');
  if (error.status === 403) return t('ukTasks.failures.forbidden');
  return t('ukTasks.failures.other');
}
