'use client';
import { Button } from '@campus/ui';
import Link from 'next/link';
import { useEffect } from 'react';
import { reportClientError } from '@/lib/monitoring/client';
import { reloadOnChunkError } from '@/lib/builds/boundary';

/** Any other error while rendering a page: "Internal Server Error", in French around it. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    document.title = '500 - Internal Server Error';
    console.error(error);
    reportClientError(error);
    // A page of a build the server no longer has: reload once to get the new build.
    reloadOnChunkError(error);
  }, [error]);
  return (
    <>
      <h1>Une erreur est survenue</h1>
      <p lang="en">Internal Server Error</p>
      <p>Le site a rencontré un problème. Réessayez dans un instant ; si le problème persiste, contactez-nous.</p>
      <p>
        <Button type="button" onClick={reset}>
          Réessayer
        </Button>{' '}
        <Link href="/">Retour à l’accueil</Link>
      </p>
    </>
  );
}
