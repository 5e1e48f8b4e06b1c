import { getRouteApi } from '@tanstack/react-router';
import { EmergencyAccessBanner, RecordAccessGate } from '../../features/emergency-access';
import { PatientProfilePage } from '../../features/consultation';
import { actionSlot } from './action-body-slot';
import { renderRecordPane } from './record-pane-slot';

const patientProfileRoute = getRouteApi('/authenticated/patient-profile/$patientId');

/**
 * /patient-profile/$patientId, composed: the meetingless consultation shell with the record pane and action panels,
 * opened only on a ground (care relationship or emergency access, the latter under its banner).
 */
export function PatientProfileRoute() {
  const { patientId } = patientProfileRoute.useParams();
  return (
    <RecordAccessGate patientId={patientId}>
      {(access) => (
        <PatientProfilePage
          notice={access ? <EmergencyAccessBanner access={access} /> : undefined}
          renderRecordPane={renderRecordPane}
          actions={actionSlot}
        />
      )}
    </RecordAccessGate>
  );
}
