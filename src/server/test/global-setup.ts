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
  }
}

/**
 * Migrates once per run: a PGlite data-directory image for the embedded engine, or a template
 * database on PostgreSQL. Each test file then starts from a copy (see test-database.ts).
 */
export default async function setup(project: TestProject) {
  // `test.env` reaches the workers only; the project's config says which engine this run is.
  if (project.config.env?.TEST_ENGINE === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is needed for the PostgreSQL suite');
    const template = `tc_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
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
