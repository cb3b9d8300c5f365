import { Alert, Breadcrumbs, EmptyState, Link as UiLink } from '@campus/ui';
import type { Metadata } from 'next';
import { canonicalUrl } from '@/lib/seo';
import Link from 'next/link';
import { SessionGuard } from '@/components/session-guard';
import { notFound, redirect } from 'next/navigation';
import { OfferForm } from '@/components/offer-form';
import { getOfferFilterOptions } from '@/lib/drupal/offres';
import { todayInParis } from '@/lib/paris-date';
import { setRequestStatus } from '@/lib/request-context';
import { type EditableOffer, getEditableOffer } from '@/lib/session/my-offers';
import { getCurrentUser } from '@/lib/session/server';

type Props = { params: Promise<{ id: string }> };

type Access = { user: NonNullable<Awaited<ReturnType<typeof getCurrentUser>>>; offer: EditableOffer; allowed: boolean };

/** The user, the offer and whether they may edit it; `null` without user or offer (an error throws). */
async function access(id: string): Promise<Access | null> {
  const user = await getCurrentUser();
  const offer = user ? await getEditableOffer(id) : null;
  if (!user || !offer) return null;
  const roles = user.roles.split(',').map((role) => role.trim());
  return { user, offer, allowed: offer.ownerId === user.uuid || roles.includes('editor') || roles.includes('administrator') };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  // Not indexed, but like every page it names its canonical address (absolute, on SITE_URL).
  const robots = { index: false, follow: false };
  const alternates = { canonical: canonicalUrl(`/offres-emploi/modifier/${encodeURIComponent(id)}`) };
  try {
    const found = await access(id);
    if (found && !found.allowed) return { title: { absolute: '403 - Accès refusé' }, alternates, robots };
  } catch {
    // The page says it cannot read the offer.
  }
  return { title: 'Modifier une offre d’emploi', alternates, robots };
}

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
  if (!(await getCurrentUser())) redirect('/login');
  let found: Access | null;
  try {
    found = await access(id);
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
  if (!found) notFound();
  const { offer } = found;
  if (!found.allowed) {
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
