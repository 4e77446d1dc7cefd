import type { z } from 'zod';
import { apiFetch, readJson } from './api.ts';
import { checkResponse, where, type Endpoint } from './endpoint.ts';

/**
 * Sends a file as it is to an endpoint that takes one (a CSV import, a manual upload): the
 * server checks the file, the contract types the answer.
 */
export async function uploadToEndpoint<Response extends z.ZodType>(
  call: Endpoint<undefined, Response>,
  upload: { text: string; contentType: string } | { form: FormData },
): Promise<z.output<Response>> {
  const init =
    'form' in upload
      ? { body: upload.form }
      : { body: upload.text, contentType: upload.contentType };
  const res = await apiFetch(call.method, call.path, init);
  return checkResponse(call.response, await readJson(res), where(call));
}
