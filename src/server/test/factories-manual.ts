import type { FastifyInstance } from 'fastify';

/** A real one-page PDF whose text is these lines (Helvetica, top to bottom). */
export function buildPdf(lines: string[]): Buffer {
  const escape = (s: string) =>
    s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
  const text = lines
    .map((line, i) => `BT /F1 11 Tf 50 ${780 - i * 16} Td (${escape(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A multipart/form-data body with fields and one file, as a browser would send it. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field?: string; filename: string; contentType: string; data: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----manual-test-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small original manual (not the sample) with rules a test can ask about. */
export const ORBIT_MANUAL = `# Orbit Relay Test Manual

## Section 1: Orbit Rules

<SG1> **Launch window.** Robots launch comets only from inside their launch circle.

<SG2> **Comet values.** A comet resting in the upper orbit ring scores 7 points; in the lower ring, 2 points.

<R3> **Thruster limit.** A Robot may use at most four thrusters, none wider than 3 in.

## Section 2: Tournament

<T1> **Orbit referees.** The orbit referee inspects every comet launcher before the first match.
`;

export async function uploadManual(
  app: FastifyInstance,
  cookie: string,
  manual: { title: string; content: string; format?: 'markdown' | 'text' },
) {
  return app.inject({
    method: 'POST',
    url: '/api/manual/documents',
    headers: { cookie },
    payload: manual,
  });
}
