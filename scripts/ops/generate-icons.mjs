// Writes the PWA's PNG icons from src/client/public/favicon.svg (run once after changing the logo;
// the PNGs are committed): `node scripts/ops/generate-icons.mjs`. Needs the dev dependency sharp.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const publicDir = new URL('../../src/client/public/', import.meta.url).pathname;
const favicon = readFileSync(`${publicDir}favicon.svg`, 'utf8');

// A maskable icon is cropped to a circle or squircle by the phone: the full square is painted
// black and the letters are drawn at 80% so they stay inside the 80% safe zone.
const inner = favicon.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
const maskable =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#000"/>' +
  `<g transform="translate(6.4 6.4) scale(0.8)">${inner}</g></svg>`;

const icons = [
  { file: 'icon-192.png', svg: favicon, size: 192 },
  { file: 'icon-512.png', svg: favicon, size: 512 },
  { file: 'icon-maskable-512.png', svg: maskable, size: 512 },
  { file: 'apple-touch-icon.png', svg: maskable, size: 180 },
];
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${publicDir}icons/${file}`);
  console.log(`wrote icons/${file}`);
}
