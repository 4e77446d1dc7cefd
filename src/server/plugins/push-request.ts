import http from 'node:http';
import https from 'node:https';
import webPush from 'web-push';
import type { StoredSubscription } from './push-subscriptions.repo.ts';

export interface PushDelivery {
  /** JSON text of the payload, encrypted for each subscription (RFC 8291, aes128gcm). */
  payload: string;
  /** Seconds a push service may hold the message for an offline browser. */
  ttl: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /**
   * The push's id as its Web Push Topic (RFC 8030 section 5.4, at most 32 base64url characters): a
   * push service holding an undelivered push of the same topic replaces it with this one.
   */
  topic?: string;
}

const MAX_RETRY_AFTER_MS = 60_000;

/** A push service's answer, or why none came (network error, timeout, a bad subscription). */
type PushAnswer = { status: number; retryAfter?: string } | { error: Error };

/** Encrypts one push for its subscription, signs it with VAPID and posts it to its push service. */
export async function requestPush(
  target: StoredSubscription,
  delivery: PushDelivery,
  vapid: { subject: string; publicKey: string; privateKey: string },
  agent: http.Agent,
  timeoutMs: number,
): Promise<PushAnswer> {
  try {
    const details = webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      delivery.payload,
      {
        vapidDetails: vapid,
        TTL: delivery.ttl,
        urgency: delivery.urgency,
        contentEncoding: 'aes128gcm',
        ...(delivery.topic ? { topic: delivery.topic } : {}),
      },
    );
    return await post(
      details.endpoint,
      details.headers as Record<string, string | number>,
      details.body,
      agent,
      timeoutMs,
    );
  } catch (error) {
    return { error: error as Error };
  }
}

/** Retry-After as seconds or an HTTP date, capped; undefined when absent or unreadable. */
export function retryAfterMs(value: string | undefined): number | undefined {
  if (!value || value.length > 40) return undefined;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - Date.now();
  if (!Number.isFinite(ms) || ms < 0) return undefined;
  return Math.min(ms, MAX_RETRY_AFTER_MS);
}

function post(
  endpoint: string,
  headers: Record<string, string | number>,
  body: Buffer | null,
  agent: http.Agent,
  timeoutMs: number,
): Promise<{ status: number; retryAfter?: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(endpoint);
    const request = (url.protocol === 'http:' ? http : https).request(
      url,
      { method: 'POST', headers, agent, timeout: timeoutMs },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'],
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}
