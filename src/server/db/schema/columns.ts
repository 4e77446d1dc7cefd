import { customType, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer and PGlite a Uint8Array: both are read as plain bytes.
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});
