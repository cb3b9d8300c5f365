import { Breadcrumbs, EmptyState, Link as UiLink } from '@campus/ui';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getSectorCourseCounts } from '@/lib/drupal/catalogue';
import { getSectors } from '@/lib/drupal/formations';
import { breadcrumbList, JsonLd, pageMetadata } from '@/lib/seo';
import { firstParagraph } from '@/lib/text';
import styles from './sectors.module.css';

// Must be a literal for Next to read it; keep in step with REVALIDATE_SECONDS.
export const revalidate = 60;

const TITLE = 'Nos formations par secteur';

export const metadata: Metadata = pageMetadata({
  title: TITLE,
  description: 'Les secteurs de formation du CFA Campus des Métiers : boulangerie-pâtisserie, cuisine, service, boucherie-charcuterie, hôtellerie, commerce alimentaire.',
  path: '/nos-formations',
});

const plural = (count: number) => `${count} formation${count > 1 ? 's' : ''}`;

/** The index of the sectors, each leading to its page (`/nos-formations/{slug}`) with its number of courses. */
export default async function SectorsPage() {
  const [sectors, counts] = await Promise.all([getSectors(), getSectorCourseCounts()]);
  return (
    <>
      <Breadcrumbs items={[{ label: 'Accueil', href: '/' }, { label: 'Formations', href: '/formations' }, { label: 'Secteurs' }]} linkAs={Link} />
      <JsonLd data={breadcrumbList([{ name: 'Formations', path: '/formations' }, { name: 'Secteurs' }])} />
      <h1>{TITLE}</h1>
      <p className={styles.intro}>
        Nos formations par famille de métiers, du fournil à la réception d’hôtel.{' '}
        <UiLink as={Link} href="/formations">
          Voir toutes les formations
        </UiLink>
      </p>
      {sectors.length === 0 ? (
        <EmptyState title="Les secteurs ne peuvent pas être affichés pour le moment.">
          <p>Veuillez réessayer dans quelques instants.</p>
        </EmptyState>
      ) : (
        // In a div: the layout narrows a list placed directly in the page to a line of text.
        <div>
          <ul role="list" className={styles.list}>
            {sectors.map((sector) => {
              const count = counts?.get(sector.id);
              const summary = firstParagraph(sector.description, 200);
              return (
                <li key={sector.id} className={styles.item}>
                  <h2 className={styles.name}>
                    <Link href={`/nos-formations/${sector.slug}`} className={styles.link}>
                      {sector.name}
                    </Link>
                  </h2>
                  {counts ? <p className={styles.count}>{count ? plural(count) : 'Aucune formation pour le moment'}</p> : null}
                  {summary ? <p className={styles.summary}>{summary}</p> : null}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </>
  );
}
