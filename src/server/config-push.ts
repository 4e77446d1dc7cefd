import { isBase64Url } from '../shared/contract/push.ts';
import { ConfigError } from './config-values.ts';

/** Web Push settings (decisions 160 and 161); config.ts reads the variables. */
export interface PushConfig {
  /** VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY; unset: a pair generated once and kept in the database. */
  vapidKeys?: { publicKey: string; privateKey: string };
  /** VAPID_SUBJECT (mailto: or https:), the contact push services may write to. */
  subject?: string;
  /** PUSH_ENDPOINT_HOSTS: `host` (any port) or `host:port`, lower case, beside the vendors' services. */
  extraHosts: string[];
}

const quoted = (value: string) => JSON.stringify(value);
const MAX_HOSTS = 50;
const MAX_HOST_LENGTH = 260;

const isBase64UrlKey = (value: string, length: number) =>
  value.length === length && isBase64Url(value);

/** Checks the four push variables config.ts read (undefined when unset). */
export function parsePushConfig(values: {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  PUSH_ENDPOINT_HOSTS?: string;
}): PushConfig {
  const publicKey = values.VAPID_PUBLIC_KEY?.trim();
  const privateKey = values.VAPID_PRIVATE_KEY?.trim();
  if (publicKey && !privateKey)
    throw new ConfigError(
      'VAPID_PRIVATE_KEY',
      'nothing',
      'a key, since VAPID_PUBLIC_KEY is set (set both or neither)',
    );
  if (privateKey && !publicKey)
    throw new ConfigError(
      'VAPID_PUBLIC_KEY',
      'nothing',
      'a key, since VAPID_PRIVATE_KEY is set (set both or neither)',
    );
  if (publicKey && !isBase64UrlKey(publicKey, 87)) {
    throw new ConfigError(
      'VAPID_PUBLIC_KEY',
      quoted(publicKey),
      'a P-256 public key as 87 base64url characters (npx web-push generate-vapid-keys)',
    );
  }
  if (privateKey && !isBase64UrlKey(privateKey, 43)) {
    throw new ConfigError(
      'VAPID_PRIVATE_KEY',
      `${privateKey.length} characters`,
      'a P-256 private key as 43 base64url characters',
    );
  }
  const subject = values.VAPID_SUBJECT?.trim();
  if (subject && !subject.startsWith('mailto:') && !subject.startsWith('https://')) {
    throw new ConfigError('VAPID_SUBJECT', quoted(subject), 'a mailto: or https:// address');
  }
  return {
    vapidKeys: publicKey && privateKey ? { publicKey, privateKey } : undefined,
    subject,
    extraHosts: parsePushHosts(values.PUSH_ENDPOINT_HOSTS),
  };
}

/** `host` or `host:port` entries, comma-separated; a URL or a path is refused. */
function parsePushHosts(value: string | undefined): string[] {
  if (!value) return [];
  const entries = value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (entries.length > MAX_HOSTS)
    throw new ConfigError('PUSH_ENDPOINT_HOSTS', `${entries.length} hosts`, `at most ${MAX_HOSTS}`);
  for (const entry of entries) {
    let parsed: URL | undefined;
    try {
      parsed = entry.length <= MAX_HOST_LENGTH ? new URL(`https://${entry}`) : undefined;
    } catch {
      parsed = undefined;
    }
    if (
      !parsed ||
      parsed.host !== entry.replace(/:443$/, '') ||
      parsed.pathname !== '/' ||
      parsed.username
    ) {
      throw new ConfigError(
        'PUSH_ENDPOINT_HOSTS',
        quoted(entry),
        'host names or host:port pairs, comma-separated',
      );
    }
  }
  return entries;
}
