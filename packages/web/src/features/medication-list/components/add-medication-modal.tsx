import {
  describeDosage,
  dosageBodyFromForm,
  dosageFormProblems,
  dosageFromForm,
  NewMedicationBody,
} from '@konsult/domain';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddMedication } from '../api/use-add-medication';
import { useSilDrug } from '../api/use-sil-drug';
import { addMedicationReducer, initialAddMedicationState, isStepCompleted } from './add-medication-state';
import { ChooseMedicationStep } from './choose-medication-step';
import { DosageFields } from '../../../ui/medication/dosage-fields';
import { DrugSummary } from './drug-summary';
import { ReasonPicker } from '../../../ui/medication/reason-picker';
import { WizardStep } from './wizard-step';

interface AddMedicationModalProps {
  patientId: string;
  /** When the clinician opened it (epoch ms): the new dosage starts that day. null: closed. */
  openedAt: number | null;
  onClose: () => void;
}

/** Seed 001 §2.3: the add-medication modal, a fresh wizard each time it opens. */
export function AddMedicationModal({ patientId, openedAt, onClose }: AddMedicationModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={openedAt !== null}
      onClose={onClose}
      title={t('medication-list.add.title')}
      size="44rem"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {openedAt !== null ? (
        <AddMedicationWizard key={openedAt} patientId={patientId} openedAt={openedAt} onDone={onClose} />
      ) : null}
    </Modal>
  );
}

function AddMedicationWizard({
  patientId,
  openedAt,
  onDone,
}: {
  patientId: string;
  openedAt: number;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [state, dispatch] = useReducer(addMedicationReducer, openedAt, initialAddMedicationState);
  const drugQuery = useSilDrug(state.drug);
  const drug = drugQuery.data ?? state.drug;
  const add = useAddMedication(patientId);
  const [reasonMissing, setReasonMissing] = useState(false);
  const language = i18n.language === 'sv' ? 'sv' : 'en';
  const unit = drug?.dosages[0] ?? {
    dosageUnit: t('medication-list.dosage.unit'),
    dosageUnitPlural: t('medication-list.dosage.units'),
  };

  const problems = state.showDosageProblems ? dosageFormProblems(state.dosage) : [];
  const dosage = dosageFromForm(state.dosage);

  const finish = () => {
    const body = drug ? dosageBodyFromForm(state.dosage) : null;
    if (!drug || !body) return;
    if (state.reasons.length === 0) {
      setReasonMissing(true);
      return;
    }
    const request = NewMedicationBody.parse({
      patient_id: patientId,
      dosage: body,
      medication: { atc_code: drug.atcCode, npl_id: drug.nplId },
      reason: state.reasons,
    });
    add.mutate(request, { onSuccess: onDone });
  };

  const steps = {
    drug: t('medication-list.add.steps.medication'),
    dosage: t('medication-list.add.steps.dosage'),
    reason: t('medication-list.add.steps.reason'),
  };

  return (
    <Stack gap="md">
      <ol className="medication-wizard" aria-label={t('medication-list.add.stepsLabel')}>
        <WizardStep
          number={1}
          title={steps.drug}
          active={state.active === 1}
          completed={isStepCompleted(state, 1)}
          onEdit={() => dispatch({ type: 'reopen', step: 1 })}
          summary={drug ? <DrugSummary drug={drug} /> : null}
        >
          <ChooseMedicationStep
            chosen={drug}
            onPick={(picked) => dispatch({ type: 'pickDrug', drug: picked, now: Date.now() })}
            onContinue={() => dispatch({ type: 'continueDrug' })}
          />
        </WizardStep>

        <WizardStep
          number={2}
          title={steps.dosage}
          active={state.active === 2}
          completed={isStepCompleted(state, 2)}
          onEdit={() => dispatch({ type: 'reopen', step: 2 })}
          summary={dosage ? <Text size="sm">{describeDosage(dosage, unit, language)}</Text> : null}
        >
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              dispatch({ type: 'continueDosage' });
            }}
          >
            <Stack gap="md">
              <DosageFields
                form={state.dosage}
                onChange={(form) => dispatch({ type: 'changeDosage', dosage: form })}
                problems={problems}
                unit={unit}
              />
              <Textarea
                label={t('medication-list.dosage.additionalInstructions')}
                autosize
                minRows={2}
                maxLength={2000}
                value={state.dosage.additionalInstructions}
                onChange={(event) =>
                  dispatch({
                    type: 'changeDosage',
                    dosage: { ...state.dosage, additionalInstructions: event.currentTarget.value },
                  })
                }
              />
              {problems.length > 0 ? (
                <Text size="sm" c="red.8" role="alert">
                  {t('medication-list.dosage.fixProblems')}
                </Text>
              ) : null}
              <Group justify="flex-end">
                <Button type="submit">{t('medication-list.add.continue')}</Button>
              </Group>
            </Stack>
          </form>
        </WizardStep>

        <WizardStep
          number={3}
          title={steps.reason}
          active={state.active === 3}
          completed={false}
          onEdit={() => undefined}
          summary={null}
        >
          {drug ? (
            <Stack gap="md">
              <ReasonPicker
                nplId={drug.nplId}
                drugName={drug.tradeName}
                reasons={state.reasons}
                onChange={(reasons) => {
                  setReasonMissing(false);
                  dispatch({ type: 'setReasons', reasons });
                }}
                error={reasonMissing ? t('medication-list.reason.required') : undefined}
              />
              {add.isError ? (
                <Alert color="red" variant="light" role="alert" title={t('medication-list.add.errorTitle')}>
                  {t('medication-list.add.error')}
                </Alert>
              ) : null}
              <Group justify="flex-end">
                <Button onClick={finish} loading={add.isPending}>
                  {t('medication-list.add.finish')}
                </Button>
              </Group>
            </Stack>
          ) : null}
        </WizardStep>
      </ol>
    </Stack>
  );
}
