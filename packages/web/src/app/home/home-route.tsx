import { lazy, Suspense } from 'react';
import { RecordAccessActions } from '../../features/emergency-access';
import { LabQueueLink } from '../../features/lab-referrals';
import { HomePage } from '../../features/meetings/components/home-page';
import { PatientSearch } from '../../features/patient-search';
import { PracticeTasksLink } from '../../features/uk-tasks';
import { useMe } from '../../lib/session/me-context';
import { RoutePending } from '../layout/route-states';

// Auditors are few: their screen is a chunk of its own, which clinicians never download.
const AuditorHome = lazy(() => import('./auditor-home').then((m) => ({ default: m.AuditorHome })));

/** "/": a clinician's meetings with a way to find any patient; an auditor, who has no meetings, the access log. */
export function HomeRoute() {
  const { role } = useMe();
  if (role === 'auditor') {
    return (
      <Suspense fallback={<RoutePending />}>
        <AuditorHome />
      </Suspense>
    );
  }
  return (
    <HomePage
      patientSearch={
        <>
          <LabQueueLink />
          <PracticeTasksLink />
          <PatientSearch renderHitActions={(hit) => <RecordAccessActions patientId={hit.id} ground={hit.ground} />} />
        </>
      }
    />
  );
}
