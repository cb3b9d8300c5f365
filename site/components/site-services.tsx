'use client';

import { ConsentBanner, pushVirtualPageView } from '@campus/ui';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef, useState } from 'react';
import { startBuildWatcher } from '@/lib/builds/client';
import { loadClientConfig, type ClientConfig } from '@/lib/client-config';
import { startClientMonitoring } from '@/lib/monitoring/client';

/** After each client-side route change, a virtual page view for GTM (only if the visitor allowed it). */
function VirtualPageViews() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const first = useRef(true);
  useEffect(() => {
    // The first page is counted by GTM's own start.
    if (first.current) {
      first.current = false;
      return;
    }
    // The new page's <title> is committed with it; a frame later it is in document.title.
    const frame = requestAnimationFrame(() => pushVirtualPageView(`${pathname}${search ? `?${search}` : ''}`, document.title));
    return () => cancelAnimationFrame(frame);
  }, [pathname, search]);
  return null;
}

/**
 * What runs around the pages, in the browser, once the page is interactive: the consent manager
 * (and GTM through it), GTM's virtual page views, the new-build watcher and error reporting. All
 * of it follows the server's configuration, read at run time from `/api/client-config`.
 * `consent={false}` (printable pages): no consent manager and no analytics at all.
 */
export function SiteServices({ consent = true }: { consent?: boolean }) {
  const [config, setConfig] = useState<ClientConfig | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadClientConfig().then((loaded) => {
      if (!live) return;
      setConfig(loaded);
      startClientMonitoring(loaded);
      startBuildWatcher(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  if (config === undefined) return null;
  if (!consent) return <ConsentBanner skip />;
  return (
    <>
      <ConsentBanner gtm={config?.gtm} />
      <Suspense fallback={null}>
        <VirtualPageViews />
      </Suspense>
    </>
  );
}
