import type { Meeting, MedicationListItem, MedicationListResponse } from '@konsult/domain';
import { Alert, Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../../lib/report-error';
import { WarningIcon } from '../../../ui/icons';
import { LoadingState } from '../../../ui/loading-state';
import { QueryErrorState } from '../../../ui/query-state';
import { medicationListPaths } from '../api/paths';
import { useMedicationList } from '../api/use-medication-list';
import { AddMedicationModal } from './add-medication-modal';
import { EditMedicationModal } from './edit-medication-modal';
import { MedicationSection } from './medication-section';
import './medication-list.css';
import { PastMedicationModal } from './past-medication-modal';
import { PrinterIcon } from './printer-icon';

export interface MedicationListPanelProps {
  patientId: string;
  /** null in the meetingless view; the list does not depend on it. */
  meeting: Meeting | null;
}

/**
 * The medication-list tab (seed 001 §2.3): regular and as-required medications, a warning when nothing is active,
 * past medication in a read-only modal, the printable list, and adding and changing for permitted professions.
 */
export function MedicationListPanel({ patientId }: MedicationListPanelProps) {
  const { t } = useTranslation();
  const query = useMedicationList(patientId);
  const failed = query.isError && !query.isFetching;

  // Seed 001 §8: a failed fetch shows the banner and raises an event.
  useEffect(() => {
    if (failed) reportError(query.error, 'medication-list.list-view.error_generic');
  }, [failed, query.error]);

  if (query.data) return <MedicationList patientId={patientId} list={query.data} />;
  if (query.isError) {
    return (
      <QueryErrorState
        query={query}
        error={{
          title: t('medication-list.list-view.errorTitle'),
          message: t('medication-list.list-view.error_generic'),
        }}
      />
    );
  }
  return <LoadingState label={t('medication-list.list-view.loading')} />;
}

function MedicationList({ patientId, list }: { patientId: string; list: MedicationListResponse }) {
  const { t } = useTranslation();
  const [addingSince, setAddingSince] = useState<number | null>(null);
  const [showingPast, setShowingPast] = useState(false);
  const [editing, setEditing] = useState<MedicationListItem | null>(null);
  const regular = list.active.filter((item) => item.dosage.type !== 'AS_NEEDED');
  const asRequired = list.active.filter((item) => item.dosage.type === 'AS_NEEDED');
  const onEdit = list.canEdit ? setEditing : undefined;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h5">
          {t('medication-list.list-view.title')}
        </Title>
        <Group gap="md">
          <Anchor
            href={medicationListPaths.pdf(patientId)}
            target="_blank"
            rel="noopener"
            size="sm"
            className="medication-print-link"
          >
            <PrinterIcon />
            {t('medication-list.list-view.print')}
          </Anchor>
          {list.canEdit ? (
            <Button size="xs" onClick={() => setAddingSince(Date.now())}>
              {t('medication-list.list-view.add')}
            </Button>
          ) : null}
        </Group>
      </Group>

      {list.active.length === 0 ? (
        <Alert
          color="orange"
          variant="light"
          icon={<WarningIcon size={18} />}
          title={t('medication-list.list-view.noActive')}
        >
          {t('medication-list.list-view.noActiveBody')}
        </Alert>
      ) : null}

      <MedicationSection
        title={t('medication-list.list-view.regular')}
        empty={t('medication-list.list-view.emptyRegular')}
        items={regular}
        onEdit={onEdit}
      />
      <MedicationSection
        title={t('medication-list.list-view.asRequired')}
        empty={t('medication-list.list-view.emptyAsRequired')}
        items={asRequired}
        onEdit={onEdit}
      />

      <Group>
        <Anchor component="button" type="button" size="sm" onClick={() => setShowingPast(true)}>
          {t('medication-list.list-view.viewPast', { number: list.past.length })}
        </Anchor>
      </Group>

      <PastMedicationModal opened={showingPast} onClose={() => setShowingPast(false)} past={list.past} />
      {list.canEdit ? (
        <>
          <AddMedicationModal patientId={patientId} openedAt={addingSince} onClose={() => setAddingSince(null)} />
          <EditMedicationModal patientId={patientId} item={editing} onClose={() => setEditing(null)} />
        </>
      ) : null}
    </Stack>
  );
}
