import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { patientId } from './references';

export const recordsSystemAccessWarnings = pgTable(
  'records_system_access_warnings',
  {
    patientId: patientId().notNull(),
    code: text('code').notNull(),
  },
  (table) => [primaryKey({ columns: [table.patientId, table.code] })],
);

export const embeddedFaults = pgTable('embedded_faults', {
  system: text('system').primaryKey(),
  fault: text('fault'),
  setAt: tstz('set_at').notNull().defaultNow(),
});
