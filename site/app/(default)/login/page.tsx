import { Breadcrumbs, Link as UiLink } from '@campus/ui';
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { LoginForm } from '@/components/login-form';
import { canonicalUrl } from '@/lib/seo';
import { safeReturnPath } from '@/lib/session/cookies';
import { getCurrentUser, peekAuthRedirect } from '@/lib/session/server';
import { login } from './actions';

// Not indexed, but like every page it names its canonical address (absolute, on SITE_URL).
export function generateMetadata(): Metadata {
  return { title: 'Connexion', alternates: { canonical: canonicalUrl('/login') }, robots: { index: false, follow: true } };
}

/**
 * Sign-in for companies and the school's staff. A signed-in user is sent on at once (the
 * middleware does it first; this covers a session it could not check).
 */
export default async function LoginPage() {
  if (await getCurrentUser()) redirect(safeReturnPath(await peekAuthRedirect()));
  return (
    <>
      <Breadcrumbs items={[{ label: 'Accueil', href: '/' }, { label: 'Connexion' }]} linkAs={Link} />
      <h1>Connexion</h1>
      <p>Entreprises partenaires : connectez-vous pour déposer et gérer vos offres d’emploi.</p>
      <LoginForm action={login} />
      <p>
        <UiLink as={Link} href="/mot-de-passe-oublie">
          Mot de passe oublié ?
        </UiLink>
      </p>
    </>
  );
}
