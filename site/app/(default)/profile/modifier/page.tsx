import { Breadcrumbs } from '@campus/ui';
import type { Metadata } from 'next';
import { canonicalUrl } from '@/lib/seo';
import Link from 'next/link';
import { SessionGuard } from '@/components/session-guard';
import { redirect } from 'next/navigation';
import { ProfileForm } from '@/components/profile-form';
import { getCurrentUser } from '@/lib/session/server';

// Not indexed, but like every page it names its canonical address (absolute, on SITE_URL).
export function generateMetadata(): Metadata {
  return { title: 'Modifier mon profil', alternates: { canonical: canonicalUrl('/profile/modifier') }, robots: { index: false, follow: false } };
}

/** The signed-in user's own details, in a form. */
export default async function EditProfilePage() {
  const user = await getCurrentUser();
  if (!user) redirect('/login');
  return (
    <>
      <SessionGuard />
      <Breadcrumbs items={[{ label: 'Accueil', href: '/' }, { label: 'Mon profil', href: '/profile' }, { label: 'Modifier' }]} linkAs={Link} />
      <h1>Modifier mon profil</h1>
      <ProfileForm
        userId={user.uuid}
        initial={{
          firstName: user.field_prenom,
          lastName: user.field_nom,
          phone: user.field_telephone,
          organisation: user.field_organisation,
          mail: user.mail,
        }}
      />
    </>
  );
}
