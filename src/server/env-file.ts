import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

type Environment = Record<string, string | undefined>;

/**
 * The settings the server starts with: `.env` in the working directory (if there is one) under
 * the real environment. A variable present in the environment wins over the file even when it
 * is empty, as with Node's own --env-file; config.ts then reads an empty value as unset.
 * Nothing is written to process.env, so config.ts stays the only reader of settings.
 */
export function environmentWithEnvFile(environment: Environment, envFile: string): Environment {
  if (!existsSync(envFile)) return { ...environment };
  const fromFile = parseEnv(readFileSync(envFile, 'utf8'));
  return { ...fromFile, ...environment };
}
