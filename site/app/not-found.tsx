import { Link } from '@campus/ui';
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { NotFoundMessage } from '@/components/not-found-message';
import { SiteChrome } from '@/components/site-chrome';
import { env } from '@/lib/env';

// The site's server completes the title with the requested path (server.mjs).
export const metadata: Metadata = { title: { absolute: '404 - Page not found' }, robots: { index: false } };

/**
 * Every 404 of the site: unknown paths, slugs that resolve to nothing, failed validity checks, in
 * every route group (a missing printable sheet too: the visitor gets the navigation back). It
 * renders the site's chrome itself because it sits under the root layout only. Prerendered once.
 */
export default function NotFound() {
  return (
    <SiteChrome siteName={env.siteName} year={new Date().getFullYear()}>
      <h1>Page introuvable</h1>
      <NotFoundMessage />
      <p>La page que vous cherchez n’existe pas ou a été déplacée.</p>
      <p>
        <Link as={NextLink} href="/" variant="standalone">
          Retour à l’accueil
        </Link>
      </p>
    </SiteChrome>
  );
}
