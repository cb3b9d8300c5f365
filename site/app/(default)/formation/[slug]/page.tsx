import { Breadcrumbs, Link as UiLink, Tag } from '@campus/ui';
import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { FormationFacts } from '@/components/formation-facts';
import { FormationIndicators } from '@/components/formation-indicators';
import { FormationJsonLd } from '@/components/formation-json-ld';
import { FormationSections } from '@/components/formation-sections';
import { getFormation } from '@/lib/drupal/formations';
import { breadcrumbList, type Crumb, JsonLd, pageMetadata } from '@/lib/seo';
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
  const { image } = formation;
  return pageMetadata({
    title: formation.title,
    description: formation.summary || undefined,
    path: formation.path || `/formation/${slug}`,
    image: image ? { url: image.url, alt: image.alt, width: image.width ?? undefined, height: image.height ?? undefined } : undefined,
  });
}

export default async function FormationPage({ params }: Props) {
  const { slug } = await params;
  const formation = await getFormation(slug);
  if (!formation) notFound();
  const { sector, image } = formation;
  const sectorCrumb = sector ? { name: sector.name, path: `/nos-formations/${sector.slug}` } : null;
  const crumbs: Crumb[] = [{ name: 'Formations', path: '/formations' }, ...(sectorCrumb ? [sectorCrumb] : []), { name: formation.title }];
  return (
    <article className={styles.page}>
      <Breadcrumbs items={[{ label: 'Accueil', href: '/' }, ...crumbs.map(({ name, path }) => ({ label: name, href: path }))]} linkAs={Link} />
      <JsonLd data={breadcrumbList(crumbs)} />
      <FormationJsonLd formation={formation} />
      <header className={styles.header}>
        <div className={styles.intro}>
          <h1 className={styles.title}>{formation.title}</h1>
          {formation.level ? (
            <p className={styles.eyebrow}>
              <Tag variant="brand">{formation.level.name}</Tag>
              {sector ? <span>{sector.name}</span> : null}
            </p>
          ) : null}
          {formation.summary ? <p className={styles.lead}>{formation.summary}</p> : null}
          <p>
            <UiLink href={`/pdfs/formation/${slug}`} variant="standalone">
              Version imprimable (PDF) de la fiche
            </UiLink>
          </p>
        </div>
        {image ? (
          <div className={styles.media}>
            <Image
              src={image.url}
              alt={image.alt}
              width={image.width ?? 1200}
              height={image.height ?? 800}
              sizes="(min-width: 64rem) 28rem, 100vw"
              priority
            />
          </div>
        ) : null}
      </header>
      <FormationFacts formation={formation} />
      <FormationIndicators indicators={formation.indicators} />
      <FormationSections formation={formation} />
    </article>
  );
}
