import { Breadcrumbs, CardGrid, EmptyState, Link as UiLink, TradeCard } from '@campus/ui';
import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { getMetierTeasers, groupBySector } from '@/lib/drupal/catalogue';
import { slugify } from '@/lib/text';
import { breadcrumbList, JsonLd, pageMetadata } from '@/lib/seo';
import styles from './metiers.module.css';

// Must be a literal for Next to read it; keep in step with REVALIDATE_SECONDS.
export const revalidate = 60;

const TITLE = 'Les métiers';

export const metadata: Metadata = pageMetadata({
  title: TITLE,
  description: 'Les métiers de bouche, de la restauration et de l’hôtellerie auxquels forme le CFA Campus des Métiers : missions, salaires et formations.',
  path: '/metiers',
});

/** The index of the trades, by sector, each leading to its page (`/metier/{slug}`). */
export default async function MetiersPage() {
  const metiers = await getMetierTeasers();
  return (
    <>
      <Breadcrumbs items={[{ label: 'Accueil', href: '/' }, { label: 'Formations', href: '/formations' }, { label: 'Métiers' }]} linkAs={Link} />
      <JsonLd data={breadcrumbList([{ name: 'Formations', path: '/formations' }, { name: 'Métiers' }])} />
      <h1>{TITLE}</h1>
      <p className={styles.intro}>
        Découvrez les métiers auxquels nos formations préparent : leurs missions, leurs salaires et les diplômes qui y mènent.{' '}
        <UiLink as={Link} href="/formations">
          Voir toutes les formations
        </UiLink>
      </p>
      {!metiers ? (
        <EmptyState title="Les métiers ne peuvent pas être affichés pour le moment.">
          <p>Veuillez réessayer dans quelques instants.</p>
        </EmptyState>
      ) : metiers.length === 0 ? (
        <EmptyState title="Aucun métier n’est présenté pour le moment.">
          <p>Revenez bientôt.</p>
        </EmptyState>
      ) : (
        groupBySector(metiers).map(({ sector, metiers: group }) => {
          const id = `metiers-${sector ? slugify(sector.name) : 'autres'}`;
          return (
            <section key={id} aria-labelledby={id} className={styles.group}>
              <h2 id={id}>{sector?.name ?? 'Autres métiers'}</h2>
              <CardGrid>
                {group.map((metier) => (
                  <TradeCard
                    key={metier.id}
                    name={metier.title}
                    href={metier.path}
                    linkAs={Link}
                    headingLevel={3}
                    summary={metier.summary || undefined}
                    media={
                      metier.image ? (
                        <Image src={metier.image.url} alt="" fill sizes="(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, 100vw" />
                      ) : undefined
                    }
                  />
                ))}
              </CardGrid>
            </section>
          );
        })
      )}
    </>
  );
}
