import type { Favourite, Prescription } from '@konsult/domain';
import type { FavouriteRow, PrescriptionRow } from './repo';

export function toPrescription(row: PrescriptionRow): Prescription {
  return {
    id: row.id,
    meetingId: row.meetingId,
    patientId: row.patientId,
    prescriberName: row.prescriberName,
    prescribedAt: row.createdAt.getTime(),
    product: row.product,
    ...row.card,
    acknowledgedWarnings: row.acknowledgedWarnings,
    status: row.status,
    statusAt: row.statusAt.getTime(),
    cancellation: row.cancellation,
  };
}

export function toFavourite(row: FavouriteRow): Favourite {
  return {
    id: row.id,
    name: row.name,
    product: row.product,
    card: row.card,
    tags: row.tags,
    updatedAt: row.updatedAt.getTime(),
  };
}
