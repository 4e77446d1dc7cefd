import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, describeDatabase, loadConfig, SERVER_SETTINGS } from './config.ts';
import { environmentWithEnvFile } from './env-file.ts';

/** A VAPID pair as `npx web-push generate-vapid-keys` prints it (shapes only matter here). */
const VAPID = { publicKey: `B${'x'.repeat(86)}`, privateKey: 'y'.repeat(43) };

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`no ConfigError for ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('reads an empty (or blank) value as unset: every setting takes its default', () => {
    const empty = Object.fromEntries(SERVER_SETTINGS.map((name, i) => [name, i % 2 ? '' : '  ']));
    expect(loadConfig(empty)).toEqual(loadConfig({}));
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      admin: undefined,
      demoData: true,
      openai: { apiKey: undefined, baseUrl: undefined },
      trustProxy: false,
      production: false,
      logLevel: 'info',
      publicUrl: 'http://localhost:3000',
    });
  });

  it('reads every setting it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '10.0.0.5',
      DATA_DIR: '/srv/pitcrew',
      DATABASE_URL: 'postgres://app:secret@db.internal:5433/tournament',
      ADMIN_USERNAME: ' organiser ',
      ADMIN_PASSWORD: 'a long password',
      DEMO_DATA: 'yes',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1',
      PERPLEXITY_API_KEY: 'pplx-test',
      PERPLEXITY_BASE_URL: 'https://api.perplexity.ai',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: '/srv/client',
      PUBLIC_URL: 'https://pitcrew.example.org/',
      VAPID_PUBLIC_KEY: VAPID.publicKey,
      VAPID_PRIVATE_KEY: VAPID.privateKey,
      VAPID_SUBJECT: 'mailto:organiser@example.org',
      PUSH_ENDPOINT_HOSTS: 'Push.Venue.example, 10.0.0.9:8443',
    });
    expect(config).toEqual({
      port: 8080,
      host: '10.0.0.5',
      dataDir: '/srv/pitcrew',
      databaseUrl: 'postgres://app:secret@db.internal:5433/tournament',
      admin: { username: 'organiser', password: 'a long password' },
      demoData: true,
      openai: { apiKey: 'sk-test', baseUrl: 'http://127.0.0.1:9999/v1' },
      perplexity: { apiKey: 'pplx-test', baseUrl: 'https://api.perplexity.ai' },
      trustProxy: '127.0.0.1,10.0.0.0/8',
      production: true,
      logLevel: 'warn',
      clientDir: '/srv/client',
      publicUrl: 'https://pitcrew.example.org',
      push: {
        vapidKeys: VAPID,
        subject: 'mailto:organiser@example.org',
        extraHosts: ['push.venue.example', '10.0.0.9:8443'],
      },
    });
  });

  it('reads no push settings as: keys from the database, the vendors’ push services only', () => {
    expect(loadConfig({}).push).toEqual({
      vapidKeys: undefined,
      subject: undefined,
      extraHosts: [],
    });
  });

  it('builds the public address from HOST and PORT, never from a wildcard address', () => {
    expect(loadConfig({ HOST: '::', PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ HOST: '192.168.1.20' }).publicUrl).toBe('http://192.168.1.20:3000');
    expect(loadConfig({ HOST: 'fd00::1' }).publicUrl).toBe('http://[fd00::1]:3000');
  });

  it('keeps demo data off PostgreSQL unless asked, and is silent in tests', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x', DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
    // A production start is a real event: empty unless asked (decision 261).
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'yes' }).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
  });

  it.each([
    [
      { VAPID_PUBLIC_KEY: VAPID.publicKey },
      'Invalid VAPID_PRIVATE_KEY: got nothing; want a key, since VAPID_PUBLIC_KEY is set (set both or neither).',
    ],
    [
      { VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: VAPID.privateKey },
      'Invalid VAPID_PUBLIC_KEY: got "short"; want a P-256 public key as 87 base64url characters (npx web-push generate-vapid-keys).',
    ],
    [
      { VAPID_SUBJECT: 'organiser@example.org' },
      'Invalid VAPID_SUBJECT: got "organiser@example.org"; want a mailto: or https:// address.',
    ],
    [
      { PUSH_ENDPOINT_HOSTS: 'https://push.example/x' },
      'Invalid PUSH_ENDPOINT_HOSTS: got "https://push.example/x"; want host names or host:port pairs, comma-separated.',
    ],
    [{ PORT: 'abc' }, 'Invalid PORT: got "abc"; want a whole number from 0 to 65535.'],
    [{ PORT: '70000' }, 'Invalid PORT: got "70000"; want a whole number from 0 to 65535.'],
    [
      { DATABASE_URL: 'mysql://root:hunter22@db/x' },
      'Invalid DATABASE_URL: got "mysql://root:***@db/x"; want a PostgreSQL URL like postgres://user:password@host:5432/database.',
    ],
    [
      { DATABASE_URL: 'not a url' },
      'Invalid DATABASE_URL: got "not a url"; want a PostgreSQL URL like postgres://user:password@host:5432/database.',
    ],
    [
      { ADMIN_USERNAME: 'organiser' },
      'Invalid ADMIN_PASSWORD: got nothing; want a password, since ADMIN_USERNAME is set (set both or neither).',
    ],
    [
      { ADMIN_PASSWORD: 'long enough' },
      'Invalid ADMIN_USERNAME: got nothing; want a username, since ADMIN_PASSWORD is set (set both or neither).',
    ],
    [
      { ADMIN_USERNAME: 'organiser', ADMIN_PASSWORD: 'short' },
      'Invalid ADMIN_PASSWORD: got 5 characters; want at least 8 characters.',
    ],
    [
      { ADMIN_USERNAME: 'x'.repeat(101), ADMIN_PASSWORD: 'long enough' },
      'Invalid ADMIN_USERNAME: got 101 characters; want at most 100 characters.',
    ],
    [
      { DEMO_DATA: 'maybe' },
      'Invalid DEMO_DATA: got "maybe"; want true or false (also 1/0, yes/no).',
    ],
    [
      { OPENAI_BASE_URL: 'ftp://models' },
      'Invalid OPENAI_BASE_URL: got "ftp://models"; want an http:// or https:// URL.',
    ],
    [
      { PERPLEXITY_BASE_URL: 'perplexity' },
      'Invalid PERPLEXITY_BASE_URL: got "perplexity"; want an http:// or https:// URL.',
    ],
    [
      { TRUST_PROXY: 'nginx' },
      'Invalid TRUST_PROXY: got "nginx"; want true, false, or comma-separated proxy addresses/CIDR ranges (or loopback, linklocal, uniquelocal).',
    ],
    [
      { TRUST_PROXY: '10.0.0.0/33' },
      'Invalid TRUST_PROXY: got "10.0.0.0/33"; want true, false, or comma-separated proxy addresses/CIDR ranges (or loopback, linklocal, uniquelocal).',
    ],
    [
      { NODE_ENV: 'staging' },
      'Invalid NODE_ENV: got "staging"; want one of development, production, test.',
    ],
    [
      { LOG_LEVEL: 'verbose' },
      'Invalid LOG_LEVEL: got "verbose"; want one of fatal, error, warn, info, debug, trace, silent.',
    ],
    [
      { PUBLIC_URL: 'pitcrew.example.org' },
      'Invalid PUBLIC_URL: got "pitcrew.example.org"; want the address people open, like https://pitcrew.example.org (no path).',
    ],
    [
      { PUBLIC_URL: 'https://pitcrew.example.org/app' },
      'Invalid PUBLIC_URL: got "https://pitcrew.example.org/app"; want the address people open, like https://pitcrew.example.org (no path).',
    ],
  ])(
    'refuses %j with one line naming the variable, what it got and what it wants',
    (env, message) => {
      const error = configError(env);
      expect(error.message).toBe(message);
      expect(error.message).not.toContain('\n');
    },
  );

  it('never echoes a secret it refuses', () => {
    const error = configError({ ADMIN_USERNAME: 'organiser', ADMIN_PASSWORD: 'hunter2' });
    expect(error.message).not.toContain('hunter2');
  });
});

describe('describeDatabase', () => {
  it('names the PostgreSQL host, port and database, never the password', () => {
    const label = describeDatabase({
      databaseUrl: 'postgres://app:s3cret-pw@db.internal:5433/tournament',
      dataDir: './data',
    });
    expect(label).toBe('PostgreSQL database "tournament" on db.internal:5433');
  });

  it('names the embedded data directory as an absolute path', () => {
    expect(describeDatabase({ dataDir: './data' })).toBe(
      `embedded PGlite database in ${resolve('./data')}`,
    );
  });
});

describe('environmentWithEnvFile', () => {
  const envFile = (content: string) => {
    const file = join(mkdtempSync(join(tmpdir(), 'pitcrew-env-')), '.env');
    writeFileSync(file, content);
    return file;
  };

  it('reads the file (comments, quotes, export) under the real environment, which wins', () => {
    const file = envFile(
      '# settings\nPORT=4000\nHOST="127.0.0.1"\nexport LOG_LEVEL=debug\nDATA_DIR=/from/file\n',
    );
    const merged = environmentWithEnvFile({ PORT: '5000', OTHER: 'kept' }, file);
    expect(merged).toMatchObject({
      PORT: '5000',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'debug',
      DATA_DIR: '/from/file',
      OTHER: 'kept',
    });
    expect(loadConfig(merged)).toMatchObject({
      port: 5000,
      host: '127.0.0.1',
      logLevel: 'debug',
      dataDir: '/from/file',
    });
  });

  it('lets a variable set empty in the environment win too, and then it means unset', () => {
    const file = envFile('DATABASE_URL=postgres://file-db/x\n');
    const merged = environmentWithEnvFile({ DATABASE_URL: '' }, file);
    expect(loadConfig(merged).databaseUrl).toBeUndefined();
  });

  it('is the environment alone when there is no file', () => {
    expect(environmentWithEnvFile({ PORT: '1' }, join(tmpdir(), 'no-such-dir', '.env'))).toEqual({
      PORT: '1',
    });
  });
});

describe('.env.example', () => {
  const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
  const source = readFileSync(new URL('./config.ts', import.meta.url), 'utf8');
  const readByConfig = new Set(
    [...source.matchAll(/(?:read|parse)\('([A-Z_]+)'/g)].map(([, name]) => name),
  );
  const documented = new Set(
    [...example.matchAll(/^#? ?([A-Z][A-Z_]+)=/gm)].map(([, name]) => name),
  );
  it('documents every variable config.ts reads, and only those', () => {
    expect([...readByConfig].sort()).toEqual([...SERVER_SETTINGS].sort());
    expect([...documented].sort()).toEqual([...SERVER_SETTINGS].sort());
  });

  it('starts as it is when copied to .env', () => {
    expect(() => loadConfig(parseEnv(example))).not.toThrow();
  });
});
