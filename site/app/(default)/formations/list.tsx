import { Breadcrumbs, CardGrid, EmptyState, Link as UiLink, Paginator } from '@campus/ui';
import type { Metadata } from 'next';
import Link from 'next/link';
import { permanentRedirect } from 'next/navigation';
import { FormationCard } from '@/components/formation-card';
import {
  CATALOGUE_PATH,
  CATALOGUE_PER_PAGE,
  type CatalogueFilters,
  type CatalogueTerm,
  catalogueHref,
  catalogueParams,
  getCatalogueOptions,
  getCataloguePage,
  isFiltered,
  parseCatalogueQuery,
} from '@/lib/drupal/catalogue';
import { invalidRoute } from '@/lib/request-context';
import { breadcrumbList, canonicalUrl, JsonLd, pageMetadata, type SearchParams } from '@/lib/seo';
import styles from './catalogue.module.css';

const TITLE = 'Nos formations';
const DESCRIPTION =
  'Toutes les formations en apprentissage du CFA Campus des Métiers, du CAP à la licence pro : boulangerie, pâtisserie, cuisine, service, hôtellerie, boucherie, commerce alimentaire.';

/** "CAP, Cuisine, Campus de Rennes, en apprentissage". */
function describe(filters: CatalogueFilters): string {
  return [filters.level?.name, filters.sector?.name, filters.campus?.name, filters.apprenticeship ? 'en apprentissage' : null]
    .filter(Boolean)
    .join(', ');
}

const plural = (count: number) => `${count} formation${count > 1 ? 's' : ''}`;

/** The page's state from its URL; answers the redirect or the 404 itself. */
async function readQuery(query: SearchParams) {
  const options = await getCatalogueOptions();
  const request = parseCatalogueQuery(query, options);
  if (request.kind === 'redirect') permanentRedirect(request.location);
  if (request.kind === 'invalid') invalidRoute();
  return { ...request, options };
}

/** The catalogue's metadata for its query; the canonical link keeps the filters and the page. */
export async function catalogueMetadata(query: SearchParams): Promise<Metadata> {
  const options = await getCatalogueOptions();
  const request = parseCatalogueQuery(query, options);
  if (request.kind !== 'list') return { title: { absolute: '404 - Page not found' } };
  const { filters, page } = request;
  const described = describe(filters);
  const metadata = pageMetadata({
    title: `${TITLE}${described ? ` : ${described}` : ''}${page > 1 ? ` – page ${page}` : ''}`,
    description: DESCRIPTION,
    path: CATALOGUE_PATH,
  });
  // seo.tsx keeps only the query parameters it knows; the catalogue's are all canonical.
  const canonical = `${canonicalUrl(CATALOGUE_PATH)}${catalogueHref(filters, page).slice(CATALOGUE_PATH.length)}`;
  return { ...metadata, alternates: { canonical }, openGraph: { ...metadata.openGraph, url: canonical } };
}

/** One filter: "Tous" then each value, each a link keeping the other filters (back to page 1). */
function FilterGroup({
  id,
  label,
  allLabel,
  terms,
  current,
  hrefOf,
}: {
  id: string;
  label: string;
  allLabel: string;
  terms: readonly { key: string; name: string }[];
  current: string | null;
  hrefOf: (key: string | null) => string;
}) {
  return (
    <div className={styles.group}>
      <p id={id} className={styles.groupLabel}>
        {label}
      </p>
      <ul role="list" aria-labelledby={id} className={styles.filterList}>
        <li>
          <Link href={hrefOf(null)} scroll={false} className={styles.filter} aria-current={current === null ? 'page' : undefined}>
            {allLabel}
          </Link>
        </li>
        {terms.map((term) => (
          <li key={term.key}>
            <Link href={hrefOf(term.key)} scroll={false} className={styles.filter} aria-current={current === term.key ? 'page' : undefined}>
              {term.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function termFilter(terms: readonly CatalogueTerm[], filters: CatalogueFilters, key: 'level' | 'sector' | 'campus') {
  return {
    terms: terms.map((term) => ({ key: term.id, name: term.name })),
    current: filters[key]?.id ?? null,
    hrefOf: (id: string | null) => catalogueHref({ ...filters, [key]: terms.find((term) => term.id === id) ?? null }),
  };
}

/** The catalogue for its query: rendered by `page.tsx` (any query) and by the cached route the site's server hands it to. */
export async function CataloguePage({ query }: { query: SearchParams }) {
  const { filters, page, options } = await readQuery(query);
  const result = await getCataloguePage(filters, page);
  const totalPages = result && result.total !== null ? Math.ceil(result.total / CATALOGUE_PER_PAGE) : null;
  // Past the last page (or on an empty page after the first): nothing lives there.
  if (result && page > 1 && ((totalPages !== null && page > totalPages) || result.items.length === 0)) invalidRoute();
  const filtered = isFiltered(filters);
  const base = catalogueHref(filters);
  const linkUrl = `${base}${Object.keys(catalogueParams(filters)).length > 0 ? '&' : '?'}page=[page]`;
  const described = describe(filters);

  return (
    <>
      <Breadcrumbs items={[{ label: 'Accueil', href: '/' }, { label: 'Formations' }]} linkAs={Link} />
      <JsonLd data={breadcrumbList([{ name: 'Formations' }])} />
      <h1>{TITLE}</h1>
      <p className={styles.intro}>
        Du CAP à la licence professionnelle, toutes nos formations se préparent en alternance sur nos campus de Bretagne.
        Choisissez un niveau, un secteur ou un campus pour affiner la liste.
      </p>
      <ul role="list" className={styles.elsewhere}>
        <li>
          <UiLink as={Link} href="/formations-carte">
            Voir sur la carte
          </UiLink>
        </li>
        <li>
          <UiLink as={Link} href="/metiers">
            Tous les métiers
          </UiLink>
        </li>
        <li>
          <UiLink as={Link} href="/nos-formations">
            Les formations par secteur
          </UiLink>
        </li>
      </ul>

      <nav aria-label="Filtrer les formations" className={styles.filters}>
        {options.levels.length > 0 ? (
          <FilterGroup id="filtre-niveau" label="Niveau" allLabel="Tous les niveaux" {...termFilter(options.levels, filters, 'level')} />
        ) : null}
        {options.sectors.length > 0 ? (
          <FilterGroup id="filtre-secteur" label="Secteur" allLabel="Tous les secteurs" {...termFilter(options.sectors, filters, 'sector')} />
        ) : null}
        {options.campuses.length > 0 ? (
          <FilterGroup id="filtre-campus" label="Campus" allLabel="Tous les campus" {...termFilter(options.campuses, filters, 'campus')} />
        ) : null}
        <FilterGroup
          id="filtre-contrat"
          label="Contrat"
          allLabel="Tous les contrats"
          terms={[{ key: 'apprentissage', name: 'En apprentissage' }]}
          current={filters.apprenticeship ? 'apprentissage' : null}
          hrefOf={(key) => catalogueHref({ ...filters, apprenticeship: key !== null })}
        />
        {filtered ? (
          <p className={styles.reset}>
            <UiLink as={Link} href={CATALOGUE_PATH}>
              Effacer les filtres
            </UiLink>
          </p>
        ) : null}
      </nav>

      {!result ? (
        <EmptyState title="Les formations ne peuvent pas être affichées pour le moment.">
          <p>Veuillez réessayer dans quelques instants.</p>
        </EmptyState>
      ) : result.items.length === 0 ? (
        <EmptyState
          title={filtered ? 'Aucune formation ne correspond à ces critères.' : 'Aucune formation n’est publiée pour le moment.'}
          action={
            filtered ? (
              <UiLink as={Link} href={CATALOGUE_PATH} variant="standalone">
                Voir toutes les formations
              </UiLink>
            ) : undefined
          }
        >
          <p>{filtered ? 'Essayez avec moins de critères, ou contactez-nous pour connaître nos prochaines ouvertures.' : 'Revenez bientôt.'}</p>
        </EmptyState>
      ) : (
        <section aria-labelledby="liste-formations">
          <h2 id="liste-formations" className={styles.count} aria-live="polite">
            {result.total !== null ? plural(result.total) : 'Formations'}
            {described ? ` – ${described}` : ''}
            {page > 1 ? ` – page ${page}${totalPages !== null ? ` sur ${totalPages}` : ''}` : ''}
          </h2>
          <CardGrid aria-label={`Formations, page ${page}`}>
            {result.items.map((formation) => (
              <FormationCard key={formation.id} formation={formation} />
            ))}
          </CardGrid>
          <Paginator
            type="link"
            className={styles.paginator}
            linkUrl={linkUrl}
            currentPage={page}
            itemsPerPage={CATALOGUE_PER_PAGE}
            totalItems={result.total ?? undefined}
            hasNext={result.hasNext}
            hasPrevious={page > 1}
          />
        </section>
      )}
    </>
  );
}
