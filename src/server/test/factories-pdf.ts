import { deflateSync } from 'node:zlib';

/**
 * PDFs that are small on the wire and heavy to read, made here rather than committed: one
 * compressed content stream shared by every page, so pdf.js does the stream's work once per page.
 */
function pdfWithSharedContent(content: string, pages: number): Buffer {
  const stream = deflateSync(Buffer.from(content, 'latin1'));
  const kids = Array.from({ length: pages }, (_, i) => `${5 + i} 0 R`).join(' ');
  const objects: Array<string | Buffer> = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      stream,
      Buffer.from('\nendstream', 'latin1'),
    ]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...Array.from(
      { length: pages },
      () =>
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R /Resources << /Font << /F1 4 0 R >> >> >>',
    ),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let size = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(size);
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(chunk);
    size += chunk.length;
  });
  const xref = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

/**
 * A PDF whose text takes pdf.js long to read: `operations` text-showing operators per page
 * (20,000 on 40 pages is about 8 KB and a few seconds of CPU). It starts with a rule, so it
 * indexes as a manual.
 */
export function buildSlowPdf({ operations = 20_000, pages = 40 } = {}): Buffer {
  return pdfWithSharedContent(
    `BT /F1 11 Tf 50 760 Td (<SG1> Slow rule.) Tj 0 -14 Td ${'(ab) Tj 1 0 Td '.repeat(operations)}ET`,
    pages,
  );
}

/** A PDF of about 20 KB whose one string is `characters` long: hundreds of MB of heap to read. */
export function buildHeapHungryPdf(characters = 20_000_000): Buffer {
  return pdfWithSharedContent(`BT /F1 11 Tf 50 700 Td (${'a'.repeat(characters)}) Tj ET`, 1);
}
