import {
  type ImmunizationSeries,
  type Meeting,
  mayRegisterVaccinations,
  unfinishedSeries,
  vaccinationSections,
} from '@konsult/domain';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../lib/session/me-context';
import { QueryBoundary, QueryErrorState } from '../../../ui/query-state';
import { SuccessNotice } from '../../../ui/success-notice';
import { useImmunizationSeries, useMeetingCareFacility } from '../api/queries';
import { AddVaccinationModal, type AddTarget } from './add-vaccination-modal';
import { ImmunizationSection } from './immunization-section';
import { SeriesChooserModal } from './series-chooser-modal';
import { ViewVaccinationModal } from './view-vaccination-modal';
import './vaccination-list.css';

export interface VaccinationListPanelProps {
  patientId: string;
  /** null in the meetingless view. */
  meeting: Meeting | null;
}

type Flow =
  { kind: 'idle' } | { kind: 'choose'; unfinished: ImmunizationSeries[] } | { kind: 'add'; target: AddTarget };

/**
 * Seed 001 §2.3 vaccination list: completed and deleted sections, the add button (disabled without a care
 * facility; a digital meeting says why), the ongoing-series chooser, the two-step add modal, the view modal with
 * removal, a success banner, and an error banner per failed call (§8).
 */
export function VaccinationListPanel({ patientId, meeting }: VaccinationListPanelProps) {
  const { t } = useTranslation();
  const me = useMe();
  const canRegister = mayRegisterVaccinations({ profession: me.profession, country: me.pool.country });
  const series = useImmunizationSeries(patientId);
  const facility = useMeetingCareFacility(canRegister && meeting ? meeting.id : null);
  const [flow, setFlow] = useState<Flow>({ kind: 'idle' });
  const [viewing, setViewing] = useState<string | null>(null);
  const [success, setSuccess] = useState<'registered' | 'removed' | null>(null);

  const careFacility = facility.data ?? null;
  const startAdding = () => {
    setSuccess(null);
    const unfinished = unfinishedSeries(series.data ?? []);
    setFlow(unfinished.length > 0 ? { kind: 'choose', unfinished } : { kind: 'add', target: { kind: 'new' } });
  };

  const viewed = viewing
    ? series.data
        ?.flatMap((s) => s.immunizations.map((i) => ({ immunization: i, series: s })))
        .find((e) => e.immunization.id === viewing)
    : undefined;

  return (
    <Stack gap="md" className="vaccination-list">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4">
          {t('vaccinations.title')}
        </Title>
        {canRegister ? (
          <Button size="xs" onClick={startAdding} disabled={!careFacility || !series.data}>
            {t('vaccinations.add.button')}
          </Button>
        ) : null}
      </Group>

      {success ? (
        <SuccessNotice closeLabel={t('vaccinations.success.close')} onClose={() => setSuccess(null)}>
          {t(`vaccinations.success.${success}`)}
        </SuccessNotice>
      ) : null}

      {canRegister && meeting === null ? <InfoText>{t('vaccinations.add.meetinglessInfo')}</InfoText> : null}
      {canRegister && meeting !== null && facility.isSuccess && careFacility === null ? (
        <InfoText>{t('vaccinations.add.digitalInfo')}</InfoText>
      ) : null}
      {canRegister && facility.isError ? (
        <QueryErrorState
          query={facility}
          error={{
            title: t('vaccinations.errors.careFacility.title'),
            message: t('vaccinations.errors.careFacility.message'),
          }}
        />
      ) : null}

      <QueryBoundary
        query={series}
        loading={t('vaccinations.loading')}
        error={{ title: t('vaccinations.errors.list.title'), message: t('vaccinations.errors.list.message') }}
      >
        {(list) => {
          const { completed, deleted } = vaccinationSections(list);
          return (
            <>
              <ImmunizationSection
                title={t('vaccinations.sections.completed')}
                empty={t('vaccinations.empty.completed')}
                entries={completed}
                onOpen={setViewing}
              />
              <ImmunizationSection
                title={t('vaccinations.sections.deleted')}
                empty={t('vaccinations.empty.deleted')}
                entries={deleted}
                onOpen={setViewing}
              />
            </>
          );
        }}
      </QueryBoundary>

      {flow.kind === 'choose' ? (
        <SeriesChooserModal
          opened
          unfinished={flow.unfinished}
          onClose={() => setFlow({ kind: 'idle' })}
          onContinue={(chosen) => setFlow({ kind: 'add', target: { kind: 'continue', series: chosen } })}
          onStartNew={() => setFlow({ kind: 'add', target: { kind: 'new' } })}
        />
      ) : null}
      {flow.kind === 'add' && meeting && careFacility ? (
        <AddVaccinationModal
          patientId={patientId}
          meetingId={meeting.id}
          careFacilityId={careFacility.id}
          target={flow.target}
          onClose={() => setFlow({ kind: 'idle' })}
          onRegistered={() => {
            setFlow({ kind: 'idle' });
            setSuccess('registered');
          }}
        />
      ) : null}
      {viewed ? (
        <ViewVaccinationModal
          patientId={patientId}
          immunization={viewed.immunization}
          series={viewed.series}
          canRemove={canRegister}
          onClose={() => setViewing(null)}
          onRemoved={() => {
            setViewing(null);
            setSuccess('removed');
          }}
        />
      ) : null}
    </Stack>
  );
}

function InfoText({ children }: { children: string }) {
  return (
    <Alert color="blue" variant="light">
      <Text size="sm">{children}</Text>
    </Alert>
  );
}
