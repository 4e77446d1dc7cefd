import { useMemo } from 'react';
import QRCode from 'qrcode';
import { cn } from '../lib/cn.ts';

/** The quiet zone around a QR code, in modules. */
const QR_MARGIN = 2;

/**
 * A text's QR code (qrcode, decisions 153 and 212) as one SVG path: each run of dark modules in a
 * row is one rectangle. Drawn inline, not as an image: six hundred PNGs drawn through canvases, or
 * six hundred SVG images each parsed as a document of its own, held the sheets blank for seconds.
 */
function qrCodePath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      const start = column;
      while (column + 1 < modules.size && modules.get(row, column + 1)) column++;
      path += `M${start} ${row}h${column + 1 - start}v1H${start}z`;
    }
  }
  return { size: modules.size, path };
}

/** A QR code of `text`, named for screen readers by `label`. */
export function QrCode({
  text,
  label,
  className,
}: {
  text: string;
  label: string;
  className?: string;
}) {
  const { size, path } = useMemo(() => qrCodePath(text), [text]);
  const side = size + 2 * QR_MARGIN;
  return (
    <svg
      role="img"
      aria-label={label}
      data-qr-text={text}
      viewBox={`${-QR_MARGIN} ${-QR_MARGIN} ${side} ${side}`}
      shapeRendering="crispEdges"
      className={cn('shrink-0', className)}
    >
      <rect x={-QR_MARGIN} y={-QR_MARGIN} width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
