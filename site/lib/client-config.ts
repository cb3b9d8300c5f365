import type { GtmConfig } from '@campus/ui';

/**
 * What the browser needs to know of the server's configuration, served by `/api/client-config`
 * at run time (pages are prerendered at build time, so their HTML cannot carry it): turning
 * analytics or error reporting on or off needs a restart, not a rebuild.
 */
export type ClientConfig = {
  /** The build the server runs (Next's build id). */
  buildId: string;
  /** Google Tag Manager, managed by the consent banner (started only after consent). */
  gtm: GtmConfig;
  /** Error reporting; `null` when off (no SENTRY_DSN). */
  sentry: { dsn: string; environment: string; release: string } | null;
};

export const CLIENT_CONFIG_PATH = '/api/client-config';

let pending: Promise<ClientConfig | null> | undefined;

function isClientConfig(value: unknown): value is ClientConfig {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record['buildId'] === 'string' && typeof record['gtm'] === 'object' && record['gtm'] !== null && 'sentry' in record;
}

/** The configuration, fetched once per page load (browser only); `null` when it cannot be read. */
export function loadClientConfig(): Promise<ClientConfig | null> {
  pending ??= fetch(CLIENT_CONFIG_PATH, { credentials: 'omit', cache: 'no-store' })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: unknown) => (isClientConfig(body) ? body : null))
    .catch(() => null);
  return pending;
}
