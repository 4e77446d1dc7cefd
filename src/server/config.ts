import { resolve } from 'node:path';
import { parsePushConfig, type PushConfig } from './config-push.ts';
import { environmentWithEnvFile } from './env-file.ts';
import {
  ConfigError,
  describePostgres,
  parseChoice,
  parseDatabaseUrl,
  parseFlag,
  parseHttpUrl,
  parsePort,
  parsePublicUrl,
  parseTrustProxy,
} from './config-values.ts';

/**
 * The one place the server reads its settings (docs/decisions/115). An empty value means unset;
 * an invalid one throws a ConfigError whose message is a single line.
 */

export { ConfigError } from './config-values.ts';

const NODE_ENVS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const MIN_ADMIN_PASSWORD = 8;

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  admin?: { username: string; password: string };
  demoData: boolean;
  openai: { apiKey?: string; baseUrl?: string };
  perplexity: { apiKey?: string; baseUrl?: string };
  /** Fastify's trustProxy: true, the proxies' addresses (comma-separated), or false when unset. */
  trustProxy: boolean | string;
  production: boolean;
  logLevel: string;
  /** Where the built client lives (dist/client). */
  clientDir?: string;
  /**
   * The origin people open (PUBLIC_URL), for absolute links and calendar UIDs. Without it, built
   * from HOST and PORT: never from a request's Host header.
   */
  publicUrl: string;
  /** Web Push: VAPID keys and subject, extra push hosts (config-push.ts). */
  push: PushConfig;
}

type Environment = Record<string, string | undefined>;

function defaultPublicUrl(host: string, port: number): string {
  const wildcard = host === '0.0.0.0' || host === '::';
  const name = wildcard ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

function readAdmin(username: string | undefined, password: string | undefined): AppConfig['admin'] {
  if (!username && !password) return undefined;
  if (!username)
    throw new ConfigError(
      'ADMIN_USERNAME',
      'nothing',
      'a username, since ADMIN_PASSWORD is set (set both or neither)',
    );
  if (!password) {
    throw new ConfigError(
      'ADMIN_PASSWORD',
      'nothing',
      'a password, since ADMIN_USERNAME is set (set both or neither)',
    );
  }
  if (username.trim().length > 100) {
    throw new ConfigError(
      'ADMIN_USERNAME',
      `${username.trim().length} characters`,
      'at most 100 characters',
    );
  }
  if (password.length < MIN_ADMIN_PASSWORD) {
    throw new ConfigError(
      'ADMIN_PASSWORD',
      `${password.length} characters`,
      `at least ${MIN_ADMIN_PASSWORD} characters`,
    );
  }
  return { username: username.trim(), password };
}

/** Every variable the server reads; `loadConfig` reads no other. */
export const SERVER_SETTINGS = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'ADMIN_USERNAME',
  'ADMIN_PASSWORD',
  'DEMO_DATA',
  'OPENAI_API_KEY',
  'OPENAI_BASE_URL',
  'PERPLEXITY_API_KEY',
  'PERPLEXITY_BASE_URL',
  'TRUST_PROXY',
  'NODE_ENV',
  'LOG_LEVEL',
  'CLIENT_DIR',
  'PUBLIC_URL',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'VAPID_SUBJECT',
  'PUSH_ENDPOINT_HOSTS',
] as const;
type ServerSetting = (typeof SERVER_SETTINGS)[number];

/** Reads every setting from `env` (the process environment merged with .env by main). */
export function loadConfig(env: Environment = process.env): AppConfig {
  const read = (name: ServerSetting): string | undefined => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value;
  };
  const parse = <T>(
    name: ServerSetting,
    parser: (name: string, value: string) => T,
  ): T | undefined => {
    const value = read(name);
    return value === undefined ? undefined : parser(name, value);
  };

  const port = parse('PORT', parsePort) ?? 3000;
  const host = read('HOST')?.trim() ?? '0.0.0.0';
  const databaseUrl = parse('DATABASE_URL', parseDatabaseUrl);
  const nodeEnv =
    parse('NODE_ENV', (name, value) => parseChoice(name, value, NODE_ENVS)) ?? 'development';
  const logLevel = parse('LOG_LEVEL', (name, value) => parseChoice(name, value, LOG_LEVELS));
  return {
    port,
    host,
    dataDir: read('DATA_DIR') ?? './data',
    databaseUrl,
    admin: readAdmin(read('ADMIN_USERNAME'), read('ADMIN_PASSWORD')),
    // Demo data fills an empty embedded database by default, never PostgreSQL or a production
    // start unless asked: a real event starts empty (decision 261).
    demoData: parse('DEMO_DATA', parseFlag) ?? (!databaseUrl && nodeEnv !== 'production'),
    openai: { apiKey: read('OPENAI_API_KEY'), baseUrl: parse('OPENAI_BASE_URL', parseHttpUrl) },
    perplexity: {
      apiKey: read('PERPLEXITY_API_KEY'),
      baseUrl: parse('PERPLEXITY_BASE_URL', parseHttpUrl),
    },
    trustProxy: parse('TRUST_PROXY', parseTrustProxy) ?? false,
    production: nodeEnv === 'production',
    logLevel: logLevel ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    clientDir: read('CLIENT_DIR'),
    publicUrl: parse('PUBLIC_URL', parsePublicUrl) ?? defaultPublicUrl(host, port),
    push: parsePushConfig({
      VAPID_PUBLIC_KEY: read('VAPID_PUBLIC_KEY'),
      VAPID_PRIVATE_KEY: read('VAPID_PRIVATE_KEY'),
      VAPID_SUBJECT: read('VAPID_SUBJECT'),
      PUSH_ENDPOINT_HOSTS: read('PUSH_ENDPOINT_HOSTS'),
    }),
  };
}

/** The server's settings at start-up: the environment over `.env` in the working directory. */
export function loadStartupConfig(): AppConfig {
  return loadConfig(environmentWithEnvFile(process.env, resolve('.env')));
}

/** Which database the server uses, for the first log line: never the password. */
export function describeDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): string {
  return config.databaseUrl
    ? describePostgres(config.databaseUrl)
    : `embedded PGlite database in ${resolve(config.dataDir)}`;
}
