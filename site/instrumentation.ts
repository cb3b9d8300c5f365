import type { Instrumentation } from 'next';

/**
 * Runs once when a server starts: a bad configuration stops start-up with a message naming it;
 * then error reporting starts if SENTRY_DSN is set (read now, at run time: no rebuild needed).
 */
export async function register(): Promise<void> {
  if (process.env['NEXT_RUNTIME'] === 'nodejs') {
    let env;
    try {
      ({ env } = await import('./lib/env'));
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(2);
    }
    if (env.sentry.dsn) {
      const [{ startServerMonitoring }, { currentBuild }] = await Promise.all([import('./lib/monitoring/server'), import('./lib/build-info')]);
      await startServerMonitoring({ dsn: env.sentry.dsn, environment: env.sentry.environment, release: currentBuild().id });
    }
  }
  if (process.env['NEXT_RUNTIME'] === 'edge' && process.env['SENTRY_DSN']) {
    const { startServerMonitoring } = await import('./lib/monitoring/server');
    await startServerMonitoring({
      dsn: process.env['SENTRY_DSN'],
      environment: process.env['SENTRY_ENVIRONMENT'] || process.env['NODE_ENV'] || 'production',
      // The edge runtime cannot read BUILD_ID; Next gives its bundles the id.
      release: process.env['__NEXT_BUILD_ID'],
    });
  }
}

/** Errors of pages, route handlers, server actions and middleware, reported when SENTRY_DSN is set. */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!process.env['SENTRY_DSN']) return;
  const { captureRequestError } = await import('@sentry/nextjs');
  captureRequestError(...args);
};
