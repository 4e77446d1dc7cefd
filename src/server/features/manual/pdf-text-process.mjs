// Reads the text of one PDF, page after page, in a child process of its own with a capped heap
// (decision 104): it gets the document over IPC, answers with the text and exits. Plain
// JavaScript, so it starts with plain `node`, whatever loader runs the server.
import { extractText, getDocumentProxy } from 'unpdf';

/** Text as PostgreSQL stores it: no NUL, no lone surrogate (a broken font's output). */
const storable = (text) => text.replaceAll('\u0000', '').replace(/\p{Cs}/gu, '\uFFFD');

async function read(data) {
  let pdf;
  try {
    pdf = await getDocumentProxy(data, { verbosity: 0 });
  } catch {
    return { ok: false };
  }
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    return { ok: true, text: storable(text.join('\n')) };
  } catch {
    return { ok: false };
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}

process.once('disconnect', () => process.exit(0));
process.once('message', async ({ data }) => {
  const answer = await read(new Uint8Array(data));
  process.send(answer, () => process.exit(0));
});
