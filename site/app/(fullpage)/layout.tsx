import { FullPageLayout } from '@campus/ui';
import type { ReactNode } from 'react';
import { IntentLink } from '@/components/intent-link';
import { SiteServices } from '@/components/site-services';

/**
 * Immersive pages (the training map): no header nor footer, a floating link back home (prefetched
 * on intent: see `IntentLink`).
 */
export default function FullPageGroupLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <FullPageLayout back={{ label: 'Retour à l’accueil', href: '/' }} linkAs={IntentLink}>
        {children}
      </FullPageLayout>
      <SiteServices />
    </>
  );
}
