import { formatFrenchDate, PdfLayout, Tag } from '@campus/ui';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FormationFacts } from '@/components/formation-facts';
import { FormationIndicators } from '@/components/formation-indicators';
import { FormationSections } from '@/components/formation-sections';
import { PrintButton } from '@/components/print-button';
import { getFormation } from '@/lib/drupal/formations';
import { env } from '@/lib/env';
import { canonicalUrl, pageMetadata } from '@/lib/seo';
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
  const { slug } = await params;
  const formation = await getFormation(slug);
  if (!formation) return { title: { absolute: '404 - Page not found' } };
  // The canonical page is the course's web page, of which this sheet is a printable copy.
  return pageMetadata({
    title: `${formation.title} – fiche à imprimer`,
    description: formation.summary || undefined,
    path: formation.path || `/formation/${slug}`,
  });
}

/** The printable A4 course sheet: every field, the results, the school's contact. */
export default async function FormationPdfPage({ params }: Props) {
  const { slug } = await params;
  const formation = await getFormation(slug);
  if (!formation) notFound();
  const webPath = formation.path || `/formation/${slug}`;
  const { level, sector } = formation;
  return (
    <PdfLayout
      siteName={env.siteName}
      documentTitle="Fiche formation"
      contact={CONTACT}
      generatedAt={formatFrenchDate(new Date(), { day: 'numeric', month: 'long', year: 'numeric' })}
      sourceUrl={canonicalUrl(webPath)}
    >
      <div className={styles.actions} data-print="hidden">
        <PrintButton />
        <a href={webPath}>Retour à la fiche en ligne</a>
      </div>
      <div className={styles.intro}>
        <h1 className={styles.title}>{formation.title}</h1>
        {level || sector ? (
          <p className={styles.eyebrow}>
            {level ? <Tag variant="brand">{level.name}</Tag> : null}
            {sector ? <span>{sector.name}</span> : null}
          </p>
        ) : null}
      </div>
      {formation.summary ? <p className={styles.lead}>{formation.summary}</p> : null}
      <FormationFacts formation={formation} links={false} />
      <FormationIndicators indicators={formation.indicators} />
      <FormationSections formation={formation} links={false} />
    </PdfLayout>
  );
}
