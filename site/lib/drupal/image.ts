import type { Related } from '@/lib/generated/resources';

/** A picture of the backend, served through the site's origin (`/sites/default/files/…`). */
export type SiteImage = { url: string; alt: string; width: number | null; height: number | null };

const positive = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);

/**
 * The picture of an `include`d image relationship: its root-relative path (so `next/image` reads it
 * through the site) and the alt text and size from the reference's meta.
 */
export function toSiteImage(file: Related<'file--file'> | null | undefined): SiteImage | null {
  const url = file?.uri?.url;
  if (!file || !url) return null;
  const meta = file.resourceIdObjMeta ?? {};
  return {
    url: /^https?:\/\//.test(url) ? new URL(url).pathname : url,
    alt: typeof meta['alt'] === 'string' ? meta['alt'] : '',
    width: positive(meta['width']),
    height: positive(meta['height']),
  };
}
