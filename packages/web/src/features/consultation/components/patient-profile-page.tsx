import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ActionSlot } from './action-panel';
import { ConsultationLayout } from './consultation-layout';
import { PatientProfileHeader } from './patient-profile-header';
import type { RenderRecordPane } from './record-pane';
import { KnownSearchOnly } from './unknown-search-page';

const patientProfileRoute = getRouteApi('/authenticated/patient-profile/$patientId');

/** /patient-profile/$patientId — the meetingless view (seed 002 §2): the record without a meeting. */
export function PatientProfilePage({
  notice,
  renderRecordPane,
  actions,
}: {
  /** A banner above the record (emergency access in force). */
  notice?: ReactNode;
  renderRecordPane: RenderRecordPane;
  /** The actions offered outside a meeting (message, document), acting in a meeting the app finds for them. */
  actions?: ActionSlot;
}) {
  const { patientId } = patientProfileRoute.useParams();
  return (
    <KnownSearchOnly>
      <ConsultationLayout
        header={<PatientProfileHeader patientId={patientId} />}
        notice={notice}
        collapsiblePane={false}
        patientId={patientId}
        meeting={null}
        renderRecordPane={renderRecordPane}
        actions={actions}
      />
    </KnownSearchOnly>
  );
}
