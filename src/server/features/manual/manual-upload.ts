/**
 * Reads an uploaded manual: JSON `{title, content, format}` for Markdown or text, or
 * multipart/form-data with a `file` (PDF, .md or .txt) and an optional `title`.
 */
import { validationError } from '../../validation-errors.ts';
import { CODED } from '../../../shared/coded-messages.ts';
import type { FastifyRequest } from 'fastify';
import { MANUAL_LIMITS, uploadManualRequestSchema } from '../../../shared/contract/manual.ts';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '../../../shared/safe-text.ts';
import { badRequest, HttpError } from '../../http-errors.ts';
import type { NewManual } from './manual.service.ts';
import type { PdfReader } from './pdf-reader.ts';

export const UPLOAD_MAX_BYTES = MANUAL_LIMITS.uploadMaxMegabytes * 1024 * 1024;

const PDF_MAGIC = '%PDF-';
const DEFAULT_TITLE = 'Game manual';

/** The JSON form, checked against the contract with the usual `{message, errors}` on failure. */
export function readJsonUpload(body: unknown): NewManual {
  const parsed = uploadManualRequestSchema.safeParse(body ?? {});
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      field: issue.path.join('.'),
      message: issue.message,
    }));
    throw validationError(errors);
  }
  return parsed.data;
}

const titleFromFilename = (filename: string) =>
  filename
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim()
    .slice(0, 200) || DEFAULT_TITLE;

function isTooLarge(error: unknown): boolean {
  return (error as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE';
}

async function toManual(
  file: { buffer: Buffer; filename: string; mimetype: string },
  title: string | undefined,
  readPdfText: PdfReader,
): Promise<NewManual> {
  const name = title?.trim() || titleFromFilename(file.filename);
  if (file.buffer.subarray(0, 1024).toString('latin1').includes(PDF_MAGIC)) {
    const content = (await readPdfText(file.buffer)).trim();
    if (!content) throw badRequest(CODED.manual.pdfWithoutText);
    return { title: name, format: 'pdf', content };
  }
  const markdown = /\.(md|markdown)$/i.test(file.filename) || file.mimetype === 'text/markdown';
  const text = /\.txt$/i.test(file.filename) || file.mimetype === 'text/plain';
  if (!markdown && !text) throw badRequest(CODED.manual.unsupportedFile);
  const content = file.buffer.toString('utf8');
  if (content.includes('\u0000')) throw badRequest(CODED.manual.unsupportedFile);
  return readJsonUpload({ title: name, content, format: markdown ? 'markdown' : 'text' });
}

/** The multipart form: the first `file` part and an optional `title`, in any order. */
export async function readMultipartUpload(
  request: FastifyRequest,
  readPdfText: PdfReader,
): Promise<NewManual> {
  let file: { buffer: Buffer; filename: string; mimetype: string } | undefined;
  let title: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === 'file' && !file)
          file = { buffer, filename: part.filename, mimetype: part.mimetype };
      } else if (part.fieldname === 'title' && typeof part.value === 'string') {
        title = part.value.slice(0, 200);
      }
    }
  } catch (error) {
    if (isTooLarge(error)) throw new HttpError(413, CODED.manual.fileTooLarge);
    throw error;
  }
  if (!file || file.buffer.length === 0) throw badRequest(CODED.manual.fileRequired);
  // Multipart fields are read here, not by the app's check of every parsed body (decision 102).
  for (const [field, value] of [
    ['title', title],
    ['file', file.filename],
  ] as const) {
    if (value !== undefined && !isSafeText(value))
      throw badRequest(CODED.safeText.unsafe, [{ field, message: UNSAFE_TEXT_MESSAGE }]);
  }
  return toManual(file, title, readPdfText);
}
