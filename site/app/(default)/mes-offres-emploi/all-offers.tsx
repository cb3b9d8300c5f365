import { Button, CardGrid, EmptyState, Link as UiLink, Paginator, Select } from '@campus/ui';
import Link from 'next/link';
import { MyOfferActions } from '@/components/my-offer-actions';
import { MyOfferCard } from '@/components/my-offer-card';
import {
  ALL_OFFERS_PER_PAGE,
  type AllOffersFilters,
  allOffersParams,
  getAllOffersPage,
  getOfferCompanies,
  OFFER_STATES,
} from '@/lib/session/all-offers';
import styles from './mes-offres.module.css';

type Props = { filters: AllOffersFilters; today: string };

/**
 * Every company's offers, for an editor: a filter form (company, state) that works without
 * JavaScript (a GET form), the cards with their controls, a pager.
 */
export async function AllOffers({ filters, today }: Props) {
  const [result, companies] = await Promise.all([getAllOffersPage(filters, today), getOfferCompanies()]);
  const filtered = filters.company !== null || filters.state !== null;
  // A company typed in the URL that no offer names any more still shows as chosen.
  const companyOptions = filters.company && !companies.includes(filters.company) ? [filters.company, ...companies] : companies;
  const params = allOffersParams({ company: filters.company, state: filters.state }).toString();
  const linkUrl = `/mes-offres-emploi?${params}${params ? '&' : ''}page=[page]`;
  const totalPages = result && result.total !== null ? Math.max(1, Math.ceil(result.total / ALL_OFFERS_PER_PAGE)) : null;
  const described = [filters.company, filters.state ? OFFER_STATES[filters.state].toLowerCase() : null].filter(Boolean).join(', ');

  return (
    <>
      <form className={styles.filters} method="get" action="/mes-offres-emploi" role="search" aria-label="Filtrer les offres">
        <Select
          label="Entreprise"
          name="entreprise"
          defaultValue={filters.company ?? ''}
          options={[{ value: '', label: 'Toutes les entreprises' }, ...companyOptions.map((name) => ({ value: name, label: name }))]}
        />
        <Select
          label="État"
          name="etat"
          defaultValue={filters.state ?? ''}
          options={[{ value: '', label: 'Tous les états' }, ...Object.entries(OFFER_STATES).map(([value, label]) => ({ value, label }))]}
        />
        <div className={styles.filterActions}>
          <Button type="submit">Filtrer</Button>
          {filtered ? (
            <UiLink as={Link} href="/mes-offres-emploi">
              Effacer les filtres
            </UiLink>
          ) : null}
        </div>
      </form>

      {result === null ? (
        <EmptyState title="Les offres ne peuvent pas être affichées pour le moment.">
          <p>Veuillez réessayer dans quelques instants.</p>
        </EmptyState>
      ) : result.items.length === 0 ? (
        <EmptyState title={filtered ? 'Aucune offre ne correspond à ces filtres.' : 'Aucune offre d’emploi pour le moment.'}>
          <p>{filtered ? 'Choisissez une autre entreprise ou un autre état.' : 'Les offres des entreprises apparaîtront ici, brouillons compris.'}</p>
        </EmptyState>
      ) : (
        // In a block of its own: the layout keeps its direct children to a reading width.
        <div>
          <p className={styles.summary}>
            {result.total !== null ? `${result.total} offre${result.total > 1 ? 's' : ''}` : 'Offres'}
            {described ? ` – ${described}` : ''}
            {filters.page > 1 ? ` – page ${filters.page}${totalPages !== null ? ` sur ${totalPages}` : ''}` : ''}
          </p>
          <CardGrid aria-label={`Toutes les offres d’emploi, page ${filters.page}`}>
            {result.items.map((offer) => (
              <MyOfferCard
                key={offer.id}
                offer={offer}
                today={today}
                actions={<MyOfferActions id={offer.id} title={offer.title} published={offer.published} expires={offer.expires} today={today} />}
              />
            ))}
          </CardGrid>
          {filters.page > 1 || result.hasNext ? (
            <Paginator
              type="link"
              className={styles.paginator}
              linkUrl={linkUrl}
              currentPage={filters.page}
              itemsPerPage={ALL_OFFERS_PER_PAGE}
              totalItems={result.total ?? undefined}
              hasNext={result.hasNext}
              hasPrevious={filters.page > 1}
              label="Pages des offres"
            />
          ) : null}
        </div>
      )}
    </>
  );
}
