import type { PatientSearchHit } from '@konsult/domain';
import { useState } from 'react';
import { AccessLogPage, ShowAccessLogButton } from '../../features/access-log';
import { PatientSearch } from '../../features/patient-search';

/** The auditor's home: the access-log screen, its first step the same patient search clinicians use. */
export function AuditorHome() {
  const [patient, setPatient] = useState<PatientSearchHit | null>(null);
  return (
    <AccessLogPage
      patient={patient}
      patientSearch={
        <PatientSearch renderHitActions={(hit) => <ShowAccessLogButton onClick={() => setPatient(hit)} />} />
      }
    />
  );
}
