import { deflateSync } from 'node:zlib';

/**
 * The smallest PNG encoder that serves the demo: 8-bit RGB, no interlace, the Paeth filter on every row. The demo's
 * symptom photos and scanned documents are drawn in code at seed time, so the repository carries no binaries
 * and needs no image library.
 */

export type Rgb = readonly [r: number, g: number, b: number];

/** A width × height canvas of RGB pixels, row by row. */
export class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.fill(() => background);
  }

  /** Paints every pixel with what `paint` answers for it (undefined leaves it as it is). */
  fill(paint: (x: number, y: number, current: Rgb) => Rgb | undefined): void {
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const i = (y * this.width + x) * 3;
        const colour = paint(x, y, [this.pixels[i]!, this.pixels[i + 1]!, this.pixels[i + 2]!]);
        if (colour) this.set(i, colour);
      }
    }
  }

  rect(x0: number, y0: number, w: number, h: number, colour: Rgb): void {
    for (let y = Math.max(0, y0); y < Math.min(this.height, y0 + h); y++) {
      for (let x = Math.max(0, x0); x < Math.min(this.width, x0 + w); x++) this.set((y * this.width + x) * 3, colour);
    }
  }

  /** A filled ellipse whose edge blends into what is under it over `soft` pixels. */
  ellipse(cx: number, cy: number, rx: number, ry: number, colour: Rgb, soft = 1.5): void {
    const scale = Math.min(rx, ry) / soft;
    const x0 = Math.max(0, Math.floor(cx - rx - soft));
    const x1 = Math.min(this.width - 1, Math.ceil(cx + rx + soft));
    const y0 = Math.max(0, Math.floor(cy - ry - soft));
    const y1 = Math.min(this.height - 1, Math.ceil(cy + ry + soft));
    const p = this.pixels;
    for (let y = y0; y <= y1; y++) {
      const dy = (y - cy) / ry;
      for (let x = x0; x <= x1; x++) {
        const dx = (x - cx) / rx;
        const inside = Math.min(1, (1 - Math.sqrt(dx * dx + dy * dy)) * scale + 0.5);
        if (inside <= 0) continue;
        const i = (y * this.width + x) * 3;
        for (let c = 0; c < 3; c++) p[i + c] = Math.round(p[i + c]! + (colour[c]! - p[i + c]!) * inside);
      }
    }
  }

  private set(i: number, [r, g, b]: Rgb): void {
    this.pixels[i] = r;
    this.pixels[i + 1] = g;
    this.pixels[i + 2] = b;
  }
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  const m = (x: number, y: number) => Math.round(x + (y - x) * t);
  return [m(a[0], b[0]), m(a[1], b[1]), m(a[2], b[2])];
}

/** A seeded generator (mulberry32): the same seed draws the same picture on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function encodePng(canvas: Canvas): Buffer {
  const { width, height, pixels } = canvas;
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    // Filter type 4 (Paeth) leads each row: a byte minus its best guess from the left, above and upper-left
    // neighbours. Drawn pictures are smooth, so the differences are mostly zeros, which deflate packs tightly.
    const row = y * (stride + 1);
    raw[row] = 4;
    for (let i = 0; i < stride; i++) {
      const left = i >= 3 ? pixels[y * stride + i - 3]! : 0;
      const above = y > 0 ? pixels[(y - 1) * stride + i]! : 0;
      const corner = y > 0 && i >= 3 ? pixels[(y - 1) * stride + i - 3]! : 0;
      raw[row + 1 + i] = (pixels[y * stride + i]! - paeth(left, above, corner)) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type 2 (RGB), deflate, filter 0, no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function paeth(left: number, above: number, corner: number): number {
  const p = left + above - corner;
  const [dl, da, dc] = [Math.abs(p - left), Math.abs(p - above), Math.abs(p - corner)];
  if (dl <= da && dl <= dc) return left;
  return da <= dc ? above : corner;
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(4 + typeAndData.length + 4);
  out.writeUInt32BE(data.length, 0);
  typeAndData.copy(out, 4);
  out.writeUInt32BE(crc32(typeAndData), 8 + data.length);
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
