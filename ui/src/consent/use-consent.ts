'use client';

import { useCallback, useSyncExternalStore } from 'react';
import {
  getConsentStatus,
  getServiceConsent,
  subscribeConsent,
  subscribeConsentStatus,
  type ConsentStatus,
  type ServiceConsent,
} from './consent-store';

/**
 * The user's choice for `service` (`youtube`, `googletagmanager`), kept up to date. `pending` on
 * the server and during hydration, then the stored choice.
 */
export function useConsent(service: string): ServiceConsent {
  const subscribe = useCallback((onChange: () => void) => subscribeConsent(service, onChange), [service]);
  return useSyncExternalStore(
    subscribe,
    () => getServiceConsent(service),
    () => 'pending',
  );
}

/** The consent manager's status (`idle` on the server), kept up to date. */
export function useConsentStatus(): ConsentStatus {
  return useSyncExternalStore(subscribeConsentStatus, getConsentStatus, () => 'idle');
}
