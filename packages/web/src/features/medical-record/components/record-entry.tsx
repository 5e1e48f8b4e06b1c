import { formTemplateById, MARKET_TIME_ZONE, missingFields } from '@konsult/domain';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { looseT } from '../../../i18n/loose-t';
import { useFinishingParticipant } from '../../../lib/finishing';
import { formatDateTime } from '../../../lib/format-time';
import { isEntrySigned, isEntryStricken } from '../../../lib/medical-record/entry-query';
import { useMe } from '../../../lib/session/me-context';
import { AutosaveFormFrame } from '../../../ui/autosave';
import { describeField, FormRenderer } from '../../../ui/form';
import { useEntryAutosave } from '../api/use-entry-autosave';

/**
 * The meeting's medical record note (seed 000 §4, seed 002 §4): the market's note template, autosaved; signed it
 * is read-only with its signing time, stricken it shows the reason and stays disabled.
 */
export function RecordEntry({ meetingId }: { meetingId: string }) {
  const { t, i18n } = useTranslation();
  const tr = looseT(t);
  const { pool } = useMe();
  const { engine, state } = useEntryAutosave(meetingId);
  const entry = state.meta?.entry ?? null;
  const template = state.meta ? formTemplateById(state.meta.templateId) : null;
  const when = (epochMs: number) => formatDateTime(epochMs, intlLocale(i18n.language), MARKET_TIME_ZONE[pool.country]);

  useFinishingParticipant({
    id: 'medical-record',
    isReady: () => state.phase === 'ready',
    flush: () => engine.flush(),
    blockers: () =>
      template && !state.readOnly
        ? missingFields(template, state.values).map((missing) => ({
            id: `medical-record.${missing.name}`,
            section: tr(missing.section),
            label: tr(missing.label),
          }))
        : [],
    describe: (name) => describeField(template, name, tr),
  });

  const notices = (
    <>
      {entry && isEntryStricken(entry) ? (
        <Alert
          color="yellow"
          variant="light"
          role="alert"
          title={t('recordEntry.stricken', { reason: entry.strickenReason ?? '' })}
        >
          {entry.strickenAt !== null ? (
            <Text size="sm">{t('recordEntry.strickenAt', { when: when(entry.strickenAt) })}</Text>
          ) : null}
        </Alert>
      ) : null}
      {entry && isEntrySigned(entry) && entry.signedAt !== null ? (
        <Text size="sm" fw={500}>
          {t('recordEntry.signed', { when: when(entry.signedAt) })}
        </Text>
      ) : null}
    </>
  );

  return (
    <AutosaveFormFrame
      title={t('recordEntry.title')}
      loadingLabel={t('recordEntry.loading')}
      // Issue 22: the note is the screen's longest part; while it loads it holds a screen's height, so the
      // evaluation below it is not drawn on screen only to be pushed away when the note arrives (layout shift).
      loadingMinHeight="100dvh"
      conflictTitle={t('recordEntry.conflictTitle')}
      state={state}
      engine={engine}
      notices={notices}
    >
      {template ? (
        <FormRenderer
          template={template}
          values={state.values}
          onChange={(name, value) => engine.edit(name, value)}
          readOnly={state.readOnly}
        />
      ) : (
        <Alert color="red" variant="light" role="alert">
          {t('forms.unknownTemplate', { id: state.meta?.templateId ?? '' })}
        </Alert>
      )}
    </AutosaveFormFrame>
  );
}
