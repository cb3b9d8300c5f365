import { Breadcrumbs, CardGrid, EmptyState, Link as UiLink } from '@campus/ui';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getRestaurantMenus } from '@/lib/drupal/menus';
import { breadcrumbList, JsonLd, pageMetadata } from '@/lib/seo';
import { MenuTeaser } from './menu-teaser';
import styles from './menus.module.css';

// Must be a literal for Next to read it; keep in step with REVALIDATE_SECONDS.
export const revalidate = 60;

const TITLE = 'Les menus du restaurant d’application';
const DESCRIPTION =
  'Les menus de la semaine du restaurant d’application, cuisinés et servis par nos apprentis : dates de service, entrées, plats, desserts, prix et réservation.';

export function generateMetadata(): Metadata {
  return pageMetadata({ title: TITLE, description: DESCRIPTION, path: '/menus-restaurant' });
}

export default async function RestaurantMenusPage() {
  const { upcoming, past } = await getRestaurantMenus();
  return (
    <>
      <Breadcrumbs items={[{ label: 'Accueil', href: '/' }, { label: 'Restaurant d’application' }]} linkAs={Link} />
      <JsonLd data={breadcrumbList([{ name: 'Restaurant d’application', path: '/menus-restaurant' }])} />
      <h1>{TITLE}</h1>
      <div className={styles.intro}>
        <p>
          Au restaurant d’application, les apprentis cuisiniers et serveurs accueillent le public dans les conditions d’un vrai
          restaurant, encadrés par leurs formateurs. Chaque semaine, un nouveau menu complet (entrée, plat, dessert) est proposé à
          un prix modéré.
        </p>
        <p>
          <strong>Réservation obligatoire</strong> : les horaires et les modalités de réservation sont précisés sur chaque menu.
          Pour toute question, <UiLink href="/contact" as={Link}>contactez-nous</UiLink>.
        </p>
      </div>

      <section aria-labelledby="menus-a-venir" className={styles.section}>
        <h2 id="menus-a-venir">Prochains menus</h2>
        {upcoming.length === 0 ? (
          <EmptyState title="Aucun menu n’est programmé pour le moment." headingLevel={3}>
            <p>Les prochains menus seront publiés ici dès qu’ils seront connus. Revenez bientôt !</p>
          </EmptyState>
        ) : (
          <CardGrid>
            {upcoming.map((menu, index) => (
              <MenuTeaser key={menu.id} menu={menu} priority={index === 0} />
            ))}
          </CardGrid>
        )}
      </section>

      {past.length > 0 ? (
        <section aria-labelledby="menus-passes" className={styles.section}>
          <h2 id="menus-passes">Menus passés</h2>
          <CardGrid>
            {past.map((menu) => (
              <MenuTeaser key={menu.id} menu={menu} />
            ))}
          </CardGrid>
        </section>
      ) : null}
    </>
  );
}
