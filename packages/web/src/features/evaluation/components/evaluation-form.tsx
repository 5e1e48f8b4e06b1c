import { applyEvaluationContext, formTemplateById, missingFields } from '@konsult/domain';
import { Alert, Paper } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { looseT } from '../../../i18n/loose-t';
import { fieldEqual } from '../../../lib/autosave';
import { useFinishingParticipant } from '../../../lib/finishing';
import { AutosaveFormFrame } from '../../../ui/autosave';
import { describeField, FormRenderer } from '../../../ui/form';
import { useEvaluationAutosave } from '../api/use-evaluation-autosave';
import { useLiveEvaluationContext } from '../api/use-live-evaluation-context';

/**
 * The evaluation the clinician completes before the meeting ends (seed 002 §3–§5): the template the server chose,
 * autosaved; what the meeting already produced (a prescription, referral, sick note) is answered and locked.
 * Where no evaluation applies (the server names no template) nothing is shown and nothing blocks finishing.
 */
export function EvaluationForm({ meetingId }: { meetingId: string }) {
  const { t } = useTranslation();
  const tr = looseT(t);
  const { engine, state } = useEvaluationAutosave(meetingId);
  const templateId = state.meta?.templateId ?? null;
  const template = templateId ? formTemplateById(templateId) : null;
  const live = useLiveEvaluationContext(meetingId);
  const context = live ?? state.meta?.context;
  const applies = state.phase !== 'ready' || templateId !== null;

  const contextual = useMemo(
    () => (template && context ? applyEvaluationContext(template, state.values, context) : null),
    [template, context, state.values],
  );

  // The forced answers become the clinician's saved answers, so the server and the record agree with the form.
  useEffect(() => {
    if (!contextual || state.phase !== 'ready' || state.readOnly) return;
    for (const [name, value] of Object.entries(contextual.values)) {
      if (value !== undefined && !fieldEqual(state.values[name], value)) engine.edit(name, value);
    }
  }, [contextual, engine, state.phase, state.readOnly, state.values]);

  const values = contextual?.values ?? state.values;

  useFinishingParticipant({
    id: 'evaluation',
    isReady: () => state.phase === 'ready',
    flush: () => (applies ? engine.flush() : Promise.resolve(true)),
    blockers: () =>
      template && !state.readOnly
        ? missingFields(template, values).map((missing) => ({
            id: `evaluation.${missing.name}`,
            section: tr(missing.section),
            label: tr(missing.label),
          }))
        : [],
    describe: (name) => describeField(template, name, tr),
  });

  if (!applies) return null;
  return (
    <Paper component="section" aria-label={t('evaluation.title')} withBorder p="md">
      <AutosaveFormFrame
        title={t('evaluation.title')}
        loadingLabel={t('evaluation.loading')}
        conflictTitle={t('evaluation.conflictTitle')}
        state={state}
        engine={engine}
      >
        {template ? (
          <FormRenderer
            template={template}
            values={values}
            onChange={(name, value) => engine.edit(name, value)}
            readOnly={state.readOnly}
            locked={contextual?.locked}
            lockedOptions={contextual?.lockedOptions}
          />
        ) : (
          <Alert color="red" variant="light" role="alert">
            {t('forms.unknownTemplate', { id: templateId ?? '' })}
          </Alert>
        )}
      </AutosaveFormFrame>
    </Paper>
  );
}
