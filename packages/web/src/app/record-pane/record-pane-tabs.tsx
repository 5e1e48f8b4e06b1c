import type { Features, LeftbarTab, Me, Meeting } from '@konsult/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { RecordPaneSlot } from '../../features/consultation';
import { HealthChecksPanel } from '../../features/lab-tests';
import { MedicationListPanel, prefetchMedicationList, useMedicationListCounter } from '../../features/medication-list';
import { RecordHistoryPanel, recordEntriesQueryOptions, useRecordEntriesCounter } from '../../features/record-history';
import { prefetchRecordPane, RecordPane } from '../../features/record-pane';
import { SelfAssessmentsPanel } from '../../features/self-assessments';
import {
  ActivityDiaryPanel,
  SituationAnalysisPanel,
  TreatmentProgrammeOverviewPanel,
} from '../../features/treatment-programmes';
import {
  prefetchUpcomingAppointments,
  UpcomingAppointmentsPanel,
  useUpcomingAppointmentsCounter,
} from '../../features/upcoming-appointments';
import { prefetchImmunizationSeries, useVaccinationCounter, VaccinationListPanel } from '../../features/vaccinations';
import type { TabPanel, TabPanels } from '../../lib/record-pane/tab-panels';

const recordHistory: TabPanel = {
  Panel: RecordHistoryPanel,
  useCounter: useRecordEntriesCounter,
  prefetch: (queryClient, { patientId }) => void queryClient.prefetchQuery(recordEntriesQueryOptions(patientId)),
};

/**
 * The other features' panels in the record pane, one line per tab (the pane adds its own: symptoms, patient,
 * documents). A tab the domain gives a clinician but nobody has built a panel for is not shown.
 */
export const RECORD_PANE_TABS: TabPanels = {
  'upcoming-appointments': {
    Panel: UpcomingAppointmentsPanel,
    useCounter: useUpcomingAppointmentsCounter,
    prefetch: prefetchUpcomingAppointments,
  },
  // The record history: the medical-records tab and its history child, whichever the market names it.
  'medical-records': recordHistory,
  'medical-record-entries': recordHistory,
  'consultation-history': recordHistory,
  'health-check': { Panel: HealthChecksPanel },
  'self-assessment': { Panel: SelfAssessmentsPanel },
  'medication-list': {
    Panel: MedicationListPanel,
    useCounter: useMedicationListCounter,
    prefetch: prefetchMedicationList,
  },
  'vaccination-list': {
    Panel: VaccinationListPanel,
    useCounter: useVaccinationCounter,
    prefetch: prefetchImmunizationSeries,
  },
  overview: { Panel: TreatmentProgrammeOverviewPanel },
  'activity-diary': { Panel: ActivityDiaryPanel },
  'situation-analysis': { Panel: SituationAnalysisPanel },
};

/** The record pane with the app's panels: what the consultation layout's pane slot loads, as a chunk of its own. */
export function RecordPaneWithTabs(slot: RecordPaneSlot) {
  return <RecordPane {...slot} panels={RECORD_PANE_TABS} />;
}

/** Issue 22: the pane's first requests, started by the consultation route before the pane renders. */
export function prefetchRecordPaneTabs(
  queryClient: QueryClient,
  args: { me: Me; features: Features; meeting: Meeting | null; patientId: string; leftbar: LeftbarTab | undefined },
): void {
  prefetchRecordPane(queryClient, RECORD_PANE_TABS, args);
}
