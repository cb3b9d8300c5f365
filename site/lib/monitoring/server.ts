import { privacyOptions } from './options';

/**
 * Starts error reporting in a server runtime (called by instrumentation.ts only when SENTRY_DSN is
 * set). Errors of pages, route handlers, server actions and middleware reach it through
 * `onRequestError`; `reportServerError` adds the site's own (failed writes to the backend).
 */
export async function startServerMonitoring(options: { dsn: string; environment: string; release: string | undefined }): Promise<void> {
  const Sentry = await import('@sentry/nextjs');
  Sentry.init({ ...privacyOptions, ...options });
}

/** Reports an error the site handled itself (no-op while error reporting is off). */
export function reportServerError(error: unknown, context: Record<string, string | number>): void {
  if (!process.env['SENTRY_DSN']) return;
  void import('@sentry/nextjs').then((Sentry) => Sentry.captureException(error, { contexts: { site: context } }));
}
