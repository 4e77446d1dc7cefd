/**
 * The whole schema, one file per part of the app in schema/: spec section 3 entities plus
 * sessions, staff, team codes, consents, streams, the manual, drawings and what the server keeps
 * for itself. Constraints, not application checks, guard the invariants. drizzle-kit reads this
 * file (drizzle.config.ts); queries import their tables from here.
 */
export * from './schema/people.ts';
export * from './schema/event.ts';
export * from './schema/scheduling.ts';
export * from './schema/teams-together.ts';
export * from './schema/manual.ts';
export * from './schema/drawings.ts';
export * from './schema/platform.ts';
