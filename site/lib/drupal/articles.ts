import { fetchNodeArticleCollection } from '@/lib/generated/fetchers';
import type { NodeArticleQuery } from '@/lib/generated/queries';
import type { NodeArticle } from '@/lib/generated/resources';

/** An article as the site shows it in lists: generated fields, plus the path alias and summary read from them. */
export type ArticleTeaser = Pick<NodeArticle, 'id' | 'title' | 'created'> & {
  path: NonNullable<NodeArticle['path']>['alias'] | null;
  summary: NonNullable<NodeArticle['body']>['summary'] | '';
};

/** Seconds a cached read stays fresh before the next view refreshes it in the background. */
export const REVALIDATE_SECONDS = 60;

function toTeaser(article: NodeArticle): ArticleTeaser {
  return {
    id: article.id,
    title: article.title,
    path: article.path?.alias ?? null,
    created: article.created,
    summary: article.body?.summary ?? '',
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
  try {
    const { items } = await fetchNodeArticleCollection(latestArticlesQuery(limit), {
      next: { revalidate: REVALIDATE_SECONDS, tags: ['node_list:article'] },
    });
    return items.map(toTeaser);
  } catch (error) {
    console.error('Reading the latest articles failed:', error);
    return [];
  }
}
