import { formatFrenchDate, PdfLayout } from '@campus/ui';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PrintButton } from '@/components/print-button';
import { PlaceCoordinates, placeJsonLd } from '@/components/training-map-place';
import { getTrainingPlace } from '@/lib/drupal/map';
import { env } from '@/lib/env';
import { canonicalUrl, JsonLd, pageMetadata } from '@/lib/seo';
import { CONTACT } from '@/lib/site-config';
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
  if (!place) return { title: { absolute: '404 - Page not found' }, robots: { index: false } };
  return {
    // The canonical page is the place's own page; this printable copy is not indexed.
    ...pageMetadata({ title: `${place.title} (version imprimable)`, description: `Fiche du lieu de formation ${place.title}, à ${place.city}.`, path: place.path }),
    robots: { index: false, follow: true },
  };
}

/** The printable sheet of a training place: its address, contact, description and courses. */
export default async function TrainingPlaceSheet({ params }: Props) {
  const place = await getTrainingPlace((await params).slug);
  if (!place) notFound();
  return (
    <PdfLayout
      siteName={env.siteName}
      documentTitle="Fiche lieu de formation"
      contact={CONTACT}
      generatedAt={formatFrenchDate(new Date(), { day: 'numeric', month: 'long', year: 'numeric' })}
      sourceUrl={canonicalUrl(place.path)}
    >
      <article className={styles.sheet}>
        <JsonLd data={placeJsonLd(place)} />
        <div className={styles.toolbar} data-print="hidden">
          <PrintButton />
          <a href={place.path}>Retour à la page du lieu</a>
        </div>
        <h1 className={styles.title}>{place.title}</h1>
        <p className={styles.city}>
          Lieu de formation · {place.postalCode} {place.city}
        </p>
        {place.descriptionHtml ? <div className="prose" dangerouslySetInnerHTML={{ __html: place.descriptionHtml }} /> : null}
        <PlaceCoordinates place={place} />
        <section aria-labelledby="formations-proposees">
          <h2 id="formations-proposees" className={styles.heading}>
            Formations proposées
          </h2>
          {place.formations.length === 0 ? (
            <p>Aucune formation n’est proposée dans ce lieu pour le moment.</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Formation</th>
                  <th scope="col">Diplôme</th>
                  <th scope="col">Secteur</th>
                  <th scope="col">Durée</th>
                </tr>
              </thead>
              <tbody>
                {place.formations.map((formation) => (
                  <tr key={formation.id}>
                    <th scope="row">{formation.title}</th>
                    <td>{formation.niveau?.name ?? '—'}</td>
                    <td>{formation.secteur?.name ?? '—'}</td>
                    <td>{formation.duration ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </article>
    </PdfLayout>
  );
}
