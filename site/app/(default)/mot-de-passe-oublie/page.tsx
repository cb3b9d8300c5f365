import { Breadcrumbs, Link as UiLink } from '@campus/ui';
import type { Metadata } from 'next';
import Link from 'next/link';
import { PasswordRequestForm } from '@/components/password-request-form';
import { canonicalUrl } from '@/lib/seo';
import { requestPassword } from './actions';

// Not indexed, but like every page it names its canonical address (absolute, on SITE_URL).
export function generateMetadata(): Metadata {
  return { title: 'Mot de passe oublié', alternates: { canonical: canonicalUrl('/mot-de-passe-oublie') }, robots: { index: false, follow: true } };
}

/** The request for a one-time login link, linked from the login form. */
export default function PasswordRequestPage() {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Accueil', href: '/' }, { label: 'Connexion', href: '/login' }, { label: 'Mot de passe oublié' }]} linkAs={Link} />
      <h1>Mot de passe oublié</h1>
      <p>
        Saisissez l’adresse e-mail ou l’identifiant de votre compte : vous recevrez un courriel avec un lien de connexion à usage unique, pour choisir un
        nouveau mot de passe.
      </p>
      <PasswordRequestForm action={requestPassword} />
      <p>
        <UiLink as={Link} href="/login" variant="standalone">
          Retour à la connexion
        </UiLink>
      </p>
    </>
  );
}
