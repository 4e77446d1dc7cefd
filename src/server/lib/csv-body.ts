import type { CodedMessage } from '../../shared/coded-messages.ts';
import { errorCodes, type FastifyInstance } from 'fastify';
import { workBudget } from '../../shared/work-turns.ts';
import { badRequest } from '../http-errors.ts';

/** Bytes decoded between two checkpoints (a fraction of a millisecond's work). */
const DECODE_SLICE_BYTES = 64 * 1024;

/**
 * `text/csv` request bodies, decoded as UTF-8 as they arrive, a slice at a time within the turns
 * every heavy worker shares (decisions 231 and 247). Read as a stream, not joined into one
 * buffer first: fourteen 4 MB uploads ending in the same turn cost 80 ms of copying that way. The
 * parser counts the bytes itself (a stream parser gets no `bodyLimit` from Fastify): past the
 * limit, or announced past it, a 413. A file that is not UTF-8 is a 400 with `notUtf8`. The
 * route's reader checks each field it keeps with the shared text rules, so these routes set
 * `config.textCheckedByRoute` and the app-wide check (plugins/input-safety.ts) does not scan the
 * whole file once more in one go.
 */
export function registerCsvBody(
  app: FastifyInstance,
  { bodyLimit, notUtf8 }: { bodyLimit: number; notUtf8: CodedMessage },
) {
  app.addContentTypeParser(
    'text/csv',
    async (
      request: { headers: Record<string, string | string[] | undefined> },
      payload: AsyncIterable<Buffer | string>,
    ) => {
      const announced = Number(request.headers['content-length']);
      if (announced > bodyLimit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
      const decoder = new TextDecoder('utf-8', { fatal: true });
      const parts: string[] = [];
      const turn = workBudget();
      let received = 0;
      for await (const chunk of payload) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        received += bytes.length;
        if (received > bodyLimit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
        for (let offset = 0; offset < bytes.length; offset += DECODE_SLICE_BYTES) {
          await turn();
          parts.push(
            decodeOrRefuse(
              decoder,
              bytes.subarray(offset, offset + DECODE_SLICE_BYTES),
              notUtf8,
              true,
            ),
          );
        }
      }
      parts.push(decodeOrRefuse(decoder, new Uint8Array(0), notUtf8, false));
      return parts.join('');
    },
  );
}

function decodeOrRefuse(
  decoder: TextDecoder,
  bytes: Uint8Array,
  notUtf8: CodedMessage,
  stream: boolean,
): string {
  try {
    return decoder.decode(bytes, { stream });
  } catch {
    throw badRequest(notUtf8);
  }
}
