import { PatientProfilePage } from '../../features/consultation';
import { renderRecordPane } from './record-pane-slot';

/** /patient-profile/$patientId, composed: the meetingless consultation shell with the record pane in it. */
export function PatientProfileRoute() {
  return <PatientProfilePage renderRecordPane={renderRecordPane} />;
}
