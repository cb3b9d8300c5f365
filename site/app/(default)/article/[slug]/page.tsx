import { Breadcrumbs, formatFrenchDate, Tag, TagList } from '@campus/ui';
import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getArticleBySlug } from '@/lib/drupal/articles';
import { env } from '@/lib/env';
import { publicationLine } from '@/lib/publication';
import { breadcrumbList, canonicalUrl, JsonLd, pageMetadata } from '@/lib/seo';
import styles from './article.module.css';

// Must be a literal for Next to read it; keep in step with REVALIDATE_SECONDS.
export const revalidate = 60;

type Props = { params: Promise<{ slug: string }> };

/** Rendered on first request, then cached and revalidated (none are built ahead of time). */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await getArticleBySlug((await params).slug);
  if (!article) return { title: { absolute: '404 - Page not found' } };
  return pageMetadata({
    title: article.title,
    description: article.summary || undefined,
    path: article.path ?? `/article/${(await params).slug}`,
    image: article.image ? { url: article.image.url, alt: article.image.alt, width: article.image.width, height: article.image.height } : undefined,
  });
}

const LONG_DATE = { day: 'numeric', month: 'long', year: 'numeric' } as const;

export default async function ArticlePage({ params }: Props) {
  const { slug } = await params;
  const article = await getArticleBySlug(slug);
  if (!article) notFound();
  const path = article.path ?? `/article/${slug}`;
  const line = publicationLine(article, 'article');
  const newsArticle = {
    '@context': 'https://schema.org' as const,
    '@type': 'NewsArticle',
    headline: article.title,
    datePublished: article.created,
    ...(article.changed ? { dateModified: article.changed } : {}),
    ...(article.summary ? { description: article.summary } : {}),
    ...(article.image ? { image: [new URL(article.image.url, `${env.siteUrl}/`).toString()] } : {}),
    mainEntityOfPage: canonicalUrl(path),
    ...(article.tags.length ? { keywords: article.tags.join(', ') } : {}),
    publisher: { '@type': 'Organization', name: env.siteName, url: env.siteUrl },
    inLanguage: 'fr-FR',
  };

  return (
    <article className={styles.article}>
      <Breadcrumbs items={[{ label: 'Accueil', href: '/' }, { label: 'Actualités', href: '/articles' }, { label: article.title }]} linkAs={Link} />
      <JsonLd data={[breadcrumbList([{ name: 'Actualités', path: '/articles' }, { name: article.title }]), newsArticle]} />
      <header className={styles.header}>
        <h1>{article.title}</h1>
        {line.draft ? (
          // Seen only in preview: a draft says so in words ("Brouillon — non publié, modifié le …").
          <p className={styles.date}>
            <Tag variant="warning">{line.mark}</Tag> — {line.status.toLowerCase()}
            {line.date ? (
              <>
                , {line.label.toLowerCase()} <time dateTime={line.date}>{formatFrenchDate(line.date, LONG_DATE)}</time>
              </>
            ) : null}
          </p>
        ) : (
          <p className={styles.date}>
            Publié le <time dateTime={article.created}>{formatFrenchDate(article.created, LONG_DATE)}</time>
          </p>
        )}
        {article.tags.length > 0 ? (
          <TagList>
            {article.tags.map((tag) => (
              <Tag key={tag} variant="brand">
                {tag}
              </Tag>
            ))}
          </TagList>
        ) : null}
      </header>
      {article.image ? (
        <figure className={styles.figure}>
          <Image
            className={styles.image}
            src={article.image.url}
            alt={article.image.alt}
            width={article.image.width ?? 1200}
            height={article.image.height ?? 675}
            sizes="(min-width: 52rem) 48rem, 100vw"
            priority
          />
        </figure>
      ) : null}
      {article.summary ? <p className={styles.lead}>{article.summary}</p> : null}
      <div className="prose" dangerouslySetInnerHTML={{ __html: article.html }} />
      <p className={styles.back}>
        <Link href="/articles">Toutes les actualités</Link>
      </p>
    </article>
  );
}
