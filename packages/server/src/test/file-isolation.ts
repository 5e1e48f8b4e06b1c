import { inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '../platform/db/database';
import { patients } from '../platform/db/schema';
import { useDatabase } from './file-app';
import { copySeededDatabase } from './test-database';

/** One patient per isolation file; each file inserts its own and must never see the other's. */
const PATIENT_OF = {
  a: 'f11e0000-0000-4000-8000-00000000000a',
  b: 'f11e0000-0000-4000-8000-00000000000b',
} as const;

const PATIENTS = Object.values(PATIENT_OF);

async function presentOf(database: Database): Promise<string[]> {
  const rows = await database.db.select({ id: patients.id }).from(patients).where(inArray(patients.id, PATIENTS));
  return rows.map((r) => r.id).sort();
}

/**
 * The stories of `file-isolation-a` and `-b`: whichever file runs second (or both, when they run at once) would
 * see the other's patient if test files shared a database, and a copy made after an insert would hold it if
 * copying wrote back to the run's seeded database.
 */
export function isolationStory(file: keyof typeof PATIENT_OF): void {
  const database = useDatabase(copySeededDatabase);

  it('starts from the demo data, with neither file’s patient in it', async () => {
    expect((await database.db.select({ id: patients.id }).from(patients)).length).toBeGreaterThan(10);
    expect(await presentOf(database)).toEqual([]);
  });

  it('sees the patient it inserts, and not the one the other file inserts into its own copy', async () => {
    await database.db.insert(patients).values({
      id: PATIENT_OF[file],
      country: 'SE',
      idNumber: '191212121212',
      givenName: 'Isolde',
      familyName: `File ${file.toUpperCase()}`,
      gender: 'female',
      dob: '1912-12-12',
      preferredLanguage: 'sv',
    });
    expect(await presentOf(database)).toEqual([PATIENT_OF[file]]);
  });

  it('leaves the seeded database untouched: a copy made now does not hold the insert', async () => {
    const later = await copySeededDatabase();
    try {
      expect(await presentOf(later)).toEqual([]);
    } finally {
      await later.close();
    }
  });
}
