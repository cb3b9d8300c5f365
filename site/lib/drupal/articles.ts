import { cache } from 'react';
import { fetchNodeArticle, fetchNodeArticleCollection } from '@/lib/generated/fetchers';
import type { NodeArticleQuery } from '@/lib/generated/queries';
import type { NodeArticle } from '@/lib/generated/resources';
import { resolveSlug } from './resolve';
import { richText } from './rich-text';

/** An article as the site shows it in lists: generated fields, plus the path alias and summary read from them. */
export type ArticleTeaser = Pick<NodeArticle, 'id' | 'title' | 'created'> & {
  path: NonNullable<NodeArticle['path']>['alias'] | null;
  summary: NonNullable<NodeArticle['body']>['summary'] | '';
};

import { cached, listTag, nodeTag } from './cache';
import { readOr, readOrNotFound } from './errors';
import { type SiteImage, toSiteImage } from './image';

/** Articles per page of `/articles`. */
export const ARTICLES_PER_PAGE = 10;

/** An article card: the teaser (with its publication date), its picture and its tags. */
export type ArticleCardData = Omit<ArticleTeaser, 'created'> & { created: string; image: SiteImage | null; tags: string[] };

/**
 * A full article, for `/article/{slug}`. `published` is Drupal's `status`: false only for a draft,
 * which only a session allowed to read it sees (preview).
 */
export type Article = ArticleCardData & { html: string; changed: string | null; published: boolean };

/** One page of `/articles`; `total` is `null` when the backend does not count. */
export type ArticlesPage = { items: ArticleCardData[]; total: number | null; hasNext: boolean };

function toTeaser(article: NodeArticle): ArticleTeaser {
  return {
    id: article.id,
    title: article.title,
    path: article.path?.alias ?? null,
    created: article.created,
    summary: article.body?.summary ?? '',
  };
}

/** The card of an article; `null` without a publication date (never the case in Drupal). */
function toCard(article: NodeArticle): ArticleCardData | null {
  if (!article.created) return null;
  return {
    ...toTeaser(article),
    created: article.created,
    image: toSiteImage(article.field_image),
    tags: (article.field_tags ?? []).map((tag) => tag.name).filter((name): name is string => typeof name === 'string' && name !== ''),
  };
}

/** The query of the latest articles: only the fields the teaser shows. */
export function latestArticlesQuery(limit: number): NodeArticleQuery {
  return {
    sort: ['-created'],
    page: { limit },
    fields: { 'node--article': ['title', 'path', 'created', 'body'] },
  };
}

/** The newest published articles; an unreachable backend yields an empty list, never a crash. */
export async function getLatestArticles(limit: number): Promise<ArticleTeaser[]> {
  return readOr('the latest articles', async () => (await fetchNodeArticleCollection(latestArticlesQuery(limit), cached(listTag('article')))).items.map(toTeaser), []);
}

/** The query of page `page` (1-based) of `/articles`: newest first, with pictures and tags. */
export function articlesPageQuery(page: number): NodeArticleQuery {
  return {
    filter: { status: 1 },
    // The nid breaks ties between articles created at the same second, so pages never overlap.
    sort: ['-created', '-drupal_internal__nid'],
    include: ['field_image', 'field_tags'],
    fields: {
      'node--article': ['title', 'path', 'created', 'body', 'field_image', 'field_tags'],
      'file--file': ['uri'],
      'taxonomy_term--tags': ['name'],
    },
    page: { offset: (page - 1) * ARTICLES_PER_PAGE, limit: ARTICLES_PER_PAGE },
  };
}

/** Page `page` of the articles, or `null` when the backend cannot be read. */
export async function getArticlesPage(page: number): Promise<ArticlesPage | null> {
  return readOr(
    `page ${page} of the articles`,
    async () => {
      const collection = await fetchNodeArticleCollection(articlesPageQuery(page), cached(listTag('article')));
      const items = collection.items.map(toCard).filter((item): item is ArticleCardData => item !== null);
      return { items, total: collection.count, hasNext: collection.pager.hasNext };
    },
    null,
  );
}

/**
 * The published article at `/article/{slug}`, or `null` when there is none for this visitor; a
 * BackendError when the backend cannot answer. Cached per request (metadata and page).
 */
export const getArticleBySlug = cache(async (slug: string): Promise<Article | null> => {
  const resolved = await resolveSlug('article', slug);
  if (!resolved) return null;
  const article = await readOrNotFound(`the article ${slug}`, () =>
    fetchNodeArticle(
      resolved.uuid,
      {
        include: ['field_image', 'field_tags'],
        fields: {
          'node--article': ['title', 'path', 'created', 'changed', 'status', 'body', 'field_image', 'field_tags'],
          'file--file': ['uri'],
          'taxonomy_term--tags': ['name'],
        },
      },
      cached(nodeTag(resolved.uuid)),
    ),
  );
  const card = article && toCard(article);
  if (!article || !card) return null;
  return {
    ...card,
    path: article.path?.alias ?? `/article/${slug}`,
    // `processed` is the body after the text format's filters, sanitised by the backend and again here.
    html: richText(article.body),
    changed: article.changed ?? null,
    published: article.status !== false,
  };
});

/**
 * The page number of a list's `?page=` parameter: 1 when absent, `null` when it is not a whole
 * number from 1 (the page then answers 404). Repeated parameters use the first.
 */
export function parsePageParam(value: string | string[] | undefined): number | null {
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined) return 1;
  if (!/^[1-9]\d{0,5}$/.test(first)) return null;
  return Number(first);
}
