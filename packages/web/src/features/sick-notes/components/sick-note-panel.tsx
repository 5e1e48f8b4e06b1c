import {
  dayKey,
  MARKET_TIME_ZONE,
  type Meeting,
  SICK_NOTE_BASES,
  SICK_NOTE_MEASURES,
  type SickNoteBasis,
  type SickNoteDiagnosis,
  type SickNoteMeasure,
} from '@konsult/domain';
import { Button, Checkbox, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/language';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-time';
import { ActionForm } from '../../../ui/action-form';
import { QueryBoundary } from '../../../ui/query-state';
import { SuccessNotice } from '../../../ui/success-notice';
import { useMeetingSickNotes, useSignSickNote } from '../api/sick-notes';
import { PeriodsFields } from './periods-fields';
import { SignedSickNotes } from './signed-sick-notes';
import {
  draftProblems,
  emptyDraft,
  type FieldProblems,
  fromIssues,
  type SickNoteDraft,
  toBody,
} from './sick-note-form';
import './sick-notes.css';

const SWEDEN = MARKET_TIME_ZONE.SE;

/**
 * The Swedish sick note (seed 002 §7 webcertsicknote; issue 18): Försäkringskassan's FK 7804, "Läkarintyg för
 * sjukpenning". The form starts from the note's diagnosis; the doctor signs it and it goes to Försäkringskassan
 * through the certificate service, with a copy in the patient's messages. A refusal keeps everything typed.
 */
export function SickNotePanel({ meeting }: { meeting: Meeting }) {
  const { t, i18n } = useTranslation();
  const notes = useMeetingSickNotes(meeting.id);
  const when = (epochMs: number) => formatDateTime(epochMs, intlLocale(i18n.language), SWEDEN);
  return (
    <QueryBoundary
      query={notes}
      loading={t('sickNotes.loading')}
      error={{ title: t('sickNotes.errorTitle'), message: t('sickNotes.error') }}
    >
      {({ sickNotes, diagnosis }) => (
        <Stack gap="md">
          <SignedSickNotes notes={sickNotes} when={when} />
          <SickNoteForm meetingId={meeting.id} diagnosis={diagnosis} />
        </Stack>
      )}
    </QueryBoundary>
  );
}

function SickNoteForm({ meetingId, diagnosis }: { meetingId: string; diagnosis: SickNoteDiagnosis | null }) {
  const { t } = useTranslation();
  const today = () => dayKey(Date.now(), SWEDEN);
  const [draft, setDraft] = useState<SickNoteDraft>(() => emptyDraft(today(), diagnosis, crypto.randomUUID()));
  const [problems, setProblems] = useState<FieldProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [signed, setSigned] = useState(false);
  const sign = useSignSickNote(meetingId);

  // The note's diagnosis may be written after the panel opened: it fills the certificate's while that is still blank
  // (adjusted while rendering, as React advises for state that follows a prop).
  const [seenDiagnosis, setSeenDiagnosis] = useState(diagnosis);
  if (diagnosis !== seenDiagnosis) {
    setSeenDiagnosis(diagnosis);
    if (diagnosis && draft.diagnosisCode.trim() === '' && draft.diagnosisText.trim() === '') {
      setDraft({ ...draft, diagnosisCode: diagnosis.code, diagnosisText: diagnosis.text });
    }
  }

  const set = <K extends keyof SickNoteDraft>(key: K, value: SickNoteDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const problemText = (path: string) => {
    const problem = problems[path];
    if (!problem) return undefined;
    return t(`sickNotes.problems.${problem.code}`, {
      period: problem.otherPeriod === undefined ? '' : problem.otherPeriod + 1,
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSigned(false);
    const found = draftProblems(draft, today());
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setFailure(t('sickNotes.failures.invalid'));
      return;
    }
    setFailure(null);
    sign.mutate(toBody(draft), {
      onSuccess: () => {
        setSigned(true);
        setProblems({});
        setDraft(emptyDraft(today(), diagnosis, crypto.randomUUID()));
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 422 && error.key === 'sick_note_invalid') {
          setProblems(fromIssues(error.issues));
          setFailure(t('sickNotes.failures.invalid'));
        } else if (isApiError(error) && error.key === 'certificate_rejected') {
          setFailure(t('sickNotes.failures.rejected'));
        } else if (isApiError(error) && error.key === 'certificate_service_timeout') {
          setFailure(t('sickNotes.failures.timeout'));
        } else if (isApiError(error) && error.status === 503) {
          setFailure(t('sickNotes.failures.serviceDown'));
        } else if (isApiError(error) && error.status === 403) {
          setFailure(t('sickNotes.failures.forbidden'));
        } else {
          setFailure(t('sickNotes.failures.other'));
        }
      },
    });
  };

  return (
    <ActionForm
      label={t('sickNotes.title')}
      onSubmit={submit}
      failure={{ title: t('sickNotes.failures.title'), message: failure }}
      actions={
        <Button type="submit" loading={sign.isPending}>
          {t('sickNotes.submit')}
        </Button>
      }
    >
      {signed ? <SuccessNotice onClose={() => setSigned(false)}>{t('sickNotes.signedNotice')}</SuccessNotice> : null}
      <Text size="sm">{t('sickNotes.intro')}</Text>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          label={t('sickNotes.fields.diagnosisCode')}
          value={draft.diagnosisCode}
          onChange={(event) => set('diagnosisCode', event.currentTarget.value)}
          error={problemText('diagnosis_code')}
          maxLength={10}
          required
          w={130}
        />
        <TextInput
          label={t('sickNotes.fields.diagnosisText')}
          description={diagnosis ? t('sickNotes.fields.diagnosisFromNote') : undefined}
          value={draft.diagnosisText}
          onChange={(event) => set('diagnosisText', event.currentTarget.value)}
          error={problemText('diagnosis_text')}
          maxLength={200}
          required
          style={{ flex: 1 }}
        />
      </Group>
      <Group align="flex-start" gap="sm">
        <Select
          label={t('sickNotes.fields.basis')}
          data={SICK_NOTE_BASES.map((b) => ({ value: b, label: t(`sickNotes.bases.${b}`) }))}
          value={draft.basis}
          onChange={(value) => set('basis', (value ?? 'video') as SickNoteBasis)}
          allowDeselect={false}
          style={{ flex: '1 1 16rem' }}
        />
        <TextInput
          type="date"
          label={t('sickNotes.fields.basisDate')}
          value={draft.basisDate}
          onChange={(event) => set('basisDate', event.currentTarget.value)}
          error={problemText('basis_date')}
          required
          w={170}
        />
      </Group>
      <TextInput
        label={t('sickNotes.fields.occupation')}
        description={t('sickNotes.fields.occupationHint')}
        value={draft.occupation}
        onChange={(event) => set('occupation', event.currentTarget.value)}
        error={problemText('occupation')}
        maxLength={200}
        required
      />
      <Textarea
        label={t('sickNotes.fields.functionImpairment')}
        description={t('sickNotes.fields.functionImpairmentHint')}
        value={draft.functionImpairment}
        onChange={(event) => set('functionImpairment', event.currentTarget.value)}
        error={problemText('function_impairment')}
        maxLength={2000}
        required
        autosize
        minRows={2}
      />
      <Textarea
        label={t('sickNotes.fields.activityLimitation')}
        description={t('sickNotes.fields.activityLimitationHint')}
        value={draft.activityLimitation}
        onChange={(event) => set('activityLimitation', event.currentTarget.value)}
        error={problemText('activity_limitation')}
        maxLength={2000}
        required
        autosize
        minRows={2}
      />
      <PeriodsFields
        periods={draft.periods}
        onChange={(periods) => set('periods', periods)}
        problemText={problemText}
        problems={problems}
      />
      <Checkbox.Group
        label={t('sickNotes.fields.measures')}
        value={draft.measures}
        onChange={(value) => set('measures', value as SickNoteMeasure[])}
      >
        <Stack gap={6} mt={6}>
          {SICK_NOTE_MEASURES.map((m) => (
            <Checkbox key={m} value={m} label={t(`sickNotes.measures.${m}`)} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Textarea
        label={t('sickNotes.fields.measuresText')}
        value={draft.measuresText}
        onChange={(event) => set('measuresText', event.currentTarget.value)}
        error={problemText('measures_text')}
        maxLength={1000}
        required={draft.measures.includes('other')}
        autosize
        minRows={1}
      />
      <Textarea
        label={t('sickNotes.fields.messageBody')}
        description={t('sickNotes.fields.messageBodyHint')}
        value={draft.messageBody}
        onChange={(event) => set('messageBody', event.currentTarget.value)}
        maxLength={2000}
        autosize
        minRows={2}
      />
    </ActionForm>
  );
}
