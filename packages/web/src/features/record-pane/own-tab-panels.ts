import type { TabPanels } from '../../lib/record-pane/tab-panels';
import { healthObservationsQueryOptions } from './api/use-health-observations';
import { patientWarningsQueryOptions, prorenataWarningsQueryOptions } from './api/use-patient-warnings';
import { DocumentsPanel } from './documents/documents-panel';
import { VitalityBookingPanel } from './insurer/booking-panel';
import { InsuranceClaimDetailsPanel } from './insurer/insurance-claim-details-panel';
import { VitalityInsuranceDetailsPanel } from './insurer/insurance-details-panel';
import { VitalityPersonalDetailsPanel } from './insurer/personal-details-panel';
import { VitalityVitalsPanel } from './insurer/vitals-panel';
import { PatientTab } from './patient/patient-tab';
import { SymptomsPanel } from './symptoms/symptoms-panel';

/** The panels this feature builds itself; the other features' panels come from the app (app/record-pane). */
export const OWN_TAB_PANELS: TabPanels = {
  symptoms: { Panel: SymptomsPanel },
  patient: {
    Panel: PatientTab,
    prefetch: (queryClient, { patientId, me }) => {
      void queryClient.prefetchQuery(patientWarningsQueryOptions(patientId));
      void queryClient.prefetchQuery(healthObservationsQueryOptions(patientId));
      if (me.pool.prorenata) void queryClient.prefetchQuery(prorenataWarningsQueryOptions(patientId));
    },
  },
  documents: { Panel: DocumentsPanel },
  'vitality-insurance-details': { Panel: VitalityInsuranceDetailsPanel },
  'vitality-personal-details': { Panel: VitalityPersonalDetailsPanel },
  'vitality-vitals': { Panel: VitalityVitalsPanel },
  'insurance-claim-details': { Panel: InsuranceClaimDetailsPanel },
  'vitality-booking': { Panel: VitalityBookingPanel },
};
