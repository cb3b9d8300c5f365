import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: { absolute: '404 - Page not found' }, robots: { index: false } };

/** Paths outside every route group (rare: the default group catches the rest). */
export default function RootNotFound() {
  return (
    <main id="contenu" style={{ padding: '2rem' }}>
      <h1>Page introuvable</h1>
      <p lang="en">Page not found</p>
      <p>
        <Link href="/">Retour à l’accueil</Link>
      </p>
    </main>
  );
}
