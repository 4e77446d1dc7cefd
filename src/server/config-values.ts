import { isIP } from 'node:net';

/**
 * A setting the server cannot start with. Its message is one line: the variable, what it got
 * and what it wants. Secrets are described, never echoed.
 */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    got: string,
    want: string,
  ) {
    super(`Invalid ${variable}: got ${got}; want ${want}.`);
    this.name = 'ConfigError';
  }
}

const quoted = (value: string) => JSON.stringify(value);

export function parsePort(name: string, value: string): number {
  const port = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!(port >= 0 && port <= 65535))
    throw new ConfigError(name, quoted(value), 'a whole number from 0 to 65535');
  return port;
}

const FLAGS: Record<string, boolean> = {
  true: true,
  '1': true,
  yes: true,
  false: false,
  '0': false,
  no: false,
};

export function parseFlag(name: string, value: string): boolean {
  const flag = FLAGS[value.toLowerCase()];
  if (flag === undefined)
    throw new ConfigError(name, quoted(value), 'true or false (also 1/0, yes/no)');
  return flag;
}

export function parseChoice<T extends string>(
  name: string,
  value: string,
  choices: readonly T[],
): T {
  if (!(choices as readonly string[]).includes(value)) {
    throw new ConfigError(name, quoted(value), `one of ${choices.join(', ')}`);
  }
  return value as T;
}

function tryUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** An http(s) URL (a provider's API base). */
export function parseHttpUrl(name: string, value: string): string {
  const url = tryUrl(value);
  if (!url || !['http:', 'https:'].includes(url.protocol)) {
    throw new ConfigError(name, quoted(value), 'an http:// or https:// URL');
  }
  return value;
}

/** The address people open: an http(s) origin without path, query or credentials. */
export function parsePublicUrl(name: string, value: string): string {
  const url = tryUrl(value);
  const plain =
    url && !url.username && !url.password && !url.search && !url.hash && url.pathname === '/';
  if (!url || !['http:', 'https:'].includes(url.protocol) || !plain) {
    throw new ConfigError(
      name,
      quoted(value),
      'the address people open, like https://pitcrew.example.org (no path)',
    );
  }
  return url.origin;
}

/** The URL as it may be shown: its password replaced. */
function redactUrl(value: string): string {
  const url = tryUrl(value);
  if (!url?.password) return value;
  url.password = '***';
  return url.toString();
}

export function parseDatabaseUrl(name: string, value: string): string {
  const url = tryUrl(value);
  if (!url || !['postgres:', 'postgresql:'].includes(url.protocol)) {
    throw new ConfigError(
      name,
      quoted(redactUrl(value)),
      'a PostgreSQL URL like postgres://user:password@host:5432/database',
    );
  }
  return value;
}

/** Which PostgreSQL a URL points at, for the log: host, port and database, never the password. */
export function describePostgres(value: string): string {
  const url = new URL(value);
  const host = url.hostname || url.searchParams.get('host') || 'localhost';
  const database =
    decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username) || 'postgres';
  return `PostgreSQL database "${database}" on ${host}:${url.port || '5432'}`;
}

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(item: string): boolean {
  if (PROXY_KEYWORDS.has(item)) return true;
  const [address, bits, extra] = item.split('/');
  if (extra !== undefined || !isIP(address!)) return false;
  if (bits === undefined) return true;
  const max = isIP(address!) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/** Fastify's trustProxy: true, false, or the proxies' addresses. */
export function parseTrustProxy(name: string, value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  const items = value.split(',').map((item) => item.trim());
  if (items.every((item) => item && isAddressOrRange(item))) return items.join(',');
  throw new ConfigError(
    name,
    quoted(value),
    'true, false, or comma-separated proxy addresses/CIDR ranges (or loopback, linklocal, uniquelocal)',
  );
}
