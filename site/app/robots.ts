import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

/** Everything public is crawlable except the printable copies, the account pages and the API. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/pdfs/', '/api/', '/profile', '/mes-offres-emploi', '/login'] }],
    sitemap: `${env.siteUrl}/sitemap.xml`,
    host: env.siteUrl,
  };
}
