import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

const SIZE = 96;

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

const hexToRgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

/** A small brand tile: the brand colour with a lighter disc, as a real PNG file. */
export function brandLogoPng(color: string): Buffer {
  const [r, g, b] = hexToRgb(color);
  const light = [r, g, b].map((c) => Math.round(c + (255 - c) * 0.55));
  const rows: Buffer[] = [];
  const centre = SIZE / 2;
  for (let y = 0; y < SIZE; y += 1) {
    const row = Buffer.alloc(1 + SIZE * 3);
    for (let x = 0; x < SIZE; x += 1) {
      const inDisc = (x - centre) ** 2 + (y - centre) ** 2 < (SIZE * 0.3) ** 2;
      const pixel = inDisc ? light : [r, g, b];
      row.set(pixel, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const etagOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
