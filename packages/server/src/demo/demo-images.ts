import { Canvas, encodePng, mix, seededRandom, type Rgb } from './png';

/**
 * The demo's pictures: what patients photograph for a symptoms survey (a skin rash, a sore throat) and what they
 * send as documents (a letter, a medicine box). Drawn once per process, deterministically; each is a few KB.
 */
export type DemoImageKind = 'rash-arm' | 'rash-close-up' | 'throat' | 'letter' | 'medicine-box';

const WIDTH = 320;
const HEIGHT = 240;

const SKIN: Rgb = [226, 184, 156];
const SKIN_SHADOW: Rgb = [196, 150, 122];
const INFLAMED: Rgb = [196, 72, 70];

const cache = new Map<DemoImageKind, Buffer>();

export function demoImage(kind: DemoImageKind): Buffer {
  let png = cache.get(kind);
  if (!png) cache.set(kind, (png = encodePng(DRAW[kind]())));
  return png;
}

const DRAW: Record<DemoImageKind, () => Canvas> = {
  'rash-arm': () => rash(11, 38, 6, 16),
  'rash-close-up': () => rash(29, 14, 14, 34),
  throat,
  letter,
  'medicine-box': medicineBox,
};

/** Skin lit from one side, with raised red blotches of `count` sizes between `min` and `max` pixels. */
function rash(seed: number, count: number, min: number, max: number): Canvas {
  const random = seededRandom(seed);
  const canvas = new Canvas(WIDTH, HEIGHT, SKIN);
  canvas.fill((x, y) => mix(SKIN, SKIN_SHADOW, Math.min(1, (x / WIDTH) * 0.6 + Math.abs(y - HEIGHT / 2) / HEIGHT)));
  for (let i = 0; i < count; i++) {
    const r = min + random() * (max - min);
    const cx = WIDTH * (0.15 + random() * 0.7);
    const cy = HEIGHT * (0.15 + random() * 0.7);
    canvas.ellipse(cx, cy, r * 1.5, r * 1.1, mix(SKIN, INFLAMED, 0.35), r * 0.8);
    canvas.ellipse(cx, cy, r, r * 0.75, mix(INFLAMED, SKIN, random() * 0.3), r * 0.4);
  }
  return canvas;
}

/** An open mouth: the palate, a reddened throat and two swollen tonsils with white spots. */
function throat(): Canvas {
  const canvas = new Canvas(WIDTH, HEIGHT, [70, 28, 32]);
  canvas.ellipse(160, 120, 150, 112, [186, 92, 96], 10);
  canvas.ellipse(160, 150, 70, 80, [120, 36, 42], 12);
  canvas.ellipse(160, 70, 16, 30, [200, 96, 100], 4);
  for (const cx of [92, 228]) {
    canvas.ellipse(cx, 150, 36, 50, [204, 70, 72], 6);
    for (const [dx, dy] of [
      [-8, -12],
      [6, 4],
      [-4, 20],
    ] as const)
      canvas.ellipse(cx + dx, 150 + dy, 5, 4, [246, 240, 222], 2);
  }
  return canvas;
}

/** A photographed letter: a page on a dark table, a letterhead, lines of text and a signature. */
function letter(): Canvas {
  const random = seededRandom(5);
  const canvas = new Canvas(WIDTH, HEIGHT, [58, 52, 48]);
  canvas.rect(60, 8, 200, 226, [246, 244, 236]);
  canvas.rect(76, 22, 90, 10, [40, 78, 140]);
  canvas.rect(200, 22, 44, 18, [210, 214, 222]);
  for (let y = 56; y < 196; y += 11) {
    const length = y % 44 === 12 ? 90 : 120 + Math.round(random() * 48);
    canvas.rect(76, y, length, 4, [120, 120, 126]);
  }
  canvas.ellipse(200, 212, 26, 5, [30, 50, 120], 2);
  return canvas;
}

/** A medicine box on a wooden table. */
function medicineBox(): Canvas {
  const canvas = new Canvas(WIDTH, HEIGHT, [160, 118, 78]);
  canvas.fill((_x, y) => (y % 23 < 2 ? [146, 104, 66] : undefined));
  canvas.rect(70, 50, 180, 130, [250, 250, 250]);
  canvas.rect(70, 50, 180, 26, [0, 122, 94]);
  canvas.rect(86, 96, 120, 10, [60, 60, 66]);
  canvas.rect(86, 116, 80, 6, [130, 130, 136]);
  canvas.rect(86, 130, 96, 6, [130, 130, 136]);
  canvas.ellipse(220, 150, 14, 14, [0, 122, 94], 2);
  return canvas;
}
