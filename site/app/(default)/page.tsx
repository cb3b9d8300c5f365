import {
  ArticleCard,
  CardGrid,
  CourseCard,
  EmptyState,
  EventCard,
  Link as UiLink,
  VisuallyHidden,
} from '@campus/ui';
import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { getLatestArticles } from '@/lib/drupal/articles';
import { getFeaturedFormations, getUpcomingEvents } from '@/lib/drupal/home';
import { getOpenOffers } from '@/lib/drupal/offres';
import { OfferCard } from '@/components/offer-card';
import type { SiteImage } from '@/lib/drupal/image';
import { getNextRestaurantMenu } from '@/lib/drupal/menus';
import { eventHours, todayInParis } from '@/lib/paris-date';
import { env } from '@/lib/env';
import { canonicalUrl, JsonLd, type JsonLdObject, pageMetadata } from '@/lib/seo';
import { CONTACT } from '@/lib/site-config';
import { MenuTeaser } from './menus-restaurant/menu-teaser';
import styles from './home.module.css';

// Must be a literal for Next to read it; keep in step with REVALIDATE_SECONDS.
export const revalidate = 60;

export function generateMetadata(): Metadata {
  return { ...pageMetadata({ title: env.siteName, path: '/' }), title: { absolute: env.siteName } };
}

/** The school as schema.org sees it, from the site's configuration. */
function organizationJsonLd(): JsonLdObject {
  const [street = '', city = ''] = CONTACT.address;
  const postal = /^(\d{5})\s+(.+)$/.exec(city);
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: env.siteName,
    url: canonicalUrl('/'),
    description: env.siteDescription,
    address: {
      '@type': 'PostalAddress',
      streetAddress: street,
      ...(postal ? { postalCode: postal[1], addressLocality: postal[2] } : { addressLocality: city }),
      addressCountry: 'FR',
    },
    telephone: CONTACT.phone,
    email: CONTACT.email,
  };
}

const CARD_SIZES = '(min-width: 72rem) 23rem, (min-width: 40rem) 50vw, 100vw';

/** `priority` for the first card's picture: on a phone it is the largest paint of the page (LCP), so it must not wait for lazy loading. */
function cardMedia(image: SiteImage | null, priority = false): ReactNode {
  return image ? <Image src={image.url} alt={image.alt} fill sizes={CARD_SIZES} priority={priority} /> : undefined;
}

function HomeSection({ id, title, more, children }: { id: string; title: string; more: { href: string; label: string }; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id={id}>{title}</h2>
        <UiLink href={more.href} as={Link} variant="standalone">
          Voir tout<VisuallyHidden> : {more.label}</VisuallyHidden>
        </UiLink>
      </div>
      {children}
    </section>
  );
}

export default async function HomePage() {
  const [events, latestArticles, formations, menu, offers] = await Promise.all([
    getUpcomingEvents(3),
    getLatestArticles(3),
    getFeaturedFormations(6),
    getNextRestaurantMenu(),
    getOpenOffers(3),
  ]);
  // Drupal always sets `created`; the generated type allows null.
  const articles = latestArticles.flatMap(({ created, ...article }) => (created ? [{ ...article, created }] : []));
  const today = todayInParis();
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <div className={styles.hero}>
        <h1>{env.siteName}</h1>
        <p className={styles.lead}>{env.siteDescription}</p>
        <ul className={styles.actions} role="list">
          <li>
            <Link href="/formations-carte" className={styles.primaryAction}>
              Découvrir nos formations
            </Link>
          </li>
          <li>
            <Link href="/contact" className={styles.secondaryAction}>
              Nous contacter
            </Link>
          </li>
        </ul>
      </div>

      <HomeSection id="evenements" title="Prochains événements" more={{ href: '/evenements', label: 'tous les événements' }}>
        {events.length === 0 ? (
          <EmptyState title="Aucun événement à venir pour le moment." headingLevel={3} />
        ) : (
          <CardGrid>
            {events.map((event, index) => (
              <EventCard
                key={event.id}
                title={event.title}
                href={event.path}
                linkAs={Link}
                startDate={event.start}
                endDate={event.end ?? undefined}
                hours={eventHours(event)}
                location={event.location ?? undefined}
                category={event.category ?? undefined}
                summary={event.summary || undefined}
                media={cardMedia(event.image, index === 0)}
              />
            ))}
          </CardGrid>
        )}
      </HomeSection>

      <HomeSection id="actualites" title="Actualités" more={{ href: '/articles', label: 'toutes les actualités' }}>
        {articles.length === 0 ? (
          <EmptyState title="Aucune actualité pour le moment. Revenez bientôt !" headingLevel={3} />
        ) : (
          <CardGrid>
            {articles.map((article) => (
              <ArticleCard
                key={article.id}
                title={article.title}
                href={article.path ?? '/articles'}
                linkAs={Link}
                date={article.created}
                summary={article.summary || undefined}
              />
            ))}
          </CardGrid>
        )}
      </HomeSection>

      <HomeSection id="formations" title="Nos formations en apprentissage" more={{ href: '/formations-carte', label: 'toutes les formations' }}>
        {formations.length === 0 ? (
          <EmptyState title="Les formations ne peuvent pas être affichées pour le moment." headingLevel={3} />
        ) : (
          <CardGrid>
            {formations.map((course) => (
              <CourseCard
                key={course.id}
                title={course.title}
                href={course.path}
                linkAs={Link}
                diploma={course.diploma}
                duration={course.duration ?? undefined}
                campus={course.campus ?? undefined}
                media={cardMedia(course.image)}
              />
            ))}
          </CardGrid>
        )}
      </HomeSection>

      <HomeSection id="restaurant" title="Cette semaine au restaurant d’application" more={{ href: '/menus-restaurant', label: 'tous les menus' }}>
        {menu ? (
          <div className={styles.menu}>
            <CardGrid>
              <MenuTeaser menu={menu} />
            </CardGrid>
            <p>
              Nos apprentis cuisinent et servent un menu complet à prix doux. La réservation est obligatoire : les modalités sont
              indiquées sur la page du menu.
            </p>
          </div>
        ) : (
          <EmptyState title="Aucun menu n’est programmé pour le moment." headingLevel={3} />
        )}
      </HomeSection>

      <HomeSection id="offres-emploi" title="Dernières offres d’emploi" more={{ href: '/offres-emploi', label: 'toutes les offres d’emploi' }}>
        {offers.length === 0 ? (
          <EmptyState title="Aucune offre d’emploi n’est ouverte pour le moment." headingLevel={3} />
        ) : (
          <CardGrid>
            {offers.map((offer) => (
              <OfferCard key={offer.id} offer={offer} today={today} />
            ))}
          </CardGrid>
        )}
      </HomeSection>
    </>
  );
}
