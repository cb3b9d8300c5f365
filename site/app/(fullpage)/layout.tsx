import { FullPageLayout } from '@campus/ui';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { SiteServices } from '@/components/site-services';

/** Immersive pages (the training map): no header nor footer, a floating link back home. */
export default function FullPageGroupLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <FullPageLayout back={{ label: 'Retour à l’accueil', href: '/' }} linkAs={Link}>
        {children}
      </FullPageLayout>
      <SiteServices />
    </>
  );
}
