// Draws a site's logo, favicon (SVG) and touch icon (PNG) from its colours: a trophy on the primary colour.
import { deflateSync } from 'node:zlib';

export interface IconColours {
  background: string; // hex, e.g. primary 700
  glyph: string; // hex, e.g. accent 300
  text: string; // hex for the wordmark
}

const trophy = (fill: string) =>
  `<g fill="${fill}"><path d="M10 6h12v7a6 6 0 0 1-12 0z"/><path d="M10 8H6.5a3.5 3.5 0 0 0 3.5 5.5v-1.8A1.8 1.8 0 0 1 8.4 9.7H10z"/>` +
  `<path d="M22 8h3.5a3.5 3.5 0 0 1-3.5 5.5v-1.8a1.8 1.8 0 0 0 1.6-2H22z"/><rect x="14.5" y="18.5" width="3" height="4"/>` +
  `<rect x="11" y="22.5" width="10" height="3" rx="1"/></g>`;

export function faviconSvg(c: IconColours): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${c.background}"/>${trophy(c.glyph)}</svg>\n`;
}

/** The square site mark the top bar shows beside the name: the trophy over the site's short label (if it fits). */
export function logoSvg(c: IconColours, shortName: string): string {
  const label = shortName.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const open = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" role="img" aria-label="Trophy Room ${label}">`;
  if (label.length > 4)
    return `${open}<rect width="32" height="32" rx="7" fill="${c.background}"/>${trophy(c.glyph)}</svg>\n`;
  return (
    `${open}<rect width="32" height="32" rx="7" fill="${c.background}"/><g transform="translate(4 -1) scale(0.75)">${trophy(c.glyph)}</g>` +
    `<text x="16" y="28.5" text-anchor="middle" font-family="system-ui, sans-serif" font-size="7" font-weight="800" fill="${c.glyph}">${label}</text></svg>\n`
  );
}

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** Whether pixel (x, y) of a size×size icon belongs to the trophy glyph (the SVG's shapes, scaled). */
function inTrophy(x: number, y: number, size: number): boolean {
  const u = (x / size) * 32;
  const v = (y / size) * 32;
  const cup = u >= 10 && u <= 22 && ((v >= 6 && v <= 13) || (v > 13 && (u - 16) ** 2 + (v - 13) ** 2 <= 36));
  const ring = (cx: number) => {
    const d = Math.hypot(u - cx, v - 10.5);
    return d <= 3.5 && d >= 1.8 && (cx < 16 ? u <= 10 : u >= 22);
  };
  const stem = u >= 14.5 && u <= 17.5 && v >= 18.5 && v <= 22.5;
  const base = u >= 11 && u <= 21 && v >= 22.5 && v <= 25.5;
  return cup || ring(10) || ring(22) || stem || base;
}

function inRoundedSquare(x: number, y: number, size: number, r: number): boolean {
  const cx = Math.min(Math.max(x, r), size - r);
  const cy = Math.min(Math.max(y, r), size - r);
  return Math.hypot(x - cx, y - cy) <= r;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** A size×size RGBA PNG of the favicon design (deterministic bytes). */
export function touchIconPng(c: IconColours, size = 180): Buffer {
  const bg = rgb(c.background);
  const fg = rgb(c.glyph);
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      const inside = inRoundedSquare(px, py, size, size * 0.22);
      const colour = inTrophy(px, py, size) ? fg : bg;
      row.set([...colour, inside ? 255 : 0], 1 + x * 4);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
