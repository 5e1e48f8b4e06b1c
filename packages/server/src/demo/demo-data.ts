import { buildDemoHistory, type DemoHistoryEntry } from './demo-history';
import { buildDemoMeetings, type DemoMeeting } from './demo-meetings';
import { buildDemoChildren, buildDemoPatients, type DemoChild, type DemoPatient } from './demo-patients';
import {
  DEMO_AUDITORS,
  DEMO_CLINICIANS,
  DEMO_POOLS,
  type DemoClinician,
  type DemoPool,
  type DemoStaff,
} from './demo-pools-clinicians';
import { buildDemoRecordPane, type DemoRecordPane } from './demo-record-pane';

export {
  DEMO_IDS,
  DEMO_POOL_IDS,
  DEMO_USERNAMES,
  demoMeetingId,
  type DemoUsername,
  type MeetingSlot,
} from './demo-ids';
export type { DemoChild, DemoClinician, DemoHistoryEntry, DemoMeeting, DemoPatient, DemoPool, DemoStaff };

/** Every demo account's password. Demo accounts can sign in only in demo mode. */
export const DEMO_PASSWORD = 'konsult';

export type DemoData = {
  pools: DemoPool[];
  clinicians: DemoStaff[];
  patients: DemoPatient[];
  children: DemoChild[];
  meetings: DemoMeeting[];
  /** What the records system holds from before konsult, for every patient (issue 5). */
  recordHistory: DemoHistoryEntry[];
  /** Warnings, observations, overview, symptoms surveys and documents (issue 5). */
  recordPane: DemoRecordPane;
};

/**
 * The demo world laid out around `now`: pools and clinicians in five markets, their patients and
 * children, and each clinician's meetings today, ahead and in the past. Pure: the same `now` gives
 * the same rows, with the same ids.
 */
export function buildDemoData(now: Date): DemoData {
  const children = buildDemoChildren(now);
  const patients = buildDemoPatients(now);
  const meetings = buildDemoMeetings(now, DEMO_CLINICIANS, children);
  return {
    pools: [...DEMO_POOLS],
    clinicians: [...DEMO_CLINICIANS, ...DEMO_AUDITORS],
    patients,
    children,
    meetings,
    recordHistory: buildDemoHistory(now),
    recordPane: buildDemoRecordPane(now, patients, meetings),
  };
}
