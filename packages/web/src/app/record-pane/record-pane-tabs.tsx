import type { RecordPaneSlot } from '../../features/consultation';
import { HealthChecksPanel } from '../../features/lab-tests';
import { MedicationListPanel, useMedicationListCounter } from '../../features/medication-list';
import { RecordHistoryPanel, useRecordEntriesCounter } from '../../features/record-history';
import { RecordPane } from '../../features/record-pane';
import { SelfAssessmentsPanel } from '../../features/self-assessments';
import {
  ActivityDiaryPanel,
  SituationAnalysisPanel,
  TreatmentProgrammeOverviewPanel,
} from '../../features/treatment-programmes';
import { UpcomingAppointmentsPanel, useUpcomingAppointmentsCounter } from '../../features/upcoming-appointments';
import { useVaccinationCounter, VaccinationListPanel } from '../../features/vaccinations';
import type { TabPanel, TabPanels } from '../../lib/record-pane/tab-panels';

const recordHistory: TabPanel = { Panel: RecordHistoryPanel, useCounter: useRecordEntriesCounter };

/**
 * The other features' panels in the record pane, one line per tab (the pane adds its own: symptoms, patient,
 * documents). A tab the domain gives a clinician but nobody has built a panel for is not shown.
 */
export const RECORD_PANE_TABS: TabPanels = {
  'upcoming-appointments': { Panel: UpcomingAppointmentsPanel, useCounter: useUpcomingAppointmentsCounter },
  // The record history: the medical-records tab and its history child, whichever the market names it.
  'medical-records': recordHistory,
  'medical-record-entries': recordHistory,
  'consultation-history': recordHistory,
  'health-check': { Panel: HealthChecksPanel },
  'self-assessment': { Panel: SelfAssessmentsPanel },
  'medication-list': { Panel: MedicationListPanel, useCounter: useMedicationListCounter },
  'vaccination-list': { Panel: VaccinationListPanel, useCounter: useVaccinationCounter },
  overview: { Panel: TreatmentProgrammeOverviewPanel },
  'activity-diary': { Panel: ActivityDiaryPanel },
  'situation-analysis': { Panel: SituationAnalysisPanel },
};

/** The record pane with the app's panels: what the consultation layout's pane slot loads, as a chunk of its own. */
export function RecordPaneWithTabs(slot: RecordPaneSlot) {
  return <RecordPane {...slot} panels={RECORD_PANE_TABS} />;
}
