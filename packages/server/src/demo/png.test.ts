import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Canvas, encodePng, PNG_SIGNATURE } from './png';

/** Reads back what encodePng wrote: the chunks, and the pixels after undoing the Paeth filter. */
function decode(png: Buffer) {
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    chunks.push({ type: png.toString('ascii', at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  const header = chunks[0]!.data;
  const [width, height] = [header.readUInt32BE(0), header.readUInt32BE(4)];
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const stride = width * 3;
  const pixels = new Uint8Array(stride * height);
  const at = (x: number, y: number) => (x < 0 || y < 0 ? 0 : pixels[y * stride + x]!);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (stride + 1)]).toBe(4);
    for (let i = 0; i < stride; i++) {
      const [a, b, c] = [at(i - 3, y), at(i, y - 1), at(i - 3, y - 1)];
      const p = a + b - c;
      const guess =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      pixels[y * stride + i] = (raw[y * (stride + 1) + 1 + i]! + guess) & 0xff;
    }
  }
  return { chunks: chunks.map((c) => c.type), width, height, depth: header[8], colourType: header[9], pixels };
}

describe('the demo PNG encoder', () => {
  it('writes a PNG whose pixels read back exactly as drawn', () => {
    const canvas = new Canvas(7, 5, [226, 184, 156]);
    canvas.rect(1, 1, 3, 2, [196, 72, 70]);
    canvas.ellipse(4, 3, 2, 1.5, [10, 200, 30]);
    const png = encodePng(canvas);
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const decoded = decode(png);
    expect(decoded).toMatchObject({ chunks: ['IHDR', 'IDAT', 'IEND'], width: 7, height: 5, depth: 8, colourType: 2 });
    expect(decoded.pixels).toEqual(canvas.pixels);
  });
});
