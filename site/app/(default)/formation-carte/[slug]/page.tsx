import { Breadcrumbs, CardGrid, CourseCard, Link as UiLink } from '@campus/ui';
import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PlaceCoordinates, placeJsonLd } from '@/components/training-map-place';
import { getTrainingPlace } from '@/lib/drupal/map';
import { breadcrumbList, JsonLd, pageMetadata } from '@/lib/seo';
import { htmlToLine, truncate } from '@/lib/text';
import styles from './page.module.css';

// Must be a literal for Next to read it; keep in step with REVALIDATE_SECONDS.
export const revalidate = 60;

type Props = { params: Promise<{ slug: string }> };

/** Rendered on first request, then cached and revalidated (none are built ahead of time). */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const place = await getTrainingPlace((await params).slug);
  if (!place) return { title: { absolute: '404 - Page not found' } };
  return pageMetadata({
    title: place.title,
    description: truncate(htmlToLine(place.descriptionHtml), 160) || `${place.title}, lieu de formation à ${place.city}.`,
    path: place.path,
  });
}

export default async function TrainingPlacePage({ params }: Props) {
  const { slug } = await params;
  const place = await getTrainingPlace(slug);
  if (!place) notFound();
  return (
    <article className={styles.page}>
      <Breadcrumbs
        items={[{ label: 'Accueil', href: '/' }, { label: 'Formations', href: '/formations-carte' }, { label: place.title }]}
        linkAs={Link}
      />
      <JsonLd data={breadcrumbList([{ name: 'Formations', path: '/formations-carte' }, { name: place.title }])} />
      <JsonLd data={placeJsonLd(place)} />

      <header className={styles.header}>
        <h1 className={styles.title}>{place.title}</h1>
        <p className={styles.city}>
          {place.postalCode} {place.city}
        </p>
        <p className={styles.links}>
          <UiLink as={Link} href="/formations-carte" variant="standalone">
            Voir sur la carte
          </UiLink>
          <UiLink as={Link} href={`/pdfs/formation-carte/${place.slug}`} variant="standalone">
            Version imprimable
          </UiLink>
        </p>
      </header>

      {place.descriptionHtml ? <div className="prose" dangerouslySetInnerHTML={{ __html: place.descriptionHtml }} /> : null}

      <section className={styles.box} aria-label="Coordonnées">
        <PlaceCoordinates place={place} />
      </section>

      <section aria-labelledby="formations-proposees" className={styles.section}>
        <h2 id="formations-proposees">Formations proposées</h2>
        {place.formations.length === 0 ? (
          <p>Aucune formation n’est proposée dans ce lieu pour le moment.</p>
        ) : (
          <CardGrid>
            {place.formations.map((formation) => (
              <CourseCard
                key={formation.id}
                title={formation.title}
                href={formation.path ?? '/formations-carte'}
                linkAs={Link}
                diploma={formation.niveau?.name ?? 'Formation'}
                duration={formation.duration ?? undefined}
                campus={formation.campus ?? undefined}
                summary={formation.secteur ? `Secteur : ${formation.secteur.name}` : undefined}
                media={
                  formation.image ? (
                    <Image src={formation.image.src} alt={formation.image.alt} fill sizes="(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, 100vw" />
                  ) : undefined
                }
              />
            ))}
          </CardGrid>
        )}
      </section>
    </article>
  );
}
