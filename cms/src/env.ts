import path from 'node:path';
import { z } from 'zod';
import { parseTrustedProxies } from './auth/proxy.js';

/** The cms configuration, read once from the environment. */
const schema = z.object({
  CMS_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  CMS_HOST: z.string().min(1).default('127.0.0.1'),
  CMS_DATA_DIR: z.string().min(1).default('.data/cms'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /**
   * Reverse proxies whose X-Forwarded-For / -Proto / -Host are believed (Drupal's
   * `reverse_proxy_addresses`): comma-separated addresses and CIDR ranges, e.g. `127.0.0.1,::1`.
   */
  CMS_TRUSTED_PROXIES: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      if (value === undefined) return;
      try {
        parseTrustedProxies(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
      }
    }),
  /** Former setting: `1` without CMS_TRUSTED_PROXIES trusts the loopback addresses only. */
  CMS_TRUST_PROXY: z.enum(['0', '1']).default('0'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** The site's revalidation endpoint, called on every content change (as Drupal's `next` module). */
  SITE_REVALIDATE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** Shared secret sent with revalidation calls; required when SITE_REVALIDATE_URL is set. */
  REVALIDATE_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Secret of preview links (`POST /next/draft-url`, as Drupal's `next` module); unset: no preview links. */
  DRAFT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The site's OAuth client (`POST /oauth/token`, client credentials, as simple_oauth): its id... */
  DRUPAL_CLIENT_ID: z.string().min(1).default('campus-site-preview'),
  /** ...and its secret; unset: no token is issued. */
  DRUPAL_CLIENT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
});

export type CmsEnv = z.infer<typeof schema> & { dataDir: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function readEnv(source: Record<string, string | undefined> = process.env): CmsEnv {
  // An empty variable means "not set", as in a .env file with `DATABASE_URL=`.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid cms configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.SITE_REVALIDATE_URL && !parsed.data.REVALIDATE_SECRET) {
    throw new ConfigError('Invalid cms configuration:\n  REVALIDATE_SECRET: required when SITE_REVALIDATE_URL is set');
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.CMS_DATA_DIR) };
}
