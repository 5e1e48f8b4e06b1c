import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { patients } from './patients';

export const recordsSystemAccessWarnings = pgTable(
  'records_system_access_warnings',
  {
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    code: text('code').notNull(),
  },
  (table) => [primaryKey({ columns: [table.patientId, table.code] })],
);

export const embeddedFaults = pgTable('embedded_faults', {
  system: text('system').primaryKey(),
  fault: text('fault'),
  setAt: tstz('set_at').notNull().defaultNow(),
});
