import type { Features, LeftbarTab, Me, Meeting, RecordPaneContext } from '@konsult/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { TabPanels } from '../../lib/record-pane/tab-panels';
import { clinicianFacts } from '../../lib/session/me-context';
import { patientOverviewQueryOptions } from './api/use-patient-overview';
import { surveyResponseQueryOptions } from './api/use-survey-response';
import { OWN_TAB_PANELS } from './own-tab-panels';
import { selectShownTab, shownTabs } from './tab-model';

/**
 * Issue 22: starts, before the pane renders, what it will ask for first: what decides its tabs (the meeting's claim
 * in the overview, the symptoms answers), every shown tab's counter and the open tab's panel. The tabs are worked out
 * as the pane will (the claim and symptoms tabs have neither counter nor prefetch, so assuming answers is enough).
 */
export function prefetchRecordPane(
  queryClient: QueryClient,
  panels: TabPanels,
  {
    me,
    features,
    meeting,
    patientId,
    leftbar,
  }: { me: Me; features: Features; meeting: Meeting | null; patientId: string; leftbar: LeftbarTab | undefined },
): void {
  void queryClient.prefetchQuery(patientOverviewQueryOptions(patientId, meeting?.id ?? null));
  if (meeting?.symptoms) void queryClient.prefetchQuery(surveyResponseQueryOptions(meeting.id));
  const all: TabPanels = { ...panels, ...OWN_TAB_PANELS };
  const context: RecordPaneContext = {
    clinician: clinicianFacts(me),
    features,
    meeting: meeting && {
      activityType: meeting.activityType,
      symptoms: meeting.symptoms ? { hasQuestions: true } : null,
      hasInsuranceClaim: false,
      hasInternalReferral: meeting.internalReferral !== null,
    },
  };
  const tabs = shownTabs(context, all);
  const props = { patientId, meeting, me };
  const counted = tabs.flatMap(({ tab, children }) => [tab, ...children]).filter((tab) => all[tab]?.useCounter);
  const selection = selectShownTab(context, tabs, leftbar);
  const open =
    selection && (selection.child ?? tabs.find((t) => t.tab === selection.top)?.children[0] ?? selection.top);
  for (const tab of new Set(open ? [...counted, open] : counted)) all[tab]?.prefetch?.(queryClient, props);
}
