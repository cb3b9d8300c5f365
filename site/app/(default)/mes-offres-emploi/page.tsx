import { Alert, Breadcrumbs, CardGrid, EmptyState, Link as UiLink } from '@campus/ui';
import { MyOfferActions } from '@/components/my-offer-actions';
import { MyOfferCard } from '@/components/my-offer-card';
import type { Metadata } from 'next';
import { canonicalUrl } from '@/lib/seo';
import Link from 'next/link';
import { SessionGuard } from '@/components/session-guard';
import { redirect } from 'next/navigation';
import { todayInParis } from '@/lib/paris-date';
import { getMyOffers } from '@/lib/session/my-offers';
import { getCurrentUser } from '@/lib/session/server';
import { editsEveryOffer, parseAllOffersFilters } from '@/lib/session/all-offers';
import { AllOffers } from './all-offers';

// Not indexed, but like every page it names its canonical address (absolute, on SITE_URL).
export async function generateMetadata(): Promise<Metadata> {
  const user = await getCurrentUser();
  return { title: user && editsEveryOffer(user) ? EDITOR_TITLE : 'Mes offres d’emploi', alternates: { canonical: canonicalUrl('/mes-offres-emploi') }, robots: { index: false, follow: false } };
}

const EDITOR_TITLE = 'Toutes les offres d’emploi';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The signed-in user's offers in every state: drafts, published, expired. An editor, who may edit
 * every offer, gets every company's offers instead, filtered by company and state (`?entreprise=`,
 * `?etat=`, `?page=`); anyone else's query is ignored: their list is read by their own uid, with
 * their own session. Rendered per request.
 */
export default async function MyOffersPage({ searchParams }: Props) {
  const query = await searchParams;
  const user = await getCurrentUser();
  // The middleware sends visitors to /login first; this covers a session that ended in between.
  if (!user) redirect('/login');
  const editor = editsEveryOffer(user);
  const title = editor ? EDITOR_TITLE : 'Mes offres d’emploi';
  const today = todayInParis();
  const offers = editor ? [] : await getMyOffers(user.uuid);
  return (
    <>
      <SessionGuard />
      <Breadcrumbs items={[{ label: 'Accueil', href: '/' }, { label: title }]} linkAs={Link} />
      <h1>{title}</h1>
      {query['modifiee'] ? (
        <Alert variant="success" title="Vos modifications sont enregistrées.">
          <p>L’offre est à jour.</p>
        </Alert>
      ) : query['publiee'] ? (
        <Alert variant="success" title="Votre offre est publiée.">
          <p>Elle apparaît sur le tableau des offres d’emploi.</p>
        </Alert>
      ) : query['brouillon'] ? (
        <Alert variant="success" title="Votre brouillon est enregistré.">
          <p>Il n’est pas sur le tableau des offres ; publiez-le quand il est prêt.</p>
        </Alert>
      ) : null}
      <p>
        Connecté en tant que <strong>{user.name}</strong>
        {user.field_organisation ? ` (${user.field_organisation})` : ''}.{' '}
        {editor
          ? 'Vous pouvez modifier les offres de toutes les entreprises, brouillons compris.'
          : 'Vos brouillons ne sont visibles que par vous et par l’équipe du CFA.'}
      </p>
      {/* At the top as well as under the cards: with several offers, the bottom is far on a phone. */}
      <p>
        <UiLink as={Link} href="/offres-emploi/deposer" variant="standalone">
          Déposer une nouvelle offre
        </UiLink>
      </p>
      {editor ? (
        <AllOffers filters={parseAllOffersFilters(query)} today={today} />
      ) : offers === null ? (
        <EmptyState title="Vos offres ne peuvent pas être affichées pour le moment.">
          <p>Veuillez réessayer dans quelques instants.</p>
        </EmptyState>
      ) : offers.length === 0 ? (
        <EmptyState title="Vous n’avez encore publié aucune offre.">
          <p>Les offres que vous déposerez apparaîtront ici, brouillons compris.</p>
        </EmptyState>
      ) : (
        // In a block of its own: the layout keeps its direct children to a reading width.
        <div>
          <p>
            {offers.length} offre{offers.length > 1 ? 's' : ''}, dont {offers.filter((offer) => !offer.published).length} brouillon
            {offers.filter((offer) => !offer.published).length > 1 ? 's' : ''}.
          </p>
          <CardGrid aria-label="Mes offres d’emploi">
            {offers.map((offer) => (
              <MyOfferCard
                key={offer.id}
                offer={offer}
                today={today}
                actions={<MyOfferActions id={offer.id} title={offer.title} published={offer.published} expires={offer.expires} today={today} />}
              />
            ))}
          </CardGrid>
        </div>
      )}
      <p>
        <UiLink as={Link} href="/offres-emploi/deposer" variant="standalone">
          Déposer une nouvelle offre
        </UiLink>
      </p>
      <p>
        <UiLink as={Link} href="/offres-emploi" variant="standalone">
          Voir le tableau des offres
        </UiLink>
      </p>
    </>
  );
}
