'use client';

import { useEffect } from 'react';
import type { ConsentOrientation, GtmConfig } from './consent-options';
import { skipConsent, startConsent } from './start-consent';
import './tarteaucitron-theme.css';

export type ConsentBannerProps = {
  /**
   * Pages without consent manager nor analytics (print/PDF pages): renders nothing, loads no
   * script, pushes nothing. Default `false`.
   */
  skip?: boolean;
  /** URL of the self-hosted tarteaucitron.js (lang/, css/ and services next to it). Default `/tarteaucitron/tarteaucitron.js`. */
  scriptUrl?: string;
  /** The privacy policy page. Default `/politique-de-confidentialite`. */
  privacyUrl?: string;
  /** The cookies page, target of every service's "En savoir plus". Default `/gestion-des-cookies`. */
  cookiesPageUrl?: string;
  /** `middle` (default): a modal dialog that takes focus; `bottom`: a bar at the bottom. */
  orientation?: ConsentOrientation;
  /** Google Tag Manager, managed only when `enabled` and `id` are set; `debug` marks its start event. */
  gtm?: GtmConfig;
};

/**
 * The cookie consent manager (tarteaucitron.js) of the page: a mandatory French banner, nothing
 * started before a choice, YouTube always managed, Google Tag Manager when configured. It draws
 * its own banner and panel at the end of `<body>`; this component renders nothing. Mount it once
 * in the root layout: the library is loaded and initialised once per page whatever the mounts.
 * A link to `#tarteaucitron` ("Gérer mes cookies") reopens the panel.
 */
export function ConsentBanner({
  skip = false,
  scriptUrl = '/tarteaucitron/tarteaucitron.js',
  privacyUrl = '/politique-de-confidentialite',
  cookiesPageUrl = '/gestion-des-cookies',
  orientation = 'middle',
  gtm,
}: ConsentBannerProps) {
  const gtmEnabled = gtm?.enabled ?? false;
  const gtmId = gtm?.id;
  const gtmDebug = gtm?.debug ?? false;

  useEffect(() => {
    if (skip) {
      skipConsent();
      return;
    }
    startConsent({
      scriptUrl,
      privacyUrl,
      cookiesPageUrl,
      orientation,
      gtm: { enabled: gtmEnabled, id: gtmId, debug: gtmDebug },
    });
  }, [skip, scriptUrl, privacyUrl, cookiesPageUrl, orientation, gtmEnabled, gtmId, gtmDebug]);

  return null;
}
