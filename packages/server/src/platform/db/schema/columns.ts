/** Column helpers shared by the schema files; the barrel does not re-export them, as they are not tables. */
import { customType, timestamp } from 'drizzle-orm/pg-core';

export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** When the row was written; the database fills it in when the insert leaves it out. */
export const createdAt = () => tstz('created_at').notNull().defaultNow();

/** Image bytes: node-postgres reads bytea as a Buffer, PGlite as a Uint8Array; both write a Buffer. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
