import { Breadcrumbs, Button, CardGrid, EmptyState, Link as UiLink, Paginator, Select, TextField } from '@campus/ui';
import type { Metadata } from 'next';
import Link from 'next/link';
import { permanentRedirect } from 'next/navigation';
import { OfferCard } from '@/components/offer-card';
import { parsePageParam } from '@/lib/drupal/articles';
import {
  getOfferFilterOptions,
  getOffersPage,
  OFFERS_PER_PAGE,
  type OfferFilters,
  offerFilterParams,
  offerListRedirect,
  parseOfferFilters,
} from '@/lib/drupal/offres';
import { todayInParis } from '@/lib/paris-date';
import { invalidRoute } from '@/lib/request-context';
import { breadcrumbList, JsonLd, pageMetadata, type SearchParams } from '@/lib/seo';
import styles from './offres.module.css';

const TITLE = 'Offres d’emploi';

function describe(filters: OfferFilters): string {
  const parts = [
    filters.contract?.name,
    filters.sector?.name,
    filters.place ? `lieu : ${filters.place}` : null,
    filters.text ? `« ${filters.text} »` : null,
  ].filter(Boolean);
  return parts.join(', ');
}

/**
 * The page's state from its URL, or `null` when it names nothing (a wrong page or filter). A
 * contract type or sector named otherwise than by its slug (`?secteur=8`, `?secteur=Boulangerie-pâtisserie`)
 * is redirected (308) to the same address with the slug: one address per list.
 */
async function readQuery(query: SearchParams) {
  const page = parsePageParam(query['page']);
  const options = await getOfferFilterOptions();
  const parsed = parseOfferFilters(query, options);
  if (page === null || parsed === null) return null;
  if (!parsed.canonical) permanentRedirect(offerListRedirect(query, parsed.filters));
  return { page, filters: parsed.filters, options };
}

/** The list's metadata for its query (`page`, and the board's filters). */
export async function listMetadata(query: SearchParams): Promise<Metadata> {
  const asked = await readQuery(query);
  if (!asked) return { title: { absolute: '404 - Page not found' } };
  const described = describe(asked.filters);
  return pageMetadata({
    title: `${TITLE}${described ? ` : ${described}` : ''}${asked.page > 1 ? ` – page ${asked.page}` : ''}`,
    description: 'Les offres d’emploi et d’apprentissage des entreprises partenaires du CFA Campus des Métiers : boulangerie, cuisine, service, hôtellerie.',
    path: '/offres-emploi',
    query: { ...offerFilterParams(asked.filters), page: String(asked.page) },
  });
}

/** The list for its query: rendered by `page.tsx` (any query) and by the cached route the middleware rewrites to. */
export async function OffersPage({ query }: { query: SearchParams }) {
  const asked = await readQuery(query);
  if (!asked) invalidRoute();
  const { page, filters, options } = asked;
  const result = await getOffersPage(page, filters);
  const totalPages = result && result.total !== null ? Math.ceil(result.total / OFFERS_PER_PAGE) : null;
  // Past the last page (or on an empty page after the first): nothing lives there.
  if (result && page > 1 && ((totalPages !== null && page > totalPages) || result.items.length === 0)) invalidRoute();
  const params = offerFilterParams(filters);
  const filtered = Object.keys(params).length > 0;
  const linkUrl = `/offres-emploi?${new URLSearchParams(params).toString()}${filtered ? '&' : ''}page=[page]`;
  const today = todayInParis();

  return (
    <>
      <Breadcrumbs items={[{ label: 'Accueil', href: '/' }, { label: TITLE }]} linkAs={Link} />
      <JsonLd data={breadcrumbList([{ name: TITLE }])} />
      <h1>{TITLE}</h1>
      <p>
        Les entreprises partenaires du CFA recrutent des apprentis et des diplômés. Vous recrutez ?{' '}
        <UiLink as={Link} href="/offres-emploi/deposer">
          Déposez une offre
        </UiLink>
        .
      </p>

      <form className={styles.filters} method="get" action="/offres-emploi" role="search" aria-label="Filtrer les offres">
        <Select
          label="Type de contrat"
          name="contrat"
          defaultValue={filters.contract?.slug ?? ''}
          options={[
            { value: '', label: 'Tous les contrats' },
            ...options.contracts.map((term) => ({ value: term.slug, label: term.name })),
          ]}
        />
        <Select
          label="Secteur"
          name="secteur"
          defaultValue={filters.sector?.slug ?? ''}
          options={[
            { value: '', label: 'Tous les secteurs' },
            ...options.sectors.map((term) => ({ value: term.slug, label: term.name })),
          ]}
        />
        <TextField label="Ville ou code postal" name="lieu" defaultValue={filters.place ?? ''} autoComplete="address-level2" maxLength={100} />
        <TextField label="Mots-clés" name="q" type="search" defaultValue={filters.text ?? ''} maxLength={100} />
        <div className={styles.filterActions}>
          <Button type="submit">Rechercher</Button>
          {filtered ? (
            <UiLink as={Link} href="/offres-emploi">
              Voir toutes les offres
            </UiLink>
          ) : null}
        </div>
      </form>

      {!result ? (
        <EmptyState title="Les offres d’emploi ne peuvent pas être affichées pour le moment.">
          <p>Veuillez réessayer dans quelques instants.</p>
        </EmptyState>
      ) : result.items.length === 0 ? (
        <EmptyState title={filtered ? 'Aucune offre ne correspond à votre recherche.' : 'Aucune offre d’emploi pour le moment.'}>
          <p>{filtered ? 'Essayez avec moins de critères, ou revenez bientôt.' : 'Revenez bientôt : les entreprises partenaires publient leurs offres ici.'}</p>
        </EmptyState>
      ) : (
        <div>
          <p className={styles.summary}>
            {result.total !== null ? `${result.total} offre${result.total > 1 ? 's' : ''}` : 'Offres'}
            {filtered ? ` – ${describe(filters)}` : ''}
            {page > 1 ? ` – page ${page}${totalPages !== null ? ` sur ${totalPages}` : ''}` : ''}
          </p>
          <CardGrid aria-label={`Offres d’emploi, page ${page}`}>
            {result.items.map((offer) => (
              <OfferCard key={offer.id} offer={offer} today={today} headingLevel={2} />
            ))}
          </CardGrid>
          <Paginator
            type="link"
            className={styles.paginator}
            linkUrl={linkUrl}
            currentPage={page}
            itemsPerPage={OFFERS_PER_PAGE}
            totalItems={result.total ?? undefined}
            hasNext={result.hasNext}
            hasPrevious={page > 1}
          />
        </div>
      )}
    </>
  );
}
