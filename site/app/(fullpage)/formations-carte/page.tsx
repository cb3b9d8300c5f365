import { Breadcrumbs, Button, EmptyState, Link as UiLink, Select } from '@campus/ui';
import type { Metadata } from 'next';
import Form from 'next/form';
import Link from 'next/link';
import { permanentRedirect } from 'next/navigation';
import { IntentLink } from '@/components/intent-link';
import { TrainingMap } from '@/components/training-map';
import { filterOptions, filterPlaces, getMapVocabularies, type MapFilters, type MapTerm, toMarkers, getTrainingPlaces } from '@/lib/drupal/map';
import { env } from '@/lib/env';
import { invalidRoute } from '@/lib/request-context';
import { breadcrumbList, canonicalUrl, JsonLd, pageMetadata, type SearchParams } from '@/lib/seo';
import { readTermParam, replaceQueryValues } from '@/lib/term-slug';
import styles from './page.module.css';

// Must be a literal for Next to read it; keep in step with REVALIDATE_SECONDS.
export const revalidate = 60;

const PATH = '/formations-carte';
const TITLE = 'Carte des lieux de formation';

type Props = { searchParams: Promise<SearchParams> };

/**
 * The term `?{name}=` asks for among every term of its vocabulary (or, should it be unreadable, those
 * the places teach): `term: null` for none, `null` for a value that names no term.
 */
function readFilter(query: SearchParams, name: string, vocabulary: readonly MapTerm[], taught: readonly MapTerm[]) {
  const terms = vocabulary.length > 0 ? vocabulary : taught;
  return terms.length > 0 ? readTermParam(terms, query[name]) : { term: null, canonical: true };
}

/** A term asked for that no place teaches is still offered, so the select shows the filter in force. */
function withTerm(terms: readonly MapTerm[], term: MapTerm | null): MapTerm[] {
  if (!term || terms.some((candidate) => candidate.slug === term.slug)) return [...terms];
  return [...terms, term].sort((a, b) => a.weight - b.weight || a.name.localeCompare(b.name, 'fr'));
}

/**
 * The places, the filters and what they show. A sector or level is named by its slug, as on the
 * rest of the site; another spelling (`?secteur=8`, `?niveau=CAP`) is redirected (308) to it, the
 * other parameters kept; a value naming no term is a failed validity check (404).
 */
async function load(searchParams: Promise<SearchParams>) {
  const [query, places, vocabularies] = await Promise.all([searchParams, getTrainingPlaces(), getMapVocabularies()]);
  const taught = filterOptions(places);
  const secteur = readFilter(query, 'secteur', vocabularies.secteurs, taught.secteurs);
  const niveau = readFilter(query, 'niveau', vocabularies.niveaux, taught.niveaux);
  if (!secteur || !niveau) invalidRoute();
  if (!secteur.canonical || !niveau.canonical) {
    permanentRedirect(`${PATH}${replaceQueryValues(query, { secteur: secteur.term?.slug ?? '', niveau: niveau.term?.slug ?? '' })}`);
  }
  const options = { secteurs: withTerm(taught.secteurs, secteur.term), niveaux: withTerm(taught.niveaux, niveau.term) };
  const filters: MapFilters = { secteur: secteur.term?.slug ?? null, niveau: niveau.term?.slug ?? null };
  return { places, options, secteur: secteur.term, niveau: niveau.term, filters, shown: filterPlaces(places, filters) };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { secteur, niveau, filters } = await load(searchParams);
  const criteria = [secteur?.name, niveau?.name].filter(Boolean).join(', ');
  return pageMetadata({
    title: criteria ? `${TITLE} : ${criteria}` : TITLE,
    description: 'Les campus et antennes du CFA sur la carte de Bretagne, avec les formations proposées dans chacun.',
    path: PATH,
    query: { secteur: filters.secteur ?? undefined, niveau: filters.niveau ?? undefined },
  });
}

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('fr-FR')} ${count > 1 ? many : one}`;
}

/** "3 lieux proposent des formations du secteur Cuisine et de niveau CAP.", announced on change. */
function countMessage(count: number, secteur: MapTerm | null, niveau: MapTerm | null): string {
  if (!secteur && !niveau) return `${plural(count, 'lieu de formation', 'lieux de formation')}.`;
  if (count === 0) return 'Aucun lieu trouvé.';
  const criteria = [secteur ? `du secteur ${secteur.name}` : '', niveau ? `de niveau ${niveau.name}` : ''].filter(Boolean);
  return `${plural(count, 'lieu propose', 'lieux proposent')} des formations ${criteria.join(' et ')}.`;
}

export default async function TrainingMapPage({ searchParams }: Props) {
  const { places, options, secteur, niveau, filters, shown } = await load(searchParams);
  const filtered = secteur !== null || niveau !== null;
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <Breadcrumbs items={[{ label: 'Accueil', href: '/' }, { label: TITLE }]} linkAs={IntentLink} />
        <JsonLd data={breadcrumbList([{ name: TITLE }])} />
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            name: TITLE,
            itemListElement: shown.map((place, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              name: place.title,
              url: canonicalUrl(place.path),
            })),
          }}
        />
        <h1 className={styles.title}>{TITLE}</h1>
        <p className={styles.lead}>Nos campus et antennes en Bretagne, et les formations en apprentissage proposées dans chacun.</p>
        {places.length > 0 ? (
          <Form
            action={PATH}
            role="search"
            aria-label="Filtrer les lieux de formation"
            className={styles.filters}
            // Remounted when the filters change, so that the selects show the current ones.
            key={`${filters.secteur ?? ''}|${filters.niveau ?? ''}`}
          >
            <Select
              name="secteur"
              label="Secteur"
              placeholder="Tous les secteurs"
              defaultValue={filters.secteur ?? ''}
              options={options.secteurs.map((term) => ({ value: term.slug, label: term.name }))}
            />
            <Select
              name="niveau"
              label="Niveau"
              placeholder="Tous les niveaux"
              defaultValue={filters.niveau ?? ''}
              options={options.niveaux.map((term) => ({ value: term.slug, label: term.name }))}
            />
            <div className={styles.actions}>
              <Button type="submit">Filtrer</Button>
              {filtered ? (
                <UiLink as={Link} href={PATH}>
                  Tout afficher
                </UiLink>
              ) : null}
            </div>
          </Form>
        ) : null}
      </div>

      <div className={styles.mapArea}>
        <TrainingMap markers={toMarkers(shown)} tileUrl={env.mapTileUrl} attribution={env.mapTileAttribution} />
      </div>

      <section className={styles.list} aria-labelledby="lieux-titre">
        <h2 id="lieux-titre" className={styles.listTitle}>
          Liste des lieux
        </h2>
        <p role="status" className={styles.count}>
          {countMessage(shown.length, secteur, niveau)}
        </p>
        {places.length === 0 ? (
          <EmptyState title="Aucun lieu de formation n’est disponible pour le moment." headingLevel={3}>
            <p>Revenez bientôt, ou contactez-nous pour connaître nos formations.</p>
          </EmptyState>
        ) : shown.length === 0 ? (
          <EmptyState
            title="Aucun lieu ne propose de formation correspondant à ces critères."
            headingLevel={3}
            action={
              <UiLink as={Link} href={PATH} variant="standalone">
                Voir tous les lieux
              </UiLink>
            }
          >
            <p>Essayez un autre secteur ou un autre niveau.</p>
          </EmptyState>
        ) : (
          <ul className={styles.places} role="list">
            {shown.map((place) => (
              <li key={place.id} className={styles.place}>
                <h3 className={styles.placeTitle}>
                  <Link href={place.path}>{place.title}</Link>
                </h3>
                <p className={styles.address}>
                  {place.address}
                  {place.address ? <br /> : null}
                  {`${place.postalCode} ${place.city}`.trim()}
                </p>
                {place.formations.length > 0 ? (
                  <>
                    <p className={styles.formationsLabel}>
                      {filtered
                        ? plural(place.formations.length, 'formation correspondante', 'formations correspondantes')
                        : plural(place.formations.length, 'formation proposée', 'formations proposées')}
                      {' :'}
                    </p>
                    <ul className={styles.formations}>
                      {place.formations.map((formation) => (
                        <li key={formation.id}>{formation.title}</li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
