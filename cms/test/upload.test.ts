import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_UPLOAD_BYTES,
  checkUpload,
  detectImageKind,
  formatSize,
  parseContentDisposition,
  readImageDimensions,
  safeUploadFilename,
  type ImageKind,
} from '../src/content/upload.js';

// ---------------------------------------------------------------------------
// Minimal real files, built byte by byte.

function bytes(...parts: Array<number[] | string | Uint8Array>): Uint8Array {
  const chunks = parts.map((part) =>
    typeof part === 'string' ? Buffer.from(part, 'latin1') : part instanceof Uint8Array ? part : Uint8Array.from(part),
  );
  return Uint8Array.from(Buffer.concat(chunks));
}

const u16le = (n: number): number[] => [n & 0xff, (n >> 8) & 0xff];
const u16be = (n: number): number[] => [(n >> 8) & 0xff, n & 0xff];
const u32le = (n: number): number[] => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
const u32be = (n: number): number[] => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u24le = (n: number): number[] => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];

/** A complete 1×1 RGBA PNG. */
const PNG_1X1 = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** PNG signature and IHDR with the given size (CRC not checked by the reader). */
function png(width: number, height: number): Uint8Array {
  return bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    u32be(13),
    'IHDR',
    u32be(width),
    u32be(height),
    [8, 6, 0, 0, 0],
    [0, 0, 0, 0],
  );
}

/** A complete 1×1 GIF89a. */
const GIF_1X1 = Uint8Array.from(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'));

function gif(width: number, height: number, version = 'GIF89a'): Uint8Array {
  return bytes(version, u16le(width), u16le(height), [0x80, 0, 0], [0, 0, 0, 0xff, 0xff, 0xff], ';');
}

/** JPEG: SOI, JFIF APP0, optional big APP1, a start-of-frame marker, EOI. */
function jpeg(width: number, height: number, options: { sof?: number; exif?: number; fill?: boolean } = {}): Uint8Array {
  const app0 = [0xff, 0xe0, ...u16be(16), ...Buffer.from('JFIF\0', 'latin1'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const app1 = options.exif
    ? [0xff, 0xe1, ...u16be(options.exif + 2), ...new Array<number>(options.exif).fill(0x41)]
    : [];
  const dqt = [0xff, 0xdb, ...u16be(67), 0, ...new Array<number>(64).fill(1)];
  const fill = options.fill ? [0xff, 0xff, 0xff] : [0xff];
  const sof = [...fill, options.sof ?? 0xc0, ...u16be(17), 8, ...u16be(height), ...u16be(width), 3];
  const components = [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return bytes([0xff, 0xd8], app0, app1, dqt, sof, components, [0xff, 0xd9]);
}

/** A 24-bit BMP with a BITMAPINFOHEADER (negative height = top-down). */
function bmp(width: number, height: number): Uint8Array {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const pixels = new Array<number>(rowSize * Math.abs(height)).fill(0xff);
  const info = [...u32le(40), ...u32le(width), ...u32le(height >>> 0), ...u16le(1), ...u16le(24), ...u32le(0)];
  const rest = [...u32le(pixels.length), ...u32le(2835), ...u32le(2835), ...u32le(0), ...u32le(0)];
  const fileSize = 14 + 40 + pixels.length;
  return bytes('BM', u32le(fileSize), u32le(0), u32le(54), info, rest, pixels);
}

/** An ICO directory whose entries embed the 1×1 PNG (sizes are what the reader uses). */
function ico(...sizes: Array<[number, number]>): Uint8Array {
  const header = [0, 0, ...u16le(1), ...u16le(sizes.length)];
  let offset = 6 + 16 * sizes.length;
  const entries: number[] = [];
  for (const [width, height] of sizes) {
    entries.push(width & 0xff, height & 0xff, 0, 0, ...u16le(1), ...u16le(32), ...u32le(PNG_1X1.length), ...u32le(offset));
    offset += PNG_1X1.length;
  }
  return bytes(header, entries, ...sizes.map(() => PNG_1X1));
}

function riff(chunk: string, payload: number[]): Uint8Array {
  const padded = payload.length % 2 ? [...payload, 0] : payload;
  return bytes('RIFF', u32le(4 + 8 + padded.length), 'WEBP', chunk, u32le(payload.length), padded);
}

function webpLossy(width: number, height: number): Uint8Array {
  return riff('VP8 ', [0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...u16le(width), ...u16le(height), 0, 0, 0, 0]);
}

function webpLossless(width: number, height: number): Uint8Array {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14) | (1 << 28);
  return riff('VP8L', [0x2f, ...u32le(bits), 0, 0, 0, 0]);
}

function webpExtended(width: number, height: number): Uint8Array {
  return riff('VP8X', [0x10, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)]);
}

const ALLOWED_DETAIL = 'Only files with the following extensions are allowed: png gif jpg jpeg bmp ico webp.';

function expectOk(result: ReturnType<typeof checkUpload>) {
  if (!result.ok) throw new Error(`expected an accepted upload, got ${result.status} ${result.detail}`);
  return result;
}

// ---------------------------------------------------------------------------

describe('checkUpload: real images', () => {
  const cases: ReadonlyArray<[string, Uint8Array, ImageKind, string, number, number]> = [
    ['1×1 PNG', PNG_1X1, 'png', 'image/png', 1, 1],
    ['PNG header', png(1920, 1080), 'png', 'image/png', 1920, 1080],
    ['1×1 GIF89a', GIF_1X1, 'gif', 'image/gif', 1, 1],
    ['GIF87a', gif(320, 200, 'GIF87a'), 'gif', 'image/gif', 320, 200],
    ['baseline JPEG (SOF0)', jpeg(640, 480), 'jpeg', 'image/jpeg', 640, 480],
    ['progressive JPEG (SOF2)', jpeg(800, 600, { sof: 0xc2 }), 'jpeg', 'image/jpeg', 800, 600],
    ['JPEG with a large EXIF segment', jpeg(4032, 3024, { exif: 30_000 }), 'jpeg', 'image/jpeg', 4032, 3024],
    ['JPEG with fill bytes', jpeg(10, 20, { fill: true }), 'jpeg', 'image/jpeg', 10, 20],
    ['BMP', bmp(3, 2), 'bmp', 'image/bmp', 3, 2],
    ['top-down BMP', bmp(5, -4), 'bmp', 'image/bmp', 5, 4],
    ['ICO', ico([16, 16], [32, 32]), 'ico', 'image/x-icon', 32, 32],
    ['ICO 256 (size byte 0)', ico([0, 0]), 'ico', 'image/x-icon', 256, 256],
    ['lossy WebP (VP8)', webpLossy(300, 150), 'webp', 'image/webp', 300, 150],
    ['lossless WebP (VP8L)', webpLossless(1000, 16383), 'webp', 'image/webp', 1000, 16383],
    ['extended WebP (VP8X)', webpExtended(20000, 3), 'webp', 'image/webp', 20000, 3],
  ];

  it.each(cases)('%s', (_label, file, kind, mime, width, height) => {
    expect(detectImageKind(file)).toBe(kind);
    const result = expectOk(checkUpload(file, { filename: `image.${kind}` }));
    expect(result).toMatchObject({ kind, mime, width, height });
  });

  it('reads real WebP files (lossless and lossy 1×1)', () => {
    const lossless = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
    const lossy = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');
    expect(readImageDimensions('webp', lossless)).toEqual({ width: 1, height: 1 });
    expect(readImageDimensions('webp', lossy)).toEqual({ width: 1, height: 1 });
  });

  it('reads a view into a larger buffer (non-zero byteOffset)', () => {
    const backing = bytes('garbage!', png(7, 9), 'more');
    const file = backing.subarray(8, 8 + 33);
    expect(expectOk(checkUpload(file, { filename: 'x.png' }))).toMatchObject({ width: 7, height: 9 });
  });

  it('reads a JPEG with stray bytes before a marker, as PHP’s getimagesize() behind Drupal’s image check does', () => {
    const file = jpeg(64, 48);
    const frame = file.findIndex((byte, i) => byte === 0xff && file[i + 1] === 0xc0);
    const damaged = bytes(file.subarray(0, frame), [0x00, 0x00], file.subarray(frame));
    expect(expectOk(checkUpload(damaged, { filename: 'x.jpg' }))).toMatchObject({ kind: 'jpeg', width: 64, height: 48 });
  });

  it('keeps a matching extension and renames a wrong one', () => {
    expect(expectOk(checkUpload(jpeg(1, 1), { filename: 'Photo.JPEG' }))).toMatchObject({
      safeFilename: 'photo.jpeg',
      extension: 'jpeg',
    });
    expect(expectOk(checkUpload(jpeg(1, 1), { filename: 'photo.png' }))).toMatchObject({
      safeFilename: 'photo.jpg',
      extension: 'jpg',
      mime: 'image/jpeg',
    });
    expect(expectOk(checkUpload(PNG_1X1, { filename: 'logo.gif', contentType: 'image/gif' }))).toMatchObject({
      kind: 'png',
      mime: 'image/png',
      safeFilename: 'logo.png',
    });
    expect(expectOk(checkUpload(GIF_1X1, { filename: 'sans-extension' })).safeFilename).toBe('sans-extension.gif');
    expect(expectOk(checkUpload(webpLossy(1, 1), { filename: 'shell.php' })).safeFilename).toBe('shell.webp');
    expect(expectOk(checkUpload(PNG_1X1, { filename: 'shell.php.png' })).safeFilename).toBe('shell.php_.png');
  });

  it('accepts a polyglot that is a valid image header, renamed and typed as that image', () => {
    const polyglot = bytes(gif(1, 1), '<?php system($_GET["c"]); ?>');
    expect(expectOk(checkUpload(polyglot, { filename: 'shell.php' }))).toMatchObject({
      kind: 'gif',
      mime: 'image/gif',
      safeFilename: 'shell.gif',
    });
  });
});

describe('checkUpload: rejected uploads', () => {
  it('rejects a PHP script named photo.jpg (415)', () => {
    const php = bytes('<?php system($_GET["cmd"]); ?>');
    expect(checkUpload(php, { filename: 'photo.jpg', contentType: 'image/jpeg' })).toEqual({
      ok: false,
      status: 415,
      detail: ALLOWED_DETAIL,
    });
  });

  it('rejects SVG, HTML, text, PDF and other formats (415)', () => {
    const files: ReadonlyArray<[string, Uint8Array]> = [
      ['image.svg', bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>')],
      ['image.svg', bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
      ['page.png', bytes('<!DOCTYPE html><html><script>alert(1)</script></html>')],
      ['notes.bmp', bytes('BMW et autres voitures allemandes, liste complète')],
      ['doc.pdf', bytes('%PDF-1.7\n%âãÏÓ\n')],
      ['image.tiff', bytes([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0])],
      ['cursor.ico', bytes([0, 0, 2, 0, 1, 0], new Array<number>(16).fill(0))],
      ['audio.webp', bytes('RIFF', u32le(4), 'WAVEfmt ')],
    ];
    for (const [filename, file] of files) {
      expect(checkUpload(file, { filename }), filename).toEqual({ ok: false, status: 415, detail: ALLOWED_DETAIL });
    }
  });

  it('rejects an empty file (400)', () => {
    expect(checkUpload(new Uint8Array(0), { filename: 'vide.png' })).toMatchObject({ ok: false, status: 400 });
  });

  it('rejects a file over 5 MB (413) with the sizes in the message', () => {
    const six = new Uint8Array(6 * 1024 * 1024);
    six.set(png(1, 1));
    expect(checkUpload(six, { filename: 'big.png' })).toEqual({
      ok: false,
      status: 413,
      detail: 'The file is 6 MB, which exceeds the maximum upload size of 5 MB.',
    });
    const sixPointTwo = new Uint8Array(Math.round(6.2 * 1024 * 1024));
    expect(checkUpload(sixPointTwo, { filename: 'big.png' })).toEqual({
      ok: false,
      status: 413,
      detail: 'The file is 6.2 MB, which exceeds the maximum upload size of 5 MB.',
    });
    const limit = new Uint8Array(DEFAULT_MAX_UPLOAD_BYTES);
    limit.set(png(1, 1));
    expect(checkUpload(limit, { filename: 'limit.png' }).ok).toBe(true);
    expect(checkUpload(new Uint8Array(DEFAULT_MAX_UPLOAD_BYTES + 1), { filename: 'x.png' })).toMatchObject({
      status: 413,
    });
  });

  it('honours custom limits', () => {
    expect(checkUpload(jpeg(1, 1, { exif: 2000 }), { filename: 'x.jpg' }, { maxBytes: 1024 })).toMatchObject({
      ok: false,
      status: 413,
      detail: expect.stringContaining('maximum upload size of 1 KB'),
    });
    expect(checkUpload(GIF_1X1, { filename: 'x.gif' }, { allowed: ['png', 'jpeg'] })).toEqual({
      ok: false,
      status: 415,
      detail: 'Only files with the following extensions are allowed: png jpg jpeg.',
    });
    expect(checkUpload(PNG_1X1, { filename: 'x.png' }, { allowed: ['png'] }).ok).toBe(true);
  });

  it('rejects a broken image header (422)', () => {
    const broken: ReadonlyArray<[string, Uint8Array]> = [
      ['truncated PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
      ['PNG without IHDR', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], u32be(0), 'IEND', u32be(0), u32be(0))],
      ['0×0 PNG', png(0, 0)],
      ['truncated GIF', bytes('GIF89a', [1, 0])],
      ['0-width GIF', gif(0, 10)],
      ['JPEG without a frame header', bytes([0xff, 0xd8, 0xff, 0xd9])],
      ['JPEG with SOS before SOF', bytes([0xff, 0xd8, 0xff, 0xda, 0, 2, 0xff, 0xd9])],
      ['JPEG with a garbage segment', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0x12, 0x34])],
      ['JPEG with a truncated SOF', bytes([0xff, 0xd8, 0xff, 0xc0, 0, 17, 8])],
      ['ICO with a truncated directory', bytes([0, 0, 1, 0, 3, 0], [16, 16, 0, 0, 1, 0, 32, 0], new Array<number>(8).fill(0))],
      ['WebP with an unknown chunk', riff('ALPH', new Array<number>(20).fill(0))],
      ['lossy WebP without start code', riff('VP8 ', new Array<number>(10).fill(0))],
    ];
    for (const [label, file] of broken) {
      expect(checkUpload(file, { filename: 'x' }), label).toMatchObject({ ok: false, status: 422 });
    }
  });
});

describe('safe filenames', () => {
  const cases: ReadonlyArray<[string, string]> = [
    ['../../etc/passwd', 'passwd.png'],
    ['..\\..\\windows\\win.ini', 'win.png'],
    ['Été à Saint-Malo.JPG', 'ete-a-saint-malo.png'],
    ['a/b\\c.png', 'c.png'],
    ['/', 'fichier.png'],
    ['', 'fichier.png'],
    ['..', 'fichier.png'],
    ['.htaccess', 'htaccess.png'],
    ['???.png', 'fichier.png'],
    ['Москва.png', 'fichier.png'],
    ['Cœur  &  Œuvre – 2024 (final).png', 'coeur-oeuvre-2024-final.png'],
    ['ﬁchier_N°1.png', 'fichier_n-1.png'],
    ['rapport.2024.final.png', 'rapport.2024.final_.png'],
    ['image.jpg.png', 'image.jpg.png'],
    ['photo...png', 'photo.png'],
    ['trailing-.png', 'trailing.png'],
    ['name\u0000.php\u0000.png', 'name.php_.png'],
  ];

  it.each(cases)('%j → %j', (input, expected) => {
    expect(safeUploadFilename(input, 'png')).toBe(expected);
  });

  it('keeps accents out and the detected extension in', () => {
    expect(expectOk(checkUpload(jpeg(1, 1), { filename: 'Été à Saint-Malo.JPG' })).safeFilename).toBe(
      'ete-a-saint-malo.jpg',
    );
    expect(expectOk(checkUpload(PNG_1X1, { filename: '../../etc/passwd' })).safeFilename).toBe('passwd.png');
    expect(expectOk(checkUpload(PNG_1X1, { filename: 'a/b\\c.png' })).safeFilename).toBe('c.png');
  });

  it('limits the length to 200 characters', () => {
    const name = safeUploadFilename(`${'é'.repeat(500)}.jpeg`, 'jpeg');
    expect(name).toHaveLength(200);
    expect(name).toMatch(/^e+\.jpeg$/);
    const dashed = safeUploadFilename(`${'a'.repeat(195)}-${'b'.repeat(20)}.png`, 'png');
    expect(dashed.length).toBeLessThanOrEqual(200);
    expect(dashed).toMatch(/^a+\.png$/);
  });

  it('only ever produces [a-z0-9._-]', () => {
    for (const input of ['Ça va ? Oui !.gif', 'C:\\Users\\Zoé\\Bureau\\Logo CFA.GIF', '<script>.gif', 'x\ty\nz.gif']) {
      const name = safeUploadFilename(input, 'gif');
      expect(name).toMatch(/^[a-z0-9][a-z0-9._-]*\.gif$/);
      expect(name).not.toContain('..');
    }
  });
});

describe('formatSize', () => {
  it('writes sizes like Drupal', () => {
    expect(formatSize(1)).toBe('1 byte');
    expect(formatSize(512)).toBe('512 bytes');
    expect(formatSize(1024)).toBe('1 KB');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatSize(3 * 1024 ** 3)).toBe('3 GB');
  });
});

describe('parseContentDisposition', () => {
  const cases: ReadonlyArray<[string | undefined, string | undefined]> = [
    ['file; filename="photo.jpg"', 'photo.jpg'],
    ['attachment; filename="Été à Saint-Malo.JPG"', 'Été à Saint-Malo.JPG'],
    ['form-data; name="file"; filename="x.png"', 'x.png'],
    ['file; filename="../../etc/passwd"', 'passwd'],
    ['file; filename="a/b\\c.png"', 'c.png'],
    ['file; filename="dir/"', 'dir'],
    ['file; filename="a.png"; filename*=UTF-8\'\'b.png', 'a.png'],
    ["file; filename*=UTF-8''photo.jpg", undefined],
    ['file; filename*="photo.jpg"', undefined],
    ['file; filename=photo.jpg', undefined],
    ['file; filename=""', undefined],
    ['file; filename="/"', undefined],
    ['file; FILENAME="photo.jpg"', undefined],
    ['file', undefined],
    ['', undefined],
    [undefined, undefined],
  ];

  it.each(cases)('%j → %j', (header, expected) => {
    expect(parseContentDisposition(header)).toBe(expected);
  });
});
