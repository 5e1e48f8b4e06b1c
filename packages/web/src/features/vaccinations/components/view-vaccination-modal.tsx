import type { Immunization, ImmunizationSeries } from '@konsult/domain';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../ui/reason-dialog';
import { useRemoveVaccination } from '../api/mutations';
import { useReporter } from '../api/queries';
import { useVaccinationFormat } from '../format';

/**
 * Seed 001 §2.3 view-vaccination modal: everything registered about the dose, who registered it (the reporter
 * look-up), and for a completed dose "remove entry", which opens the remove form with its mandatory reason.
 */
export function ViewVaccinationModal({
  patientId,
  immunization,
  series,
  canRemove,
  onClose,
  onRemoved,
}: {
  patientId: string;
  immunization: Immunization;
  series: ImmunizationSeries;
  canRemove: boolean;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const format = useVaccinationFormat();
  const reporter = useReporter(immunization.reporterId);
  const remove = useRemoveVaccination(patientId);
  const [removing, setRemoving] = useState(false);
  const removed = immunization.status === 'entered-in-error';

  const facts: [string, ReactNode][] = [
    [t('vaccinations.view.vaccine'), immunization.vaccine.name],
    [t('vaccinations.view.manufacturer'), immunization.vaccine.manufacturerName],
    [t('vaccinations.view.date'), format.date(immunization.occurredAt)],
    [t('vaccinations.view.program'), format.program(series.program)],
    [t('vaccinations.view.dose'), format.dose(immunization.doseNumber, series.program)],
    [
      t('vaccinations.view.doseQuantity'),
      format.quantity(immunization.doseQuantityValue, immunization.doseQuantityUnit),
    ],
    [t('vaccinations.view.lotNumber'), immunization.lotNumber],
    [t('vaccinations.view.bodySite'), format.bodySite(immunization.bodySite.id)],
    [
      t('vaccinations.view.reporter'),
      reporter.data?.name ?? (reporter.isError ? t('vaccinations.view.reporterUnknown') : '…'),
    ],
    [t('vaccinations.view.status'), t(`vaccinations.status.${immunization.status}`)],
  ];
  if (removed) {
    facts.push([t('vaccinations.view.removedAt'), format.date(immunization.lastUpdatedAt)]);
    facts.push([t('vaccinations.view.removedReason'), immunization.note]);
  }

  return (
    <>
      <Modal
        opened={!removing}
        onClose={onClose}
        title={t('vaccinations.view.title')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        centered
      >
        <Stack gap="md">
          <dl className="vaccination-facts">
            {facts.map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <Group justify="flex-end" gap="sm">
            {canRemove && !removed ? (
              <Button color="red" variant="light" onClick={() => setRemoving(true)}>
                {t('vaccinations.view.remove')}
              </Button>
            ) : null}
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('vaccinations.view.close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ReasonDialog
        opened={removing}
        onClose={() => setRemoving(false)}
        texts={{ ...t('vaccinations.remove', { returnObjects: true }), failed: t('vaccinations.errors.delete.title') }}
        confirmColor="red"
        request={remove}
        failureMessage={t('vaccinations.errors.delete.message')}
        onConfirm={(note) => remove.mutate({ immunizationId: immunization.id, note }, { onSuccess: onRemoved })}
      />
    </>
  );
}
