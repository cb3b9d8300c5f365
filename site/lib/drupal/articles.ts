import type { JsonApiResource } from 'next-drupal';
import { drupal } from './client';

/** An article as the site shows it in lists. */
export interface ArticleTeaser {
  id: string;
  title: string;
  path: string | null;
  created: string;
  summary: string;
}

/** Seconds a cached read stays fresh before the next view refreshes it in the background. */
export const REVALIDATE_SECONDS = 60;

function toTeaser(resource: JsonApiResource): ArticleTeaser {
  const path = resource['path'] as { alias?: string | null } | undefined;
  const body = resource['body'] as { summary?: string } | null | undefined;
  return {
    id: resource.id,
    title: String(resource['title'] ?? ''),
    path: path?.alias ?? null,
    created: String(resource['created'] ?? ''),
    summary: body?.summary ?? '',
  };
}

/** The newest published articles; an unreachable backend yields an empty list, never a crash. */
export async function getLatestArticles(limit: number): Promise<ArticleTeaser[]> {
  try {
    const resources = await drupal.getResourceCollection<JsonApiResource[]>('node--article', {
      params: { sort: '-created', 'page[limit]': String(limit) },
      next: { revalidate: REVALIDATE_SECONDS, tags: ['node_list:article'] },
    });
    return resources.map(toTeaser);
  } catch (error) {
    console.error('Reading the latest articles failed:', error);
    return [];
  }
}
