import { Alert, Breadcrumbs, EmptyState, Link as UiLink } from '@campus/ui';
import type { Metadata } from 'next';
import Link from 'next/link';
import { SessionGuard } from '@/components/session-guard';
import { notFound, redirect } from 'next/navigation';
import { OfferForm } from '@/components/offer-form';
import { getOfferFilterOptions } from '@/lib/drupal/offres';
import { todayInParis } from '@/lib/paris-date';
import { setRequestStatus } from '@/lib/request-context';
import { type EditableOffer, getEditableOffer } from '@/lib/session/my-offers';
import { getCurrentUser } from '@/lib/session/server';

export const metadata: Metadata = { title: 'Modifier une offre d’emploi', robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }> };

const crumbs = [
  { label: 'Accueil', href: '/' },
  { label: 'Mes offres d’emploi', href: '/mes-offres-emploi' },
  { label: 'Modifier une offre' },
];

/**
 * The offer form filled in with an offer, for its owner or an editor. Anyone else gets a 403 page
 * and nothing to send (the backend refuses their writes anyway).
 */
export default async function EditOfferPage({ params }: Props) {
  const { id } = await params;
  const user = await getCurrentUser();
  if (!user) redirect('/login');
  let offer: EditableOffer | null;
  try {
    offer = await getEditableOffer(id);
  } catch (error) {
    console.error(`Reading the offer ${id} for editing failed:`, error);
    return (
      <>
        <SessionGuard />
        <Breadcrumbs items={crumbs} linkAs={Link} />
        <h1>Modifier une offre d’emploi</h1>
        <EmptyState title="Cette offre ne peut pas être affichée pour le moment.">
          <p>Veuillez réessayer dans quelques instants.</p>
        </EmptyState>
      </>
    );
  }
  if (!offer) notFound();
  const roles = user.roles.split(',').map((role) => role.trim());
  const allowed = offer.ownerId === user.uuid || roles.includes('editor') || roles.includes('administrator');
  if (!allowed) {
    setRequestStatus(403);
    return (
      <>
        <SessionGuard />
        <Breadcrumbs items={crumbs} linkAs={Link} />
        <h1>Accès refusé</h1>
        <Alert variant="error" title="Vous ne pouvez pas modifier cette offre.">
          <p>Seule l’entreprise qui l’a déposée (ou l’équipe du CFA) peut la modifier.</p>
        </Alert>
        <p>
          <UiLink as={Link} href="/mes-offres-emploi" variant="standalone">
            Retour à mes offres d’emploi
          </UiLink>
        </p>
      </>
    );
  }
  const { contracts, sectors } = await getOfferFilterOptions();
  return (
    <>
      <SessionGuard />
      <Breadcrumbs items={crumbs} linkAs={Link} />
      <h1>Modifier l’offre « {offer.values.title} »</h1>
      <p>{offer.published ? 'Cette offre est publiée : vos modifications seront visibles aussitôt.' : 'Cette offre est un brouillon, visible de vous seul.'}</p>
      <OfferForm
        initial={offer.values}
        today={todayInParis()}
        contracts={contracts}
        sectors={sectors}
        existing={{ id: offer.id, published: offer.published }}
      />
    </>
  );
}
