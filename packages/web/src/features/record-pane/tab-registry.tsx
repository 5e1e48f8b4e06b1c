import type { LeftbarTab, Meeting } from '@konsult/domain';
import type { ComponentType } from 'react';
import { MedicationListPanel, useMedicationListCounter } from '../medication-list';
import { HealthChecksPanel } from '../health-checks';
import { RecordHistoryPanel, useRecordEntriesCounter } from '../record-history';
import { SelfAssessmentsPanel } from '../self-assessments';
import { UpcomingAppointmentsPanel, useUpcomingAppointmentsCounter } from '../upcoming-appointments';
import { useVaccinationCounter, VaccinationListPanel } from '../vaccination-list';
import { DocumentsPanel } from './documents/documents-panel';
import { PatientTab } from './patient/patient-tab';
import { SymptomsPanel } from './symptoms/symptoms-panel';

/** What every record-pane tab panel (and its counter hook) receives. `meeting` is null in the meetingless view. */
export type TabPanelProps = { patientId: string; meeting: Meeting | null };

/** A tab's counter badge: a spinner while loading, a warning icon on error, the count, or '?' when unknowable. */
export type TabCounter =
  { state: 'loading' } | { state: 'error' } | { state: 'ready'; count: number } | { state: 'unknown' };

/**
 * Panels per tab. A tab without an entry shows an honest "arrives in a later release" empty state.
 * Other features register their panels here with one-line entries.
 */
export const TAB_PANELS: Partial<Record<LeftbarTab, ComponentType<TabPanelProps>>> = {
  symptoms: SymptomsPanel,
  patient: PatientTab,
  documents: DocumentsPanel,
  'upcoming-appointments': UpcomingAppointmentsPanel,
  // The record history: the medical-records tab and its history child, whichever the market names it.
  'medical-records': RecordHistoryPanel,
  'medical-record-entries': RecordHistoryPanel,
  'consultation-history': RecordHistoryPanel,
  'health-check': HealthChecksPanel,
  'self-assessment': SelfAssessmentsPanel,
  'medication-list': MedicationListPanel,
  'vaccination-list': VaccinationListPanel,
};

/**
 * Counter hooks per tab. Each entry is a React hook: the pane calls it unconditionally, once per
 * render, for every tab it shows (the set of tabs is fixed for a given clinician and meeting).
 */
export const TAB_COUNTERS: Partial<Record<LeftbarTab, (props: TabPanelProps) => TabCounter>> = {
  'upcoming-appointments': useUpcomingAppointmentsCounter,
  'medical-records': useRecordEntriesCounter,
  'medical-record-entries': useRecordEntriesCounter,
  'consultation-history': useRecordEntriesCounter,
  'medication-list': useMedicationListCounter,
  'vaccination-list': useVaccinationCounter,
};
