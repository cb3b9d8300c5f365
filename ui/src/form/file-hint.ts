const UNITS = ['octets', 'Ko', 'Mo', 'Go'] as const;

/**
 * A file size in French, binary multiples (1 Mo = 1 048 576 octets), at most one decimal, with a
 * no-break space before the unit: `formatFileSize(2 * 1024 * 1024)` → "2 Mo".
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) {
    throw new Error(`formatFileSize: "bytes" must be a number greater than or equal to 0 (received ${String(bytes)}).`);
  }
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  const name = unit === 0 && value < 2 ? 'octet' : UNITS[unit];
  return `${number}\u00a0${name}`;
}

// Names people know for the MIME types a school site accepts; other types show their subtype.
const MIME_NAMES: Readonly<Record<string, string>> = {
  'image/jpeg': 'JPEG',
  'image/svg+xml': 'SVG',
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.oasis.opendocument.text': 'ODT',
  'text/plain': 'TXT',
  'image/*': 'images',
  'video/*': 'vidéos',
  'audio/*': 'fichiers audio',
};

/**
 * The formats of an `accept` attribute as people name them:
 * `acceptedFormats('image/png,image/jpeg,.pdf')` → `['PNG', 'JPEG', 'PDF']` (duplicates removed).
 */
export function acceptedFormats(accept: string): string[] {
  const names = accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const known = MIME_NAMES[entry];
      if (known) return known;
      if (entry.startsWith('.')) return entry.slice(1).toUpperCase();
      return (entry.split('/')[1] ?? entry).toUpperCase();
    });
  return [...new Set(names)];
}

/**
 * The French hint of a file field, from its `accept` and maximum size, e.g.
 * "Formats acceptés : PNG, JPEG. Taille maximale : 2 Mo." Returns `undefined` when both are absent.
 */
export function fileFieldHint({ accept, maxSizeBytes }: { accept?: string | undefined; maxSizeBytes?: number | undefined }): string | undefined {
  const parts: string[] = [];
  const formats = accept ? acceptedFormats(accept) : [];
  if (formats.length === 1) parts.push(`Format accepté : ${formats[0]}.`);
  if (formats.length > 1) parts.push(`Formats acceptés : ${formats.join(', ')}.`);
  if (maxSizeBytes !== undefined) parts.push(`Taille maximale : ${formatFileSize(maxSizeBytes)}.`);
  return parts.length > 0 ? parts.join(' ') : undefined;
}
