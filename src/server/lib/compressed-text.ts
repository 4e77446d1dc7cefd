import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { boundedMemo } from './bounded-memo.ts';

type Encoding = 'br' | 'gzip';

/** Below this a compressed body saves less than its headers and the work cost. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A text's bytes, as is (`identity`) and in each encoding it has been compressed to, kept as long
 * as the object that owns it. Sent as bytes, a large text is not measured and encoded again on
 * every answer (decision 273).
 */
const forms = new WeakMap<object, Partial<Record<Encoding | 'identity', Buffer>>>();

/** Accept-Encoding values seen, with the encoding each picks: browsers send a handful. */
const encodingFor = boundedMemo(chooseEncoding, 64);

/** Brotli when the client takes it, else gzip, else none (`;q=0` refuses an encoding). */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  return header ? encodingFor(String(header)) : null;
}

function chooseEncoding(header: string): Encoding | null {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Encodes once per owner and form; compression at a fast setting, as it runs on the request path. */
function textBytes(owner: object, text: string, encoding: Encoding | 'identity'): Buffer {
  let owned = forms.get(owner);
  if (!owned) forms.set(owner, (owned = {}));
  owned[encoding] ??=
    encoding === 'identity'
      ? Buffer.from(text)
      : encoding === 'br'
        ? brotliCompressSync(text, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: text.length,
            },
          })
        : gzipSync(text, { level: 6 });
  return owned[encoding];
}

/** Adds Accept-Encoding to what the answer varies by, keeping what the caller named (a page's language). */
export function varyByEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (typeof vary === 'string' && /\baccept-encoding\b/i.test(vary)) return;
  reply.header(
    'vary',
    typeof vary === 'string' && vary ? `${vary}, accept-encoding` : 'accept-encoding',
  );
}

/**
 * Sends `text`, compressed for a client that accepts it when it is large enough to be worth it;
 * each form is made once and kept as long as `owner`.
 */
export function sendOwnedText(
  request: FastifyRequest,
  reply: FastifyReply,
  owner: object,
  text: string,
): FastifyReply {
  if (text.length < COMPRESS_FROM_BYTES) return reply.send(text);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(textBytes(owner, text, 'identity'));
  return reply.header('content-encoding', encoding).send(textBytes(owner, text, encoding));
}
