import * as Sentry from '@sentry/nextjs';
import type { ClientConfig } from '@/lib/client-config';
import { privacyOptions } from './options';

/**
 * The browser SDK, in a chunk of its own that `client.ts` imports only when error reporting is on.
 * Returns how to report an error that did not reach the SDK's own handlers.
 */
export function initClientSdk(config: NonNullable<ClientConfig['sentry']>): (error: unknown, handled: boolean) => void {
  Sentry.init({
    ...privacyOptions,
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
  });
  return (error, handled) => {
    Sentry.captureException(error, { mechanism: { type: handled ? 'auto.function.error_boundary' : 'auto.browser.early', handled } });
  };
}
