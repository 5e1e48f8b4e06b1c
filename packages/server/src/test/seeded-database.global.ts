import type { TestProject } from 'vitest/node';
import { seedOnce } from './seeded-database';

/** Vitest global setup of the integration project: one seeded database per run, on the run's driver. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { seeded, remove } = await seedOnce(process.env.TEST_DATABASE_URL);
  project.provide('seededDatabase', seeded);
  return remove;
}
