import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImage: string;
    postgresTemplate: string;
    /** Why the race tests cannot run (no PostgreSQL answered), or '' when they can. */
    racesSkipped: string;
  }
}

/**
 * Migrates once per run: a PGlite data-directory image for the embedded engine, or a template
 * database on PostgreSQL. Each test file then starts from a copy (see test-database.ts).
 */
export default async function setup(project: TestProject) {
  project.provide('racesSkipped', '');
  // `test.env` reaches the workers only; the project's config says which engine this run is.
  if (project.config.env?.TEST_ENGINE === 'postgres') {
    const url = project.config.env.TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is needed for the PostgreSQL suite');
    const template = `tc_template_${project.name.replaceAll('-', '_')}_${process.pid}`;
    const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    try {
      await admin.connect();
    } catch (error) {
      const problem = `no PostgreSQL answered at ${url} (${(error as Error).message})`;
      // Race tests need a real server; CI has one, so there its absence is a failure.
      if (project.config.env.TEST_RACES !== 'true' || process.env.CI === 'true') {
        throw new Error(`${project.name}: ${problem}. Start PostgreSQL or set TEST_DATABASE_URL.`);
      }
      console.warn(
        `Race tests skipped: ${problem}. Start PostgreSQL or set TEST_DATABASE_URL to run them.`,
      );
      project.provide('racesSkipped', problem);
      project.provide('postgresTemplate', '');
      project.provide('pgliteImage', '');
      return;
    }
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const templateUrl = withDatabase(url, template);
    const database = openPostgres(templateUrl, 1);
    await migrateDatabase(database, templateUrl);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteImage', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`).catch(() => undefined);
      await admin.end();
    };
  }

  const pglite = await PGlite.create();
  const database = openPglite(pglite);
  await migrateDatabase(database);
  const image = await pglite.dumpDataDir('none');
  await pglite.close();
  const dir = join(process.cwd(), '.vitest');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `pglite-image-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImage', path);
  project.provide('postgresTemplate', '');
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
