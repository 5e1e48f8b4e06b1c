import { desc, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { clinicians, verificationEvents } from '../platform/db/schema';

/** The patient's latest verification event with the verifying clinician's name, or null. */
export async function findLatestVerification(db: Db, userId: string) {
  const [row] = await db
    .select({ event: verificationEvents, clinicianName: clinicians.name })
    .from(verificationEvents)
    .innerJoin(clinicians, eq(clinicians.id, verificationEvents.verifyingClinicianId))
    .where(eq(verificationEvents.userId, userId))
    // A patient can be checked twice in one instant only in a test; the id breaks the tie the same way every time.
    .orderBy(desc(verificationEvents.checkTime), desc(verificationEvents.id))
    .limit(1);
  return row ?? null;
}
