import { Alert, Breadcrumbs, Link as UiLink } from '@campus/ui';
import type { Metadata } from 'next';
import { canonicalUrl } from '@/lib/seo';
import Link from 'next/link';
import { SessionGuard } from '@/components/session-guard';
import { redirect } from 'next/navigation';
import { getCurrentUser } from '@/lib/session/server';
import styles from './profile.module.css';

// Not indexed, but like every page it names its canonical address (absolute, on SITE_URL).
export function generateMetadata(): Metadata {
  return { title: 'Mon profil', alternates: { canonical: canonicalUrl('/profile') }, robots: { index: false, follow: false } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The signed-in user's details, read from the backend for this request only. */
export default async function ProfilePage({ searchParams }: Props) {
  const saved = Boolean((await searchParams)['enregistre']);
  const user = await getCurrentUser();
  if (!user) redirect('/login');
  const rows: [string, string][] = [
    ['Identifiant', user.name],
    ['Adresse e-mail', user.mail],
    ['Prénom', user.field_prenom],
    ['Nom', user.field_nom],
    ['Téléphone', user.field_telephone],
    ['Organisation', user.field_organisation],
  ];
  return (
    <>
      <SessionGuard />
      <Breadcrumbs items={[{ label: 'Accueil', href: '/' }, { label: 'Mon profil' }]} linkAs={Link} />
      <h1>Mon profil</h1>
      {saved ? (
        <Alert variant="success" title="Votre profil est enregistré.">
          <p>Vos nouvelles informations sont prises en compte.</p>
        </Alert>
      ) : null}
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || <span className={styles.empty}>Non renseigné</span>}</dd>
          </div>
        ))}
      </dl>
      <p>
        <UiLink as={Link} href="/profile/modifier" variant="standalone">
          Modifier mon profil
        </UiLink>
      </p>
    </>
  );
}
