import type { MetadataRoute } from 'next';
import { LIST_PAGES } from '@/lib/content-types';
import { getSitemapEntries } from '@/lib/drupal/sitemap';
import { env } from '@/lib/env';

// Must be a literal for Next to read it; keep in step with REVALIDATE_SECONDS.
export const revalidate = 60;

/** The home page, the list pages of lib/content-types.ts and the contact page, then every published piece of content. */
const FIXED_PATHS = ['/', ...LIST_PAGES, '/contact'];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = await getSitemapEntries();
  return [
    ...FIXED_PATHS.map((path) => ({ url: `${env.siteUrl}${path}` })),
    ...entries.map(({ path, changed }) => ({ url: `${env.siteUrl}${path}`, ...(changed ? { lastModified: changed } : {}) })),
  ];
}
