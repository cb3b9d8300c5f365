import { Link } from '@campus/ui';
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { NotFoundMessage } from '@/components/not-found-message';
import styles from './not-found.module.css';

export const metadata: Metadata = { title: { absolute: '404 - Page not found' }, robots: { index: false } };

/** A printable sheet whose content does not exist: status 404, without the site's chrome. */
export default function PdfNotFound() {
  return (
    <main className={styles.main}>
      <h1>Page introuvable</h1>
      <NotFoundMessage />
      <p>La fiche que vous cherchez n’existe pas ou a été retirée.</p>
      <p>
        <Link as={NextLink} href="/" variant="standalone">
          Retour à l’accueil
        </Link>
      </p>
    </main>
  );
}
