/**
 * Checking of uploaded image files, before they are stored.
 *
 * The real type comes from the file's magic bytes, never from the claimed
 * filename or Content-Type (the claimed Content-Type is ignored on purpose;
 * the returned `mime` is the detected one, which is what the file must be
 * served with). A file whose name does not match its content is renamed to
 * the right extension rather than rejected. Dimensions are read from the
 * headers (PNG, GIF, JPEG and WebP by the `image-dimensions` package, BMP and
 * ICO here); a file that starts like an image but whose header is truncated or
 * has zero dimensions is rejected with 422.
 *
 * Status codes: 400 empty file, 413 too large, 415 not an allowed image type,
 * 422 broken image header.
 */
import { imageDimensionsFromData } from 'image-dimensions';

export type ImageKind = 'png' | 'gif' | 'jpeg' | 'bmp' | 'ico' | 'webp';

export const IMAGE_KINDS: readonly ImageKind[] = ['png', 'gif', 'jpeg', 'bmp', 'ico', 'webp'];

export const DEFAULT_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export type UploadCheck =
  | {
      ok: true;
      kind: ImageKind;
      mime: string;
      /** Extension of `safeFilename`, without the dot. */
      extension: string;
      width?: number;
      height?: number;
      safeFilename: string;
    }
  | { ok: false; status: 413 | 415 | 422 | 400; detail: string };

interface KindInfo {
  mime: string;
  /** Accepted extensions; the first is the canonical one. */
  extensions: readonly string[];
}

const KIND_INFO: Readonly<Record<ImageKind, KindInfo>> = {
  png: { mime: 'image/png', extensions: ['png'] },
  gif: { mime: 'image/gif', extensions: ['gif'] },
  jpeg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  bmp: { mime: 'image/bmp', extensions: ['bmp'] },
  ico: { mime: 'image/x-icon', extensions: ['ico'] },
  webp: { mime: 'image/webp', extensions: ['webp'] },
};

const ALL_EXTENSIONS: readonly string[] = Object.values(KIND_INFO).flatMap((info) => info.extensions);

const MAX_FILENAME_LENGTH = 200;
const FALLBACK_FILENAME = 'fichier';

interface Dimensions {
  width: number;
  height: number;
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

/** Detects the image kind from the magic bytes. */
export function detectImageKind(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (isBmp(bytes)) return 'bmp';
  if (isIco(bytes)) return 'ico';
  return undefined;
}

/** Known DIB header sizes (BITMAPCOREHEADER … BITMAPV5HEADER). */
const BMP_HEADER_SIZES: readonly number[] = [12, 40, 52, 56, 64, 108, 124];

/** "BM" is only two bytes: the DIB header size and pixel offset must make sense too. */
function isBmp(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii('BM')) || bytes.length < 26) return false;
  const data = view(bytes);
  const headerSize = data.getUint32(14, true);
  return BMP_HEADER_SIZES.includes(headerSize) && data.getUint32(10, true) >= 14 + headerSize;
}

/** ICONDIR: reserved 0, type 1 (icon), 1+ images; the first entry's reserved byte is 0, planes 0 or 1. */
function isIco(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) || bytes.length < 22) return false;
  const data = view(bytes);
  return data.getUint16(4, true) > 0 && bytes[9] === 0 && data.getUint16(10, true) <= 1;
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function bmpDimensions(bytes: Uint8Array): Dimensions | undefined {
  if (bytes.length < 18) return undefined;
  const data = view(bytes);
  const headerSize = data.getUint32(14, true);
  if (headerSize === 12) {
    // BITMAPCOREHEADER: 16-bit unsigned width and height.
    if (bytes.length < 22) return undefined;
    return { width: data.getUint16(18, true), height: data.getUint16(20, true) };
  }
  if (headerSize < 40 || bytes.length < 26) return undefined;
  // BITMAPINFOHEADER and later: 32-bit signed; a negative height means top-down.
  return { width: Math.abs(data.getInt32(18, true)), height: Math.abs(data.getInt32(22, true)) };
}

function icoDimensions(bytes: Uint8Array): Dimensions | undefined {
  const data = view(bytes);
  const count = data.getUint16(4, true);
  if (bytes.length < 6 + 16 * count) return undefined;
  // The largest image of the directory; a 0 byte means 256 pixels.
  let best: Dimensions | undefined;
  for (let i = 0; i < count; i++) {
    const entry = 6 + 16 * i;
    const width = bytes[entry]! || 256;
    const height = bytes[entry + 1]! || 256;
    if (!best || width * height > best.width * best.height) best = { width, height };
  }
  return best;
}

/** PNG, GIF, JPEG and WebP: read by `image-dimensions`, which must find the kind the bytes were detected as. */
function headerDimensions(kind: ImageKind, bytes: Uint8Array): Dimensions | undefined {
  const found = imageDimensionsFromData(bytes);
  return found?.type === kind ? { width: found.width, height: found.height } : undefined;
}

/** Width and height read from the image header, or undefined when it is truncated or malformed. */
export function readImageDimensions(kind: ImageKind, bytes: Uint8Array): Dimensions | undefined {
  const dimensions = kind === 'bmp' ? bmpDimensions(bytes) : kind === 'ico' ? icoDimensions(bytes) : headerDimensions(kind, bytes);
  if (!dimensions || dimensions.width <= 0 || dimensions.height <= 0) return undefined;
  return dimensions;
}

/** A size the way Drupal's format_size() writes it (1024-based, at most two decimals). */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit++;
  }
  return `${Number(size.toFixed(2))} ${units[unit]}`;
}

function allowedExtensions(kinds: readonly ImageKind[]): string {
  return kinds.flatMap((kind) => KIND_INFO[kind].extensions).join(' ');
}

const LIGATURES: Readonly<Record<string, string>> = {
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/** Lower-cased ASCII approximation: accents removed, ligatures expanded. */
function transliterate(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[æœßøđðłþı]/g, (char) => LIGATURES[char] ?? char);
}

function slug(text: string): string {
  return transliterate(text)
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-');
}

/**
 * A filename safe to store: basename only, transliterated, `[a-z0-9._-]`,
 * at most 200 characters, never empty, ending with the extension of `kind`
 * (kept when the claimed one already matches, e.g. `.jpeg`; otherwise the
 * claimed one is replaced: `photo.png` holding a JPEG → `photo.jpg`). As
 * Drupal's file_munge_filename() does, inner extension-like parts get a
 * trailing `_` (`shell.php.png` → `shell.php_.png`). The fallback name is
 * `fichier`.
 */
export function safeUploadFilename(filename: string, kind: ImageKind): string {
  const base = filename.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  const claimedExtension = dot > 0 ? slug(base.slice(dot + 1)) : '';
  const { extensions } = KIND_INFO[kind];
  const extension = extensions.includes(claimedExtension) ? claimedExtension : extensions[0]!;
  const parts = slug(stem)
    .split('.')
    .map((part) => part.replace(/^[-_]+|[-_]+$/g, ''))
    .filter((part) => part !== '');
  const [first = '', ...inner] = parts;
  const munged = inner.map((part) => (/^[a-z]{2,5}\d?$/.test(part) && !ALL_EXTENSIONS.includes(part) ? `${part}_` : part));
  const name = [first, ...munged]
    .join('.')
    .slice(0, MAX_FILENAME_LENGTH - extension.length - 1)
    .replace(/[-.]+$/, '');
  return `${name || FALLBACK_FILENAME}.${extension}`;
}

/**
 * Checks an uploaded file: not empty (400), within the size limit (413, default
 * 5 MB), an allowed image kind by content (415), with a readable header (422).
 */
export function checkUpload(
  bytes: Uint8Array,
  claimed: { filename: string; contentType?: string },
  limits?: { maxBytes?: number; allowed?: readonly ImageKind[] },
): UploadCheck {
  const maxBytes = limits?.maxBytes ?? DEFAULT_MAX_UPLOAD_BYTES;
  const allowed = limits?.allowed ?? IMAGE_KINDS;

  if (bytes.length === 0) {
    return { ok: false, status: 400, detail: 'The uploaded file is empty.' };
  }
  if (bytes.length > maxBytes) {
    return {
      ok: false,
      status: 413,
      detail: `The file is ${formatSize(bytes.length)}, which exceeds the maximum upload size of ${formatSize(maxBytes)}.`,
    };
  }
  const kind = detectImageKind(bytes);
  if (kind === undefined || !allowed.includes(kind)) {
    return {
      ok: false,
      status: 415,
      detail: `Only files with the following extensions are allowed: ${allowedExtensions(allowed)}.`,
    };
  }
  const dimensions = readImageDimensions(kind, bytes);
  if (!dimensions) {
    return {
      ok: false,
      status: 422,
      detail: `The image file is invalid or the image type is not allowed. Allowed types: ${allowedExtensions(allowed)}.`,
    };
  }
  const safeFilename = safeUploadFilename(claimed.filename, kind);
  return {
    ok: true,
    kind,
    mime: KIND_INFO[kind].mime,
    extension: safeFilename.slice(safeFilename.lastIndexOf('.') + 1),
    width: dimensions.width,
    height: dimensions.height,
    safeFilename,
  };
}

const FILENAME_REGEX = /\bfilename(?<star>\*?)="(?<filename>.+)"/;

/**
 * The filename of a `Content-Disposition` header, by Drupal's rule
 * (FileUploadResource::validateAndParseContentDispositionHeader): only the
 * quoted `filename="…"` form is accepted, the extended `filename*=` form is
 * not supported (undefined), and path information is stripped (RFC 6266
 * §4.3), on `/` and also on `\`. Undefined when there is no usable filename;
 * Drupal answers 400 in that case. A full RFC 6266 parser (the
 * `content-disposition` package) answers otherwise: docs/dependencies.md.
 */
export function parseContentDisposition(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = FILENAME_REGEX.exec(header);
  if (!match?.groups) return undefined;
  if (match.groups.star) return undefined;
  const filename = (match.groups.filename ?? '').replace(/[/\\]+$/, '').split(/[/\\]/).pop() ?? '';
  return filename === '' ? undefined : filename;
}
