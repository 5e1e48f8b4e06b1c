import type { HomeTestOrder } from '@konsult/domain';
import type { HomeTestOrderRow } from './repo';

/** A stored order as the wire shows it (seed 000 §3 "an existing order"). */
export function toHomeTestOrder(row: HomeTestOrderRow): HomeTestOrder {
  return {
    id: row.id,
    meetingId: row.meetingId,
    patientId: row.patientId,
    hometestType: row.hometestType,
    state: row.state,
    orderingClinicianId: row.orderingClinicianId,
    orderingClinicianName: row.orderingClinicianName,
    shippingAddress: row.shippingAddress,
    orderedAt: row.createdAt.getTime(),
  };
}
