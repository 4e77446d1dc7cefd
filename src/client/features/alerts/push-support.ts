/** What this browser can do about Web Push alerts. */
export type PushSupport =
  /** Service worker, PushManager and notifications: alerts can be turned on. */
  | 'supported'
  /** An iPhone or iPad browser: Web Push comes with the app added to the home screen. */
  | 'install'
  /** No Web Push at all (an old or locked-down browser). */
  | 'unsupported';

interface BrowserLike {
  navigator: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> & { serviceWorker?: unknown };
  PushManager?: unknown;
  Notification?: unknown;
}

/** iOS and iPadOS (which calls itself a Mac, but has a touch screen). */
function isAppleMobile(navigator: BrowserLike['navigator']): boolean {
  return (
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1)
  );
}

/**
 * Safari on iOS offers Web Push only to a web app opened from the home screen (iOS 16.4 and later):
 * there it has PushManager; in a browser tab it has none, so we say how to install instead.
 */
export function readPushSupport(
  browser: BrowserLike = globalThis as unknown as BrowserLike,
): PushSupport {
  const { navigator } = browser;
  if (
    'serviceWorker' in navigator &&
    browser.PushManager !== undefined &&
    browser.Notification !== undefined
  )
    return 'supported';
  return isAppleMobile(navigator) ? 'install' : 'unsupported';
}

/** `applicationServerKey` as bytes: the server serves it as base64url (RFC 8292). */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** True when a subscription was made with this server key (a replaced key needs a new one). */
export function sameKey(existing: ArrayBuffer | null | undefined, key: Uint8Array): boolean {
  if (!existing) return false;
  const bytes = new Uint8Array(existing);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}
