import {
  dayOfOccurredAt,
  defaultDoseNumber,
  doseNumberOptions,
  type ImmunizationSeries,
  lotNumberWarning,
  normaliseLotNumber,
  occurredAtOfDay,
  type Program,
  type RegistrationField,
  registrationIssues,
  VACCINATION_ERROR_KEYS,
} from '@konsult/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { looseT } from '../../../i18n/loose-t';
import { isApiError } from '../../../lib/api-error';
import { useMe } from '../../../lib/session/me-context';
import { useRegisterVaccination } from '../api/mutations';
import { useBodySites, useLotNumbers, usePrograms, useVaccines } from '../api/queries';
import { useVaccinationFormat, VACCINATION_TIME_ZONE } from '../format';
import { AddVaccinationStep } from './add-vaccination-step';
import { type DoseDetails, DoseDetailsFields, quantityKey } from './dose-details-fields';
import { VaccineStep } from './vaccine-step';

/** Continue an unfinished series with its next dose, or start a new one (seed 001 §4). */
export type AddTarget = { kind: 'continue'; series: ImmunizationSeries } | { kind: 'new' };

/** Where the server's issues point (the snake_case payload) in the form. */
const FIELD_OF_PATH: Record<string, RegistrationField> = {
  'body.vaccine_id': 'vaccineId',
  'body.occurred_at': 'occurredAt',
  'body.lot_number': 'lotNumber',
  'body.body_site_id': 'bodySiteId',
  'body.program_id': 'programId',
  'body.series_id': 'programId',
  'body.dose_number': 'doseNumber',
  'body.dose_quantity_value': 'doseQuantity',
};

const emptyDetails = (today: string, programId: string): DoseDetails => ({
  day: today,
  doseQuantity: '',
  lotNumber: '',
  bodySiteId: '',
  programId,
  doseNumber: '',
});

/**
 * Seed 001 §2.3 add-vaccination modal, two steps: the vaccine, then the dose details. The rules are the domain's
 * (`registrationIssues`), shown once the clinician tries to register; the server's issues land on their fields.
 * A failed save keeps everything typed. A new series is created only on saving (seed 001 §4).
 */
export function AddVaccinationModal({
  patientId,
  meetingId,
  careFacilityId,
  target,
  onClose,
  onRegistered,
}: {
  patientId: string;
  meetingId: string;
  careFacilityId: string;
  target: AddTarget;
  onClose: () => void;
  onRegistered: () => void;
}) {
  const { t } = useTranslation();
  const loose = looseT(t);
  const me = useMe();
  const format = useVaccinationFormat();
  const continuing = target.kind === 'continue' ? target.series : null;
  // The modal's clock: today's date and the future-date rule are read once, when it opens.
  const [openedAt] = useState(() => Date.now());
  const today = dayOfOccurredAt(openedAt, VACCINATION_TIME_ZONE);

  const [step, setStep] = useState<1 | 2>(1);
  const [vaccineId, setVaccineId] = useState<string | null>(null);
  const [values, setValues] = useState<DoseDetails>(() => emptyDetails(today, continuing?.program.id ?? ''));
  const [submitted, setSubmitted] = useState(false);
  const [serverIssues, setServerIssues] = useState<Partial<Record<RegistrationField, string>>>({});

  const vaccines = useVaccines(continuing?.program.id ?? null);
  const chosenVaccineId = step === 2 ? vaccineId : null;
  const programsQuery = usePrograms(continuing ? null : chosenVaccineId);
  const bodySites = useBodySites();
  const lotNumbers = useLotNumbers(chosenVaccineId);
  const register = useRegisterVaccination(patientId);

  const vaccine = vaccines.data?.find((v) => v.id === vaccineId) ?? null;
  const programs = useMemo<Program[]>(
    () => (continuing ? [continuing.program] : (programsQuery.data ?? [])),
    [continuing, programsQuery.data],
  );

  // What the selects show: the clinician's choice, else the sensible default (first dose quantity, the only
  // programme, the next dose).
  const programId = values.programId || (programs.length === 1 ? programs[0]!.id : '');
  const program = programs.find((p) => p.id === programId) ?? null;
  const defaultDose = program ? defaultDoseNumber(program, continuing) : null;
  const shown: DoseDetails = {
    ...values,
    programId,
    doseQuantity: values.doseQuantity || (vaccine ? quantityKey(vaccine.doseQuantities[0]!) : ''),
    doseNumber: values.doseNumber || (defaultDose === null ? '' : String(defaultDose)),
  };
  const quantity = vaccine?.doseQuantities.find((q) => quantityKey(q) === shown.doseQuantity) ?? null;
  const draft = {
    vaccineId,
    occurredAt: occurredAtOfDay(shown.day, VACCINATION_TIME_ZONE),
    lotNumber: shown.lotNumber,
    bodySiteId: shown.bodySiteId || null,
    programId: shown.programId || null,
    doseNumber: shown.doseNumber ? Number(shown.doseNumber) : null,
    doseQuantity: quantity,
  };
  const issues = registrationIssues(
    draft,
    { vaccines: vaccines.data ?? [], programs, bodySites: bodySites.data ?? [], series: continuing },
    openedAt,
  );
  const errors: Partial<Record<RegistrationField, string>> = { ...serverIssues };
  if (submitted) for (const issue of issues) errors[issue.field] ??= t(`vaccinations.issues.${issue.code}`);

  const change = (patch: Partial<DoseDetails>) => {
    setValues((current) => ({ ...current, ...patch }));
    setServerIssues((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as (keyof DoseDetails)[]) delete next[key === 'day' ? 'occurredAt' : key];
      return next;
    });
  };

  const chooseVaccine = (id: string | null) => {
    if (id === vaccineId) return;
    setVaccineId(id);
    // The lot, quantity and programme belong to the vaccine; the day and the site do not.
    setValues((current) => ({
      ...emptyDetails(current.day, continuing?.program.id ?? ''),
      bodySiteId: current.bodySiteId,
    }));
    setServerIssues({});
    setSubmitted(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (issues.length > 0 || !vaccine || !quantity || !draft.occurredAt || !draft.doseNumber) return;
    register.mutate(
      {
        target: continuing ? { kind: 'series', seriesId: continuing.id } : { kind: 'new', programId: draft.programId! },
        dose: {
          vaccine_id: vaccine.id,
          meeting_id: meetingId,
          care_facility_id: careFacilityId,
          performer_id: me.id,
          dose_number: draft.doseNumber,
          body_site_id: draft.bodySiteId!,
          dose_quantity_value: quantity.value,
          dose_quantity_unit: quantity.unit,
          lot_number: normaliseLotNumber(draft.lotNumber),
          occurred_at: draft.occurredAt,
        },
      },
      {
        onSuccess: onRegistered,
        onError: (error) => {
          if (!isApiError(error)) return;
          const mapped: Partial<Record<RegistrationField, string>> = {};
          for (const issue of error.issues) {
            const field = FIELD_OF_PATH[issue.path];
            if (field) mapped[field] = loose(`vaccinations.issues.${issue.code}`, { defaultValue: issue.message });
          }
          setServerIssues(mapped);
        },
      },
    );
  };

  const saveError = register.error;
  const saveErrorMessage =
    isApiError(saveError) && saveError.key === VACCINATION_ERROR_KEYS.noCareFacility
      ? t('vaccinations.errors.add.noCareFacility')
      : t('vaccinations.errors.add.message');

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('vaccinations.modal.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {continuing
            ? t('vaccinations.modal.continuing', { program: format.program(continuing.program) })
            : t('vaccinations.modal.newSeries')}
        </Text>
        <ol className="vaccination-steps" aria-label={t('vaccinations.modal.steps')}>
          <AddVaccinationStep
            number={1}
            title={t('vaccinations.modal.vaccineStep')}
            active={step === 1}
            completed={step === 2}
            editLabel={t('vaccinations.modal.changeVaccine')}
            onEdit={() => setStep(1)}
            summary={
              vaccine ? (
                <Text size="sm">
                  {t('vaccinations.fields.chosenVaccine', {
                    name: vaccine.name,
                    manufacturer: vaccine.manufacturerName,
                  })}
                </Text>
              ) : null
            }
          >
            <VaccineStep vaccines={vaccines} value={vaccineId} onChange={chooseVaccine} onContinue={() => setStep(2)} />
          </AddVaccinationStep>
          <AddVaccinationStep
            number={2}
            title={t('vaccinations.modal.detailsStep')}
            active={step === 2}
            completed={false}
          >
            {vaccine ? (
              <form onSubmit={submit} noValidate>
                <Stack gap="md">
                  <DoseDetailsFields
                    vaccine={vaccine}
                    values={shown}
                    onChange={change}
                    errors={errors}
                    today={today}
                    bodySites={bodySites}
                    programs={continuing ? { data: programs, isError: false } : programsQuery}
                    programFixed={continuing !== null}
                    lotNumbers={lotNumbers}
                    lotWarning={lotNumberWarning(shown.lotNumber, lotNumbers.data ?? [])}
                    doseOptions={program ? doseNumberOptions(program, continuing) : []}
                  />
                  {register.isError ? (
                    <Alert color="red" variant="light" role="alert" title={t('vaccinations.errors.add.title')}>
                      {saveErrorMessage}
                    </Alert>
                  ) : null}
                  <Group justify="flex-end" gap="sm">
                    <Button variant="default" onClick={onClose} disabled={register.isPending}>
                      {t('vaccinations.modal.cancel')}
                    </Button>
                    <Button type="submit" loading={register.isPending}>
                      {t('vaccinations.modal.submit')}
                    </Button>
                  </Group>
                </Stack>
              </form>
            ) : null}
          </AddVaccinationStep>
        </ol>
      </Stack>
    </Modal>
  );
}
