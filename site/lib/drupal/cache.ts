import type { NodeBundle, Vocabulary } from '@/lib/content-types';

/**
 * How the site caches what it reads from the backend: one vocabulary of cache tags, the same the
 * backend names when it asks the site to revalidate (`/api/revalidate?tags=node:{uuid},node_list:article`,
 * lib/revalidation.ts), and the options of a cached read. Every read of lib/drupal takes its
 * options from `cached(…)`; no tag is written as a literal anywhere else.
 */

/** Seconds a cached read stays fresh before the next view refreshes it in the background. */
export const REVALIDATE_SECONDS = 60;

/** A cache tag, as Drupal and the cms name them. */
export type CacheTag = `node:${string}` | `node_list:${NodeBundle}` | `taxonomy_term_list:${Vocabulary}` | 'router';

/** One node, by uuid: dropped when that node changes. */
export const nodeTag = (uuid: string): CacheTag => `node:${uuid}`;
/** Every list of a bundle: dropped when a node of it is created, changed or deleted. */
export const listTag = (bundle: NodeBundle): CacheTag => `node_list:${bundle}`;
/** The terms of a vocabulary. */
export const termListTag = (vocabulary: Vocabulary): CacheTag => `taxonomy_term_list:${vocabulary}`;
/** What path aliases resolve to (Decoupled Router). */
export const ROUTER_TAG: CacheTag = 'router';

/** The fetch options of a cached read: fresh for REVALIDATE_SECONDS, dropped with any of `tags`. */
export function cached(...tags: CacheTag[]): { next: { revalidate: number; tags: CacheTag[] } } {
  return { next: { revalidate: REVALIDATE_SECONDS, tags } };
}
