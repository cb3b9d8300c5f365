import { Alert, Breadcrumbs, formatEuros, formatFrenchDate, Link as UiLink } from '@campus/ui';
import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getRestaurantMenu, type RestaurantMenuDetail } from '@/lib/drupal/menus';
import { breadcrumbList, canonicalUrl, JsonLd, type JsonLdObject, pageMetadata } from '@/lib/seo';
import styles from './menu.module.css';

// Must be a literal for Next to read it; keep in step with REVALIDATE_SECONDS.
export const revalidate = 60;

type Props = { params: Promise<{ slug: string }> };

/** Rendered on first request, then cached and revalidated (none are built ahead of time). */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

const COURSES = [
  { key: 'starters', label: 'Entrées', id: 'entrees' },
  { key: 'mains', label: 'Plats', id: 'plats' },
  { key: 'desserts', label: 'Desserts', id: 'desserts' },
] as const;

function describe(menu: RestaurantMenuDetail): string {
  const dates = menu.serviceDates.map((day) => formatFrenchDate(day, { day: 'numeric', month: 'long', year: 'numeric' }));
  const price = menu.price === null ? '' : ` à ${formatEuros(menu.price)}`;
  const when = dates.length > 0 ? `, servi le ${dates.join(' et le ')}` : '';
  return `${menu.title} du restaurant d’application${when}${price} : ${[...menu.starters, ...menu.mains, ...menu.desserts].join(', ')}.`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const menu = await getRestaurantMenu(slug);
  if (!menu) return { title: { absolute: '404 - Page not found' } };
  return pageMetadata({
    title: menu.title,
    description: describe(menu),
    path: menu.path ?? `/menu-restaurant/${slug}`,
    image: menu.image ? { url: menu.image.url, alt: menu.image.alt, width: menu.image.width ?? undefined, height: menu.image.height ?? undefined } : undefined,
  });
}

/** schema.org `Menu`: its sections (entrées, plats, desserts), items and price. */
function menuJsonLd(menu: RestaurantMenuDetail, url: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name: menu.title,
    url,
    inLanguage: 'fr-FR',
    ...(menu.image ? { image: canonicalUrl(menu.image.url) } : {}),
    hasMenuSection: COURSES.filter(({ key }) => menu[key].length > 0).map(({ key, label }) => ({
      '@type': 'MenuSection',
      name: label,
      hasMenuItem: menu[key].map((name) => ({ '@type': 'MenuItem', name })),
    })),
    ...(menu.price === null ? {} : { offers: { '@type': 'Offer', price: menu.price.toFixed(2), priceCurrency: 'EUR' } }),
  };
}

export default async function RestaurantMenuPage({ params }: Props) {
  const { slug } = await params;
  const menu = await getRestaurantMenu(slug);
  if (!menu) notFound();
  const path = menu.path ?? `/menu-restaurant/${slug}`;
  return (
    <article className={styles.menu}>
      <Breadcrumbs
        items={[{ label: 'Accueil', href: '/' }, { label: 'Restaurant d’application', href: '/menus-restaurant' }, { label: menu.title }]}
        linkAs={Link}
      />
      <JsonLd data={breadcrumbList([{ name: 'Restaurant d’application', path: '/menus-restaurant' }, { name: menu.title }])} />
      <JsonLd data={menuJsonLd(menu, canonicalUrl(path))} />
      <h1>{menu.title}</h1>

      <div className={styles.layout}>
        <div className={styles.main}>
          <section aria-labelledby="dates-service">
            <h2 id="dates-service">Dates de service</h2>
            {menu.serviceDates.length > 0 ? (
              <ul className={styles.dates}>
                {menu.serviceDates.map((day) => (
                  <li key={day}>
                    <time dateTime={day}>{formatFrenchDate(day)}</time>
                  </li>
                ))}
              </ul>
            ) : (
              <p>Les dates de service seront bientôt annoncées.</p>
            )}
            {menu.nextService === null && menu.serviceDates.length > 0 ? (
              <Alert variant="info" role="note" className={styles.note}>
                Ce menu a déjà été servi. <UiLink href="/menus-restaurant" as={Link}>Découvrez les prochains menus</UiLink>.
              </Alert>
            ) : null}
          </section>

          <section aria-labelledby="au-menu">
            <h2 id="au-menu">Au menu</h2>
            <div className={styles.courses}>
              {COURSES.filter(({ key }) => menu[key].length > 0).map(({ key, label, id }) => (
                <div key={key}>
                  <h3 id={id}>{label}</h3>
                  <ul aria-labelledby={id}>
                    {menu[key].map((name) => (
                      <li key={name}>{name}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
            {menu.price === null ? null : (
              <p className={styles.price}>
                Prix du menu : <strong>{formatEuros(menu.price)}</strong>
              </p>
            )}
          </section>

          {menu.reservationHtml ? (
            <section aria-labelledby="reservation">
              <h2 id="reservation">Réservation</h2>
              <div className="prose" dangerouslySetInnerHTML={{ __html: menu.reservationHtml }} />
            </section>
          ) : null}

          <p>
            <UiLink href="/menus-restaurant" as={Link} variant="standalone">
              Tous les menus du restaurant
            </UiLink>
          </p>
        </div>
        {menu.image ? (
          <div className={styles.picture}>
            <Image
              src={menu.image.url}
              alt={menu.image.alt}
              width={menu.image.width ?? 1200}
              height={menu.image.height ?? 800}
              sizes="(min-width: 64rem) 28rem, 100vw"
              priority
            />
          </div>
        ) : null}
      </div>
    </article>
  );
}
