import { Breadcrumbs } from '@campus/ui';
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getCurrentUser } from '@/lib/session/server';
import styles from './profile.module.css';

export const metadata: Metadata = { title: 'Mon profil', robots: { index: false, follow: false } };

/** The signed-in user's details, read from the backend for this request only. */
export default async function ProfilePage() {
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
      <Breadcrumbs items={[{ label: 'Accueil', href: '/' }, { label: 'Mon profil' }]} linkAs={Link} />
      <h1>Mon profil</h1>
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || <span className={styles.empty}>Non renseigné</span>}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
