import { Breadcrumbs, Link as UiLink } from '@campus/ui';
import type { Metadata } from 'next';
import { canonicalUrl } from '@/lib/seo';
import Link from 'next/link';
import { SessionGuard } from '@/components/session-guard';
import { redirect } from 'next/navigation';
import { OfferForm } from '@/components/offer-form';
import { getOfferFilterOptions } from '@/lib/drupal/offres';
import { emptyOffer } from '@/lib/offer-form';
import { todayInParis } from '@/lib/paris-date';
import { getCurrentUser } from '@/lib/session/server';

// Not indexed, but like every page it names its canonical address (absolute, on SITE_URL).
export function generateMetadata(): Metadata {
  return { title: 'Déposer une offre d’emploi', alternates: { canonical: canonicalUrl('/offres-emploi/deposer') }, robots: { index: false, follow: false } };
}

/** The form of a new offer, for a signed-in user (companies, the school's staff). */
export default async function PostOfferPage() {
  const user = await getCurrentUser();
  if (!user) redirect('/login');
  const { contracts, sectors } = await getOfferFilterOptions();
  const today = todayInParis();
  return (
    <>
      <SessionGuard />
      <Breadcrumbs
        items={[{ label: 'Accueil', href: '/' }, { label: 'Offres d’emploi', href: '/offres-emploi' }, { label: 'Déposer une offre' }]}
        linkAs={Link}
      />
      <h1>Déposer une offre d’emploi</h1>
      <p>
        Publiée, votre offre apparaît aussitôt sur le tableau des offres ; un brouillon reste visible de vous seul, dans{' '}
        <UiLink as={Link} href="/mes-offres-emploi">
          Mes offres d’emploi
        </UiLink>
        .
      </p>
      <OfferForm initial={emptyOffer(today, user.field_organisation)} today={today} contracts={contracts} sectors={sectors} />
    </>
  );
}
