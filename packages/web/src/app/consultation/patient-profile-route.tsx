import { PatientProfilePage } from '../../features/consultation';
import { renderActionBody } from './action-body-slot';
import { renderRecordPane } from './record-pane-slot';

/** /patient-profile/$patientId, composed: the meetingless consultation shell with the record pane and action panels. */
export function PatientProfileRoute() {
  return <PatientProfilePage renderRecordPane={renderRecordPane} renderActionBody={renderActionBody} />;
}
