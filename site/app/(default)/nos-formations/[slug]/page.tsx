import { Breadcrumbs, CardGrid, EmptyState, Link as UiLink } from '@campus/ui';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { FormationCard } from '@/components/formation-card';
import { getSectorBySlug, getSectorFormations, levelsOf } from '@/lib/drupal/formations';
import { invalidRoute } from '@/lib/request-context';
import { breadcrumbList, JsonLd, pageMetadata, type SearchParams } from '@/lib/seo';
import { readTermParam, replaceQueryValues } from '@/lib/term-slug';
import { firstParagraph } from '@/lib/text';
import styles from './page.module.css';

// Must be a literal for Next to read it; keep in step with REVALIDATE_SECONDS.
export const revalidate = 60;

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<SearchParams> };

// No generateStaticParams: the level filter (`?niveau=`) makes each view request-rendered; the reads
// behind it stay cached and revalidated.

/**
 * The sector, its courses, their levels and the level asked for in `?niveau=`; `null` for an unknown
 * sector. The sector and the level have one address each, their slugs: another spelling of either
 * (`/nos-formations/8`, `/nos-formations/Boulangerie-P%C3%A2tisserie`, `?niveau=3`, `?niveau=CAP`) is
 * redirected (308) there, the other parameters kept; a level the sector does not teach is a failed
 * validity check (404), unless its courses could not be read.
 */
async function load({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const sector = await getSectorBySlug(slug);
  if (!sector) return null;
  const formations = await getSectorFormations(sector.id);
  const levels = levelsOf(formations);
  const asked = levels.length > 0 ? readTermParam(levels, query['niveau']) : { term: null, canonical: true };
  if (!asked) invalidRoute();
  if (slug !== sector.slug || !asked.canonical) {
    permanentRedirect(`/nos-formations/${sector.slug}${replaceQueryValues(query, { niveau: asked.term?.slug ?? '' })}`);
  }
  return { sector, formations, levels, level: asked.term };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const data = await load(props);
  if (!data) return { title: { absolute: '404 - Page not found' } };
  const { sector, level } = data;
  return pageMetadata({
    title: level ? `${sector.name} : formations ${level.name}` : `${sector.name} : nos formations`,
    description: firstParagraph(sector.description, 200) || `Les formations en alternance du secteur ${sector.name}.`,
    path: `/nos-formations/${sector.slug}`,
    query: level ? { niveau: level.slug } : {},
  });
}

const plural = (count: number) => `${count} formation${count > 1 ? 's' : ''}`;

export default async function SectorPage(props: Props) {
  const data = await load(props);
  if (!data) notFound();
  const { sector, formations, levels, level } = data;
  const shown = level ? formations.filter((formation) => formation.level?.id === level.id) : formations;
  const base = `/nos-formations/${sector.slug}`;
  return (
    <>
      <Breadcrumbs
        items={[{ label: 'Accueil', href: '/' }, { label: 'Formations', href: '/formations' }, { label: sector.name }]}
        linkAs={Link}
      />
      <JsonLd data={breadcrumbList([{ name: 'Formations', path: '/formations' }, { name: sector.name }])} />
      <div className={styles.intro}>
        <h1 className={styles.title}>{sector.name}</h1>
        <p className={styles.eyebrow}>Nos formations</p>
      </div>
      {sector.description ? <div className="prose" dangerouslySetInnerHTML={{ __html: sector.description }} /> : null}
      {levels.length > 1 ? (
        <nav aria-label="Filtrer par niveau" className={styles.filters}>
          <p className={styles.filtersLabel} aria-hidden="true">
            Niveau :
          </p>
          <ul role="list" className={styles.filterList}>
            <li>
              <Link href={base} scroll={false} className={styles.filter} aria-current={level ? undefined : 'page'}>
                Tous les niveaux ({formations.length})
              </Link>
            </li>
            {levels.map((item) => (
              <li key={item.id}>
                <Link
                  href={`${base}?niveau=${encodeURIComponent(item.slug)}`}
                  scroll={false}
                  className={styles.filter}
                  aria-current={level?.id === item.id ? 'page' : undefined}
                >
                  {item.name} ({formations.filter((formation) => formation.level?.id === item.id).length})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {shown.length > 0 ? (
        <section aria-labelledby="liste-formations">
          <h2 id="liste-formations" className={styles.count}>
            {level ? `Niveau ${level.name} : ${plural(shown.length)}` : plural(shown.length)}
          </h2>
          <CardGrid>
            {shown.map((formation) => (
              <FormationCard key={formation.id} formation={formation} />
            ))}
          </CardGrid>
        </section>
      ) : (
        <EmptyState
          title="Aucune formation n’est proposée dans ce secteur pour le moment."
          action={
            <UiLink as={Link} href="/formations-carte" variant="standalone">
              Voir toutes nos formations
            </UiLink>
          }
        >
          <p>Revenez bientôt, ou contactez-nous pour connaître nos prochaines ouvertures.</p>
        </EmptyState>
      )}
      <p>
        <UiLink as={Link} href={`/offres-emploi?secteur=${encodeURIComponent(sector.slug)}`} variant="standalone">
          Les offres d’emploi du secteur {sector.name}
        </UiLink>
      </p>
    </>
  );
}
