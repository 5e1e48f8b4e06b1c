import type { LabQueueItem, LabReferral, LabResultsBody, LabTestSite } from '@konsult/domain';
import type { LabDelivery } from '../integrations/lab/lab-portal';
import type { LabQueueItemJoined, LabReferralWithSite, LabTestSiteRow } from './repo';

export const toSite = (row: LabTestSiteRow): LabTestSite => ({
  id: row.id,
  name: row.name,
  address: row.address,
  active: row.active,
});

export function toReferral({ referral, site }: LabReferralWithSite): LabReferral {
  return {
    id: referral.id,
    meetingId: referral.meetingId,
    patientId: referral.patientId,
    referrerName: referral.referrerName,
    tests: referral.testCodes,
    labTestSite: toSite(site),
    commentToLab: referral.commentToLab,
    state: referral.state,
    sentAt: referral.sentAt.getTime(),
    resultsArrivedAt: referral.resultsArrivedAt?.getTime() ?? null,
    labTestId: referral.labTestId,
  };
}

export function toQueueItem({ item, patient, careFacility }: LabQueueItemJoined): LabQueueItem {
  return {
    id: item.id,
    meetingId: item.meetingId,
    patient: { id: patient.id, name: `${patient.givenName} ${patient.familyName}`, idNumber: patient.idNumber },
    careFacility,
    tests: item.testCodes,
    note: item.note,
    queuedByName: item.queuedByName,
    queuedAt: item.queuedAt.getTime(),
    doneAt: item.doneAt?.getTime() ?? null,
    doneByName: item.doneByName,
  };
}

/** A lab portal's results (the flat wire shape) as the health-check tab stores them: no value, no quantity. */
export function toLabDelivery(body: LabResultsBody): LabDelivery {
  return {
    referralId: body.referralId,
    reportedAt: new Date(body.reportedAt),
    results: body.results.map((result) => ({
      marker: { id: result.markerId, localizationKey: result.markerKey, categoryLocalizationKey: result.categoryKey },
      valueQuantity:
        result.value === null ? null : { value: result.value, comparator: result.comparator, unit: result.unit },
      referenceRange: result.low === null && result.high === null ? null : { low: result.low, high: result.high },
      dataMissingReason: result.dataMissingReason,
    })),
  };
}
