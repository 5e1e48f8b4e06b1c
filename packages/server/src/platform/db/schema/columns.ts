/** Column helpers shared by the schema files; the barrel does not re-export them, as they are not tables. */
import { customType, timestamp } from 'drizzle-orm/pg-core';

export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Image bytes: node-postgres reads bytea as a Buffer, PGlite as a Uint8Array; both write a Buffer. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
