import { Breadcrumbs, CardGrid, EmptyState, Link as UiLink, Tag, YouTubeEmbed } from '@campus/ui';
import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { FormationCard } from '@/components/formation-card';
import { OfferCard } from '@/components/offer-card';
import { getMetier } from '@/lib/drupal/metiers';
import { getOpenOffers } from '@/lib/drupal/offres';
import { todayInParis } from '@/lib/paris-date';
import { env } from '@/lib/env';
import { breadcrumbList, type Crumb, canonicalUrl, JsonLd, pageMetadata } from '@/lib/seo';
import { htmlToLine } from '@/lib/text';
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
  const metier = await getMetier(slug);
  if (!metier) return { title: { absolute: '404 - Page not found' } };
  const { image } = metier;
  return pageMetadata({
    title: metier.title,
    description: metier.summary || undefined,
    path: metier.path || `/metier/${slug}`,
    image: image ? { url: image.url, alt: image.alt, width: image.width ?? undefined, height: image.height ?? undefined } : undefined,
  });
}

export default async function MetierPage({ params }: Props) {
  const { slug } = await params;
  const metier = await getMetier(slug);
  if (!metier) notFound();
  const { sector, image } = metier;
  const today = todayInParis();
  const offers = sector ? await getOpenOffers(3, sector.id) : [];
  const crumbs: Crumb[] = [{ name: 'Formations', path: '/formations' }, { name: 'Métiers', path: '/metiers' }, { name: metier.title }];
  const occupation = {
    '@context': 'https://schema.org',
    '@type': 'Occupation',
    name: metier.title,
    description: htmlToLine(metier.description) || metier.title,
    url: canonicalUrl(metier.path || `/metier/${slug}`),
    ...(metier.skills.length > 0 ? { skills: metier.skills.join(', ') } : {}),
    ...(sector ? { occupationalCategory: sector.name } : {}),
    ...(image ? { image: `${env.siteUrl}${image.url}` } : {}),
  } as const;
  return (
    <article>
      <Breadcrumbs items={[{ label: 'Accueil', href: '/' }, ...crumbs.map(({ name, path }) => ({ label: name, href: path }))]} linkAs={Link} />
      <JsonLd data={breadcrumbList(crumbs)} />
      <JsonLd data={occupation} />
      <header className={styles.header}>
        <div className={styles.intro}>
          <h1 className={styles.title}>{metier.title}</h1>
          {sector ? (
            <p className={styles.eyebrow}>
              <Tag variant="brand">{sector.name}</Tag>
            </p>
          ) : null}
          <div className="prose" dangerouslySetInnerHTML={{ __html: metier.description }} />
        </div>
        {image ? (
          <div className={styles.media}>
            <Image src={image.url} alt={image.alt} width={image.width ?? 1200} height={image.height ?? 800} sizes="(min-width: 64rem) 28rem, 100vw" priority />
          </div>
        ) : null}
      </header>
      <dl className={styles.facts}>
        {metier.salary ? (
          <div className={styles.fact}>
            <dt>Salaire</dt>
            <dd>{metier.salary}</dd>
          </div>
        ) : null}
        {sector ? (
          <div className={styles.fact}>
            <dt>Secteur</dt>
            <dd>
              <Link href={`/nos-formations/${sector.slug}`}>{sector.name}</Link>
            </dd>
          </div>
        ) : null}
      </dl>
      {metier.skills.length > 0 ? (
        <section aria-labelledby="competences" className={styles.section}>
          <h2 id="competences">Compétences clés</h2>
          <ul className={styles.skills}>
            {metier.skills.map((skill) => (
              <li key={skill}>{skill}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {metier.videoId ? (
        <section aria-labelledby="video" className={styles.section}>
          <h2 id="video">Le métier en vidéo</h2>
          <YouTubeEmbed videoId={metier.videoId} title={`Découvrir le métier : ${metier.title}`} className={styles.video} />
        </section>
      ) : null}
      <section aria-labelledby="formations" className={styles.section}>
        <h2 id="formations">Les formations pour y accéder</h2>
        {metier.formations.length > 0 ? (
          <CardGrid>
            {metier.formations.map((formation) => (
              <FormationCard key={formation.id} formation={formation} />
            ))}
          </CardGrid>
        ) : (
          <EmptyState headingLevel={3} title="Aucune formation n’est rattachée à ce métier pour le moment.">
            <p>
              <UiLink as={Link} href="/formations">
                Découvrir toutes nos formations
              </UiLink>
            </p>
          </EmptyState>
        )}
      </section>
      <section aria-labelledby="offres" className={styles.section}>
        <h2 id="offres">Offres d’emploi du secteur</h2>
        {offers.length > 0 ? (
          <CardGrid>
            {offers.map((offer) => (
              <OfferCard key={offer.id} offer={offer} today={today} />
            ))}
          </CardGrid>
        ) : (
          <EmptyState headingLevel={3} title="Aucune offre d’emploi ouverte dans ce secteur pour le moment." />
        )}
        <p>
          {/* The board filtered on the same sector, by the slug its filter, the sector page and the map share. */}
          <UiLink as={Link} href={sector ? `/offres-emploi?secteur=${encodeURIComponent(sector.slug)}` : '/offres-emploi'} variant="standalone">
            {sector ? `Toutes les offres d’emploi du secteur ${sector.name}` : 'Toutes les offres d’emploi'}
          </UiLink>
        </p>
      </section>
    </article>
  );
}
