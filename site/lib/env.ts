import 'server-only';
import { z } from 'zod';
import { backendBaseUrl, DEFAULT_CMS_PORT, DEFAULT_MAP_TILE_URL } from './env-defaults.mjs';

/** The site's configuration, parsed once from the environment on the server. */
const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  CMS_PORT: z.coerce.number().int().min(1).max(65535).default(DEFAULT_CMS_PORT),
  DRUPAL_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  SITE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  SITE_NAME: z.string().min(1).default('CFA Campus des Métiers'),
  SITE_DESCRIPTION: z
    .string()
    .min(1)
    .default('Centre de formation d’apprentis : métiers de bouche, hôtellerie et restauration, en alternance.'),
  SITE_TITLE_SEPARATOR: z.string().default(' | '),
  CANONICAL_LOWERCASE: z.enum(['0', '1', 'true', 'false']).default('0'),
  REVALIDATE_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  MAP_TILE_URL: z.string().min(1).default(DEFAULT_MAP_TILE_URL),
  MAP_TILE_ATTRIBUTION: z.string().min(1).default('© les contributeurs d’OpenStreetMap'),
  GTM_ENABLED: z.enum(['0', '1', 'true', 'false']).default('false'),
  GTM_ID: z.string().trim().regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX').optional(),
  GTM_DEBUG: z.enum(['0', '1', 'true', 'false']).default('false'),
  SENTRY_DSN: z.url({ protocol: /^https?$/, error: 'must be a Sentry DSN (http(s) URL)' }).optional(),
  SENTRY_ENVIRONMENT: z.string().min(1).optional(),
  MONITORING_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  DRUPAL_CLIENT_ID: z.string().min(1).default('campus-site-preview'),
  DRUPAL_CLIENT_SECRET: z.string().min(1).optional(),
});

const flag = (value: '0' | '1' | 'true' | 'false') => value === '1' || value === 'true';

/** The site's configuration, as every part of the site may read it: the backend's address is apart. */
export interface SiteEnv {
  port: number;
  siteUrl: string;
  siteName: string;
  siteDescription: string;
  titleSeparator: string;
  /** Lowercase the path of canonical links (for a site whose aliases were once mixed case). */
  canonicalLowercase: boolean;
  /** Shared with the backend, which calls /api/revalidate after each change; unset: the endpoint refuses. */
  revalidateSecret: string | undefined;
  /** Tile server of the training map (`{z}/{x}/{y}` template) and its attribution. */
  mapTileUrl: string;
  mapTileAttribution: string;
  /** Google Tag Manager: started in the browser only when enabled, with an id, and after consent. */
  gtm: { enabled: boolean; id: string | undefined; debug: boolean };
  /** Error reporting (Sentry): on only when a DSN is set. */
  sentry: { dsn: string | undefined; environment: string };
  /** Opens /api/monitoring/check (throws a test error on demand); unset: that route answers 404. */
  monitoringSecret: string | undefined;
  /**
   * The site's OAuth client (simple_oauth, client credentials): reads drafts for the backend's
   * preview links. Server-only, never sent to browsers; unset: those links need a session on the site.
   */
  previewClient: { clientId: string; clientSecret: string } | undefined;
}

export function parseSiteEnv(source: Record<string, string | undefined>): SiteEnv & { drupalBaseUrl: string } {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid site configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    port: env.PORT,
    drupalBaseUrl: backendBaseUrl(env),
    siteUrl: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    siteName: env.SITE_NAME,
    siteDescription: env.SITE_DESCRIPTION,
    titleSeparator: env.SITE_TITLE_SEPARATOR,
    canonicalLowercase: flag(env.CANONICAL_LOWERCASE),
    revalidateSecret: env.REVALIDATE_SECRET,
    mapTileUrl: env.MAP_TILE_URL,
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION,
    gtm: { enabled: flag(env.GTM_ENABLED), id: env.GTM_ID, debug: flag(env.GTM_DEBUG) },
    sentry: { dsn: env.SENTRY_DSN, environment: env.SENTRY_ENVIRONMENT ?? source['NODE_ENV'] ?? 'production' },
    monitoringSecret: env.MONITORING_SECRET,
    previewClient: env.DRUPAL_CLIENT_SECRET ? { clientId: env.DRUPAL_CLIENT_ID, clientSecret: env.DRUPAL_CLIENT_SECRET } : undefined,
  };
}

const { drupalBaseUrl, ...siteEnv } = parseSiteEnv(process.env);

export const env: SiteEnv = siteEnv;

/**
 * The backend's base URL (DRUPAL_BASE_URL, or the embedded cms on CMS_PORT), without trailing
 * slashes. Only the backend seam, lib/drupal and lib/session, may import it (eslint.config.js):
 * everything else asks them.
 */
export const DRUPAL_BASE_URL: string = drupalBaseUrl;
