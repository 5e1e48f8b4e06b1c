import type { Db } from '../platform/db/database';
import { homeTestLabPatients, patients } from '../platform/db/schema';
import { demoPatientId } from './demo-ids';
import { eq } from 'drizzle-orm';

/**
 * The embedded lab portal's register for se.doctor's patients who are refused a home test (seed 000 §8; issue 18:
 * "demo patients that trigger each code"), so that each refusal can be seen in the wizard:
 * - Johan Bergström (0x102, tomorrow's meeting): a protected identity: patient_protected_identity;
 * - Lars Öberg (0x104, today's text meeting): no Labportalen account: missing_labportalen_user_guid;
 * - Astrid Lindqvist (0x101, today's revisit): the population register gave the portal no name: patient_missing_name.
 * already_ordered needs no flag: order the same COVID-19 kit twice. Everyone else is enrolled on first order.
 */
const FLAGGED: readonly { patient: number; flags: Partial<typeof homeTestLabPatients.$inferInsert> }[] = [
  { patient: 0x102, flags: { protectedIdentity: true, userGuid: null } },
  { patient: 0x104, flags: { userGuid: null } },
  { patient: 0x101, flags: { nameMissing: true, userGuid: 'a7c1e0f2-5b1d-4c39-9e57-2f0d6b8a1c44' } },
];

export async function seedDemoHomeTests(tx: Db): Promise<void> {
  for (const { patient, flags } of FLAGGED) {
    const [row] = await tx
      .select({ idNumber: patients.idNumber })
      .from(patients)
      .where(eq(patients.id, demoPatientId(patient)));
    if (!row) continue;
    await tx.insert(homeTestLabPatients).values({ idNumber: row.idNumber, ...flags });
  }
}
