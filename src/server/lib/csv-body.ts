import type { FastifyInstance } from 'fastify';
import { workBudget } from '../../shared/work-turns.ts';
import { badRequest } from '../http-errors.ts';

/** Bytes decoded between two checkpoints (a fraction of a millisecond's work). */
const DECODE_SLICE_BYTES = 64 * 1024;

/**
 * `text/csv` request bodies, read as UTF-8 a slice at a time within the turns every heavy worker
 * shares (decisions 231 and 247): decoding a 4 MB file in one go holds every other request up for
 * 15 ms, and several arriving together for as many times that. A file that is not UTF-8 is a 400 with
 * `notUtf8`. The route's reader checks each field it keeps with the shared text rules, so these
 * routes set `config.textCheckedByRoute` and the app-wide check (plugins/input-safety.ts) does
 * not scan the whole file once more in one go.
 */
export function registerCsvBody(app: FastifyInstance, { bodyLimit, notUtf8 }: { bodyLimit: number; notUtf8: string }) {
  app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit }, async (_request: unknown, body: Buffer | string) => {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const parts: string[] = [];
    const turn = workBudget();
    try {
      for (let offset = 0; offset < bytes.length; offset += DECODE_SLICE_BYTES) {
        await turn();
        const end = Math.min(bytes.length, offset + DECODE_SLICE_BYTES);
        parts.push(decoder.decode(bytes.subarray(offset, end), { stream: end < bytes.length }));
      }
      parts.push(decoder.decode());
    } catch {
      throw badRequest(notUtf8);
    }
    return parts.join('');
  });
}
