import {
  dosageBodyFromForm,
  type DosageForm,
  dosageFormFromDosage,
  dosageFormProblems,
  type MedicationListItem,
} from '@konsult/domain';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndMedication } from '../api/use-end-medication';
import { useUpdateMedication } from '../api/use-update-medication';
import { DosageFields } from '../../../ui/medication/dosage-fields';

interface EditMedicationModalProps {
  patientId: string;
  /** The medication to change; null: closed. */
  item: MedicationListItem | null;
  onClose: () => void;
}

/**
 * Seed 001 §2.3: the edit-medication modal (additional instructions and the dosage, save, end medication) and the
 * end-medication confirm modal it opens. The confirm modal replaces the edit modal while open; cancelling it goes
 * back with everything typed still there.
 */
export function EditMedicationModal({ patientId, item, onClose }: EditMedicationModalProps) {
  return item ? <EditMedication key={item.id} patientId={patientId} item={item} onClose={onClose} /> : null;
}

function EditMedication({
  patientId,
  item,
  onClose,
}: {
  patientId: string;
  item: MedicationListItem;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState<DosageForm>(() =>
    dosageFormFromDosage(item.dosage, i18n.language === 'sv' ? ',' : '.'),
  );
  const [showProblems, setShowProblems] = useState(false);
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const update = useUpdateMedication(patientId);
  const end = useEndMedication(patientId);
  const drug = item.silDrug.drug;
  const problems = showProblems ? dosageFormProblems(form) : [];

  const save = () => {
    const dosage = dosageBodyFromForm(form);
    if (!dosage) {
      setShowProblems(true);
      return;
    }
    update.mutate({ id: item.id, dosage }, { onSuccess: onClose });
  };

  return (
    <>
      <Modal
        opened={!confirmingEnd}
        onClose={onClose}
        title={t('medication-list.edit-medication.title', { name: drug.tradeName })}
        size="44rem"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <Stack gap="md">
            <Text size="sm">{drug.drugFormTextSv}</Text>
            <Textarea
              label={t('medication-list.dosage.additionalInstructions')}
              autosize
              minRows={2}
              maxLength={2000}
              value={form.additionalInstructions}
              onChange={(event) => setForm({ ...form, additionalInstructions: event.currentTarget.value })}
              data-autofocus
            />
            <DosageFields form={form} onChange={setForm} problems={problems} unit={drug.dosages[0]!} />
            {problems.length > 0 ? (
              <Text size="sm" c="red.8" role="alert">
                {t('medication-list.dosage.fixProblems')}
              </Text>
            ) : null}
            {update.isError ? (
              <Alert color="red" variant="light" role="alert" title={t('medication-list.edit-medication.errorTitle')}>
                {t('medication-list.edit-medication.error.update')}
              </Alert>
            ) : null}
            <Group justify="space-between">
              <Button variant="outline" color="red" onClick={() => setConfirmingEnd(true)} disabled={update.isPending}>
                {t('medication-list.edit-medication.end')}
              </Button>
              <Group gap="sm">
                <Button variant="default" onClick={onClose} disabled={update.isPending}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" loading={update.isPending}>
                  {t('medication-list.edit-medication.save')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Modal>

      <Modal
        opened={confirmingEnd}
        onClose={() => {
          end.reset();
          setConfirmingEnd(false);
        }}
        title={t('medication-list.end-medication-modal.title', { name: drug.tradeName })}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('medication-list.end-medication-modal.body', { name: drug.tradeName })}</Text>
          {end.isError ? (
            // Seed 001 §8 names two keys for a failed end: the confirm modal's generic error and the end error.
            <Alert
              color="red"
              variant="light"
              role="alert"
              title={t('medication-list.past-medication-modal.error-generic')}
            >
              {t('medication-list.edit-medication.error.end')}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                end.reset();
                setConfirmingEnd(false);
              }}
              disabled={end.isPending}
            >
              {t('medication-list.end-medication-modal.cancel')}
            </Button>
            <Button color="red" loading={end.isPending} onClick={() => end.mutate(item.id, { onSuccess: onClose })}>
              {t('medication-list.end-medication-modal.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
