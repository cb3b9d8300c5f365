import type { ClientConfig } from '@/lib/client-config';

/** Watches for a newer build of the site while the page is open (see docs/site.md). */
export function startBuildWatcher(config: ClientConfig | null): void {
  void config;
}
