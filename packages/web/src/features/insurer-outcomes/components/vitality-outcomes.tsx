import {
  INSURER_FINISH_ERRORS,
  INSURER_FORM_SECTIONS,
  INSURER_NOTE_TEMPLATE_ID,
  type InsurerFormSection,
  type InsurerOutcomeView,
  type Meeting,
  allCalculated,
  insurerMissingItems,
  type InsurerMissingMarker,
} from '@konsult/domain';
import { Divider, Fieldset, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type FinishingBlocker, type FinishingRefusal, useFinishingParticipant } from '../../../lib/finishing';
import { useEntry } from '../../../lib/medical-record/entry-query';
import { isInsurerClinician } from '../../../lib/session/insurer-clinician';
import { useMe } from '../../../lib/session/me-context';
import { QueryBoundary } from '../../../ui/query-state';
import { useAccountHolderEmail } from '../api/account-holder-email';
import { useInsurerOutcomes } from '../api/insurer-outcomes';
import { AccountHolderEmail } from './account-holder-email';
import { ChooseOutcomeForm } from './choose-outcome-form';
import { ChosenOutcome } from './chosen-outcome';
import { markerField, markerOfField } from './outcome-labels';

const PARTICIPANT = 'insurer-outcomes';

/**
 * Vitality's outcomes (issue 20; seed 002 §3, §4, §5), below the evaluation for a GB clinician of an insurer
 * partnership: per form section the outcomes chosen with the rules engine's questions, the account holder's e-mail,
 * and what of them stops the meeting from ending (every outcome calculated, a valid e-mail). It also names the
 * server's insurer markers (409 missing_fields `insurer.<marker>`) in the missing-fields dialog.
 */
export function InsurerOutcomesFinishing({ meeting }: { meeting: Meeting }) {
  const me = useMe();
  return isInsurerClinician(me) ? <VitalityOutcomes meetingId={meeting.id} patientId={meeting.patientId} /> : null;
}

/** The domain's rule over the view: an outcome is calculated when every rule not overridden has an answer. */
const everyOutcomeCalculated = (outcomes: readonly InsurerOutcomeView[]) =>
  outcomes.length > 0 && allCalculated(outcomes.map((o) => ({ outcomeStatus: { status: o.status, rules: o.rules } })));

function VitalityOutcomes({ meetingId, patientId }: { meetingId: string; patientId: string }) {
  const { t } = useTranslation();
  const outcomes = useInsurerOutcomes(meetingId);
  const email = useAccountHolderEmail(meetingId, patientId);
  // As the server: only a consultation written on Vitality's form reports, so only it waits for the outcomes.
  const entry = useEntry(meetingId);
  const reports = entry.data?.templateId === INSURER_NOTE_TEMPLATE_ID;
  const title = t('insurerOutcomes.title');
  const section = t('insurerOutcomes.section');

  const list = outcomes.data?.outcomesForMeeting ?? [];
  const savedEmail = email.data?.email ?? null;
  const describe = (fieldName: string): Omit<FinishingBlocker, 'id'> | null => {
    const marker = markerOfField(fieldName);
    return marker ? { section, label: t(`insurerOutcomes.markers.${marker}`) } : null;
  };
  /** Seed 002 §4: why Vitality stopped the finish (the meeting is still open). */
  const refusalOf = (errorKey: string): FinishingRefusal | null => {
    switch (errorKey) {
      case INSURER_FINISH_ERRORS.traumaticInjury:
        return {
          tone: 'warning',
          title: t('insurerOutcomes.finishing.traumaticInjuryTitle'),
          message: t('insurerOutcomes.finishing.traumaticInjury'),
        };
      case INSURER_FINISH_ERRORS.unavailable:
        return {
          tone: 'error',
          title: t('insurerOutcomes.finishing.unavailableTitle'),
          message: t('insurerOutcomes.finishing.unavailable'),
        };
      case INSURER_FINISH_ERRORS.reportFailed:
        return {
          tone: 'error',
          title: t('insurerOutcomes.finishing.reportFailedTitle'),
          message: t('insurerOutcomes.finishing.reportFailed'),
        };
      default:
        return null;
    }
  };
  const blocker = (marker: InsurerMissingMarker): FinishingBlocker => ({
    id: markerField(marker),
    section,
    label: t(`insurerOutcomes.markers.${marker}`),
  });
  const values = entry.data?.entry?.values ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  useFinishingParticipant({
    id: PARTICIPANT,
    isReady: () => !outcomes.isPending && !email.isPending && !entry.isPending,
    // Every choice is sent to Vitality as it is made: there is nothing left to save.
    flush: async () => true,
    // The server's markers, in its order, as far as the screen knows them (the ICD-10 list is the server's to check;
    // the note's own required fields are the note's).
    blockers: () =>
      reports
        ? insurerMissingItems({
            accidentCause: text(values.accidentCause),
            bodyArea: text(values.bodyArea),
            outcomesCalculated: everyOutcomeCalculated(list),
            accountHolderEmail: savedEmail,
            icd10SelectionValid: true,
            requiredDischargeSummaryFields: [],
            values,
          }).flatMap((item) => (item.kind === 'checkbox' ? [blocker(item.key)] : []))
        : [],
    describe,
    explainRefusal: (errorKey) => (reports ? refusalOf(errorKey) : null),
    pendingNote: () => (reports ? t('insurerOutcomes.finishing.sending') : null),
  });

  return (
    <Paper component="section" aria-label={title} withBorder p="md">
      <Stack gap="md">
        <Title order={3}>{title}</Title>
        <Text size="sm" c="dimmed">
          {t('insurerOutcomes.intro')}
        </Text>
        <QueryBoundary
          query={outcomes}
          loading={t('insurerOutcomes.loading')}
          error={{ title: t('insurerOutcomes.loadErrorTitle'), message: t('insurerOutcomes.loadError') }}
        >
          {({ outcomesForMeeting }) => <Sections meetingId={meetingId} outcomes={outcomesForMeeting} />}
        </QueryBoundary>
        <Divider />
        <AccountHolderEmail meetingId={meetingId} patientId={patientId} query={email} />
      </Stack>
    </Paper>
  );
}

function Sections({ meetingId, outcomes }: { meetingId: string; outcomes: readonly InsurerOutcomeView[] }) {
  const { t } = useTranslation();
  // Outcomes the insurer keeps without a section (chosen elsewhere) are still the meeting's: listed on their own.
  const unplaced = outcomes.filter((o) => o.section === null);
  return (
    <Stack gap="md">
      {INSURER_FORM_SECTIONS.map((section: InsurerFormSection) => (
        <Fieldset
          key={section}
          legend={t(`insurerOutcomes.sections.${section}`)}
          aria-label={t('insurerOutcomes.sectionGroup', { section: t(`insurerOutcomes.sections.${section}`) })}
        >
          <Stack gap="sm">
            <OutcomeList meetingId={meetingId} outcomes={outcomes.filter((o) => o.section === section)} />
            <ChooseOutcomeForm meetingId={meetingId} section={section} />
          </Stack>
        </Fieldset>
      ))}
      {unplaced.length > 0 ? (
        <Fieldset
          legend={t('insurerOutcomes.sections.other')}
          aria-label={t('insurerOutcomes.sectionGroup', { section: t('insurerOutcomes.sections.other') })}
        >
          <OutcomeList meetingId={meetingId} outcomes={unplaced} />
        </Fieldset>
      ) : null}
    </Stack>
  );
}

function OutcomeList({ meetingId, outcomes }: { meetingId: string; outcomes: readonly InsurerOutcomeView[] }) {
  const { t } = useTranslation();
  if (outcomes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('insurerOutcomes.none')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {outcomes.map((outcome) => (
        <ChosenOutcome key={outcome.internalOutcomeId} meetingId={meetingId} outcome={outcome} />
      ))}
    </Stack>
  );
}
