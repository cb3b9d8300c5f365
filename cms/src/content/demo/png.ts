/**
 * A tiny PNG renderer for the demo images: a diagonal gradient between two colours with a few
 * translucent discs, a ring and diagonal stripes, placed from a hash of the colours so each
 * image differs. Output: 8-bit RGB, non-interlaced, a single IDAT compressed with zlib.
 */
import { deflateSync } from 'node:zlib';

export interface PngImage {
  readonly width: number;
  readonly height: number;
  /** Two CSS hex colours (`#rgb` or `#rrggbb`): top-left and bottom-right of the gradient. */
  readonly colors: readonly [string, string];
}

type Rgb = readonly [number, number, number];

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Largest side accepted, to keep memory bounded. */
const MAX_SIDE = 8192;

const CRC_TABLE: Uint32Array = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO 3309, as PNG uses it). */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = CRC_TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

export function parseColor(css: string): Rgb {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(css.trim());
  if (!match?.[1]) throw new Error(`Not a hex colour: ${css}`);
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [parseInt(hex.slice(0, 2), 16), parseInt(hex.slice(2, 4), 16), parseInt(hex.slice(4, 6), 16)];
}

/** Deterministic pseudo-random numbers in [0, 1) from a string (FNV-1a seed, mulberry32). */
function random(seedText: string): () => number {
  let seed = 0x811c9dc5;
  for (let i = 0; i < seedText.length; i++) seed = Math.imul(seed ^ seedText.charCodeAt(i), 0x01000193);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Ring {
  readonly cx: number;
  readonly cy: number;
  readonly outer: number;
  /** 0 for a disc. */
  readonly inner: number;
  readonly target: Rgb;
  readonly alpha: number;
}

interface Stripe {
  /** The stripe covers the pixels with `start <= x + y < start + width`. */
  readonly start: number;
  readonly width: number;
  readonly alpha: number;
}

const WHITE: Rgb = [255, 255, 255];

/** Blends `line[from..to)` (pixel indices) towards `target`. */
function blend(line: Uint8Array, from: number, to: number, target: Rgb, alpha: number): void {
  const a = Math.round(alpha * 256);
  for (let i = from * 3, end = to * 3; i < end; i += 3) {
    line[i] = line[i]! + (((target[0] - line[i]!) * a) >> 8);
    line[i + 1] = line[i + 1]! + (((target[1] - line[i + 1]!) * a) >> 8);
    line[i + 2] = line[i + 2]! + (((target[2] - line[i + 2]!) * a) >> 8);
  }
}

export function renderPng(image: PngImage): Buffer {
  const { width, height } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) {
    throw new Error(`Bad image size ${width}×${height}`);
  }
  const from = parseColor(image.colors[0]);
  const to = parseColor(image.colors[1]);
  const next = random(`${image.colors[0]}|${image.colors[1]}|${width}x${height}`);
  const side = Math.min(width, height);
  const dark: Rgb = [from[0] >> 1, from[1] >> 1, from[2] >> 1];

  const rings: Ring[] = [
    { cx: width * (0.6 + 0.3 * next()), cy: height * (0.15 + 0.3 * next()), outer: side * (0.25 + 0.15 * next()), inner: 0, target: WHITE, alpha: 0.16 },
    { cx: width * (0.1 + 0.3 * next()), cy: height * (0.6 + 0.3 * next()), outer: side * (0.18 + 0.12 * next()), inner: 0, target: dark, alpha: 0.14 },
    { cx: width * (0.3 + 0.4 * next()), cy: height * (0.3 + 0.4 * next()), outer: side * (0.12 + 0.06 * next()), inner: side * 0.09, target: WHITE, alpha: 0.3 },
  ].map((ring) => ({ ...ring, inner: Math.min(ring.inner, ring.outer * 0.8) }));
  const stripeStart = (width + height) * (0.45 + 0.2 * next());
  const stripeWidth = Math.max(1, Math.round(side * 0.025));
  const stripes: Stripe[] = [0, 1, 2, 3].map((k) => ({ start: Math.round(stripeStart + k * stripeWidth * 2.5), width: stripeWidth, alpha: 0.12 }));

  // The diagonal gradient only depends on x + y: compute it once along the diagonal.
  const span = Math.max(1, width - 1 + height - 1);
  const diagonal = new Uint8Array((width + height - 1) * 3);
  for (let s = 0, i = 0; s < width + height - 1; s++, i += 3) {
    const t = s / span;
    diagonal[i] = from[0] + (to[0] - from[0]) * t + 0.5;
    diagonal[i + 1] = from[1] + (to[1] - from[1]) * t + 0.5;
    diagonal[i + 2] = from[2] + (to[2] - from[2]) * t + 0.5;
  }

  // Filter type 0 (None) on every row: without shapes each row is the previous one shifted by one
  // pixel, which deflate encodes as a few long back-references. Sub or Up would instead turn the
  // gradient's rounding steps into an aperiodic 0/1 pattern: about as small at level 9 but over
  // ten times slower to deflate, or four times larger at level 6 (measured on 1200×800).
  const stride = 1 + width * 3;
  const raw = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const offset = y * stride;
    raw[offset] = 0;
    const line = raw.subarray(offset + 1, offset + stride);
    line.set(diagonal.subarray(y * 3, (y + width) * 3));
    for (const stripe of stripes) {
      const x0 = Math.max(0, stripe.start - y);
      const x1 = Math.min(width, stripe.start + stripe.width - y);
      if (x1 > x0) blend(line, x0, x1, WHITE, stripe.alpha);
    }
    for (const ring of rings) {
      const dy = y + 0.5 - ring.cy;
      if (Math.abs(dy) >= ring.outer) continue;
      const half = Math.sqrt(ring.outer * ring.outer - dy * dy);
      const left = Math.max(0, Math.round(ring.cx - half));
      const right = Math.min(width, Math.round(ring.cx + half));
      if (Math.abs(dy) < ring.inner) {
        const halfIn = Math.sqrt(ring.inner * ring.inner - dy * dy);
        const innerLeft = Math.min(right, Math.max(left, Math.round(ring.cx - halfIn)));
        const innerRight = Math.max(left, Math.min(right, Math.round(ring.cx + halfIn)));
        if (innerLeft > left) blend(line, left, innerLeft, ring.target, ring.alpha);
        if (right > innerRight) blend(line, innerRight, right, ring.target, ring.alpha);
      } else if (right > left) {
        blend(line, left, right, ring.target, ring.alpha);
      }
    }
  }

  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour (RGB)
  header[10] = 0; // compression: deflate
  header[11] = 0; // filter method: adaptive
  header[12] = 0; // no interlace

  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
