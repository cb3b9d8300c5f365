'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import styles from './preview-banner.module.css';

/**
 * Shown on every page while preview (draft mode) is on: says so, and offers to leave it (a plain
 * link: a prefetch must never turn preview off). Page data is read afresh after each navigation,
 * so an editor who changed a draft in another tab sees it on the next page.
 *
 * `grant` says what the preview shows: `session`, the drafts the visitor's own account may read
 * (`?preview=true`, signed in on the site); `link`, the one draft of a preview link opened from
 * the backend's admin, with every other page as published (lib/preview.ts).
 */
export function PreviewBanner({ grant = 'session' }: { grant?: 'session' | 'link' | undefined }) {
  const pathname = usePathname() ?? '/';
  // Rendered only for requests in preview, which are dynamic: reading the query costs nothing.
  const search = useSearchParams().toString();
  const router = useRouter();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    router.refresh();
  }, [pathname, router]);
  const here = `${pathname}${search ? `?${search}` : ''}`;
  return (
    <div role="region" aria-label="Mode aperçu" className={styles.banner}>
      <p className={styles.text}>
        <strong>Aperçu activé</strong> :{' '}
        {grant === 'link'
          ? 'vous voyez le brouillon ouvert depuis le lien d’aperçu ; les autres pages restent telles qu’elles sont publiées.'
          : 'vous voyez la dernière version des contenus, brouillons compris, telle que votre compte peut la voir.'}
      </p>
      <a className={styles.leave} href={`/api/disable-draft?path=${encodeURIComponent(here)}`}>
        Quitter l’aperçu
      </a>
    </div>
  );
}
