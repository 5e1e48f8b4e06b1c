import { buildDemoMeetings, type DemoMeeting } from './demo-meetings';
import { buildDemoChildren, buildDemoPatients, type DemoChild, type DemoPatient } from './demo-patients';
import { DEMO_CLINICIANS, DEMO_POOLS, type DemoClinician, type DemoPool } from './demo-pools-clinicians';

export {
  DEMO_IDS,
  DEMO_POOL_IDS,
  DEMO_USERNAMES,
  demoMeetingId,
  type DemoUsername,
  type MeetingSlot,
} from './demo-ids';
export type { DemoChild, DemoClinician, DemoMeeting, DemoPatient, DemoPool };

/** Every demo account's password. Demo accounts can sign in only in demo mode. */
export const DEMO_PASSWORD = 'konsult';

export type DemoData = {
  pools: DemoPool[];
  clinicians: DemoClinician[];
  patients: DemoPatient[];
  children: DemoChild[];
  meetings: DemoMeeting[];
};

/**
 * The demo world laid out around `now`: pools and clinicians in five markets, their patients and
 * children, and each clinician's meetings today, ahead and in the past. Pure: the same `now` gives
 * the same rows, with the same ids.
 */
export function buildDemoData(now: Date): DemoData {
  const children = buildDemoChildren(now);
  return {
    pools: [...DEMO_POOLS],
    clinicians: [...DEMO_CLINICIANS],
    patients: buildDemoPatients(now),
    children,
    meetings: buildDemoMeetings(now, DEMO_CLINICIANS, children),
  };
}
