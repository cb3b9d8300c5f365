import { Link } from '@campus/ui';
import NextLink from 'next/link';
import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/not-found-message';

export const metadata: Metadata = { title: { absolute: '404 - Page not found' }, robots: { index: false } };

/** Unknown paths and slugs that resolve to nothing: status 404, in the site's chrome. */
export default function NotFound() {
  return (
    <>
      <h1>Page introuvable</h1>
      <NotFoundMessage />
      <p>La page que vous cherchez n’existe pas ou a été déplacée.</p>
      <p>
        <Link as={NextLink} href="/" variant="standalone">
          Retour à l’accueil
        </Link>
      </p>
    </>
  );
}
