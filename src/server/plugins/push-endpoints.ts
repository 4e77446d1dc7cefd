import { CODED, type CodedMessage } from '../../shared/coded-messages.ts';

/**
 * Where the server may post pushes (no server-side request forgery, decision 160): the browser
 * vendors' push services over https on the default port, plus the hosts an operator lists in
 * PUSH_ENDPOINT_HOSTS (`host` for any port, `host:port` for one), which may also use http (a
 * self-hosted push service on the venue network, the test suite's fake one).
 */
const VENDOR_HOSTS = new Set([
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera, Samsung Internet
  'android.googleapis.com',
  'updates.push.services.mozilla.com', // Firefox
  'push.services.mozilla.com',
  'web.push.apple.com', // Safari, iOS home-screen apps
]);
/** Windows Notification Service (Edge) and Apple use numbered hosts under these names. */
const VENDOR_SUFFIXES = ['.notify.windows.com', '.push.apple.com'];

function isVendorHost(hostname: string): boolean {
  return VENDOR_HOSTS.has(hostname) || VENDOR_SUFFIXES.some((suffix) => hostname.endsWith(suffix));
}

function isListed(url: URL, extraHosts: readonly string[]): boolean {
  const defaultPort = url.protocol === 'https:' ? '443' : '80';
  const hostPort = `${url.hostname}:${url.port || defaultPort}`;
  return extraHosts.some(
    (entry) => entry === url.hostname || entry === hostPort || entry === url.host,
  );
}

/** Why the server will not post to this endpoint, or null when it may. */
export function pushEndpointProblem(
  endpoint: string,
  extraHosts: readonly string[],
): CodedMessage | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return CODED.push.endpointInvalid;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return CODED.push.endpointNotHttps;
  if (url.username || url.password) return CODED.push.endpointNotAllowed;
  const listed = isListed(url, extraHosts);
  if (url.protocol === 'http:' && !listed) return CODED.push.endpointNotHttps;
  if (listed) return null;
  if (url.port === '' && isVendorHost(url.hostname.toLowerCase())) return null;
  return CODED.push.endpointNotAllowed;
}
