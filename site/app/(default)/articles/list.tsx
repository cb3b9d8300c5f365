import { ArticleCard, Breadcrumbs, CardGrid, EmptyState, Paginator, Tag, TagList } from '@campus/ui';
import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { invalidRoute } from '@/lib/request-context';
import { ARTICLES_PER_PAGE, getArticlesPage, parsePageParam } from '@/lib/drupal/articles';
import { breadcrumbList, JsonLd, pageMetadata, type SearchParams } from '@/lib/seo';
import styles from './articles.module.css';

const TITLE = 'Actualités';

function titleOf(page: number): string {
  return page > 1 ? `${TITLE} – page ${page}` : TITLE;
}

/** The list's metadata for its query (`page`, and the board's filters). */
export async function listMetadata(query: SearchParams): Promise<Metadata> {
  const page = parsePageParam(query['page']);
  if (page === null) return { title: { absolute: '404 - Page not found' } };
  return pageMetadata({
    title: titleOf(page),
    description: 'Les actualités du CFA Campus des Métiers : vie des campus, concours, réussites des apprentis et rendez-vous.',
    path: '/articles',
    query,
  });
}

/** The list for its query: rendered by `page.tsx` (any query) and by the cached route the middleware rewrites to. */
export async function ArticlesPage({ query }: { query: SearchParams }) {
  const page = parsePageParam(query['page']);
  if (page === null) invalidRoute();
  const result = await getArticlesPage(page);
  const totalPages = result && result.total !== null ? Math.ceil(result.total / ARTICLES_PER_PAGE) : null;
  // Past the last page (or on an empty page after the first): nothing lives there.
  if (result && page > 1 && ((totalPages !== null && page > totalPages) || result.items.length === 0)) invalidRoute();

  return (
    <>
      <Breadcrumbs items={[{ label: 'Accueil', href: '/' }, { label: TITLE }]} linkAs={Link} />
      <JsonLd data={breadcrumbList([{ name: TITLE }])} />
      <h1>{TITLE}</h1>
      {page > 1 ? <p className={styles.pageInfo}>Page {page}{totalPages !== null ? ` sur ${totalPages}` : ''}</p> : null}
      {!result ? (
        <EmptyState title="Les actualités ne peuvent pas être affichées pour le moment.">
          <p>Veuillez réessayer dans quelques instants.</p>
        </EmptyState>
      ) : result.items.length === 0 ? (
        <EmptyState title="Aucune actualité pour le moment.">
          <p>Revenez bientôt : les nouvelles des campus sont publiées ici.</p>
        </EmptyState>
      ) : (
        <div>
          <CardGrid aria-label={`Actualités, page ${page}`}>
            {result.items.map((article, index) => (
              <ArticleCard
                key={article.id}
                title={article.title}
                href={article.path ?? '/articles'}
                linkAs={Link}
                headingLevel={2}
                date={article.created}
                summary={article.summary || undefined}
                media={
                  article.image ? (
                    <Image
                      src={article.image.url}
                      alt={article.image.alt}
                      fill
                      sizes="(min-width: 72rem) 23rem, (min-width: 40rem) 50vw, 100vw"
                      priority={index === 0}
                    />
                  ) : undefined
                }
                footer={
                  article.tags.length > 0 ? (
                    <TagList>
                      {article.tags.map((tag) => (
                        <Tag key={tag}>{tag}</Tag>
                      ))}
                    </TagList>
                  ) : undefined
                }
              />
            ))}
          </CardGrid>
          <Paginator
            type="link"
            className={styles.paginator}
            linkUrl="/articles?page=[page]"
            currentPage={page}
            itemsPerPage={ARTICLES_PER_PAGE}
            totalItems={result.total ?? undefined}
            hasNext={result.hasNext}
            hasPrevious={page > 1}
          />
        </div>
      )}
    </>
  );
}
