import type { MetadataRoute } from 'next';
import { getSitemapEntries } from '@/lib/drupal/sitemap';
import { env } from '@/lib/env';

// Must be a literal for Next to read it; keep in step with REVALIDATE_SECONDS.
export const revalidate = 60;

/** The lists and fixed pages of the site, then every published piece of content. */
const FIXED_PATHS = ['/', '/articles', '/evenements', '/agenda', '/formations', '/nos-formations', '/metiers', '/formations-carte', '/menus-restaurant', '/offres-emploi', '/contact'];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = await getSitemapEntries();
  return [
    ...FIXED_PATHS.map((path) => ({ url: `${env.siteUrl}${path}` })),
    ...entries.map(({ path, changed }) => ({ url: `${env.siteUrl}${path}`, ...(changed ? { lastModified: changed } : {}) })),
  ];
}
