import { cache } from 'react';
import { fetchNodePage } from '@/lib/generated/fetchers';
import { REVALIDATE_SECONDS } from './cache';
import { resolvePath } from './resolve';
import { richText } from './rich-text';

/** A generic page (`node--page`) as the site shows it. */
export type GenericPage = { id: string; title: string; path: string; html: string; summary: string; changed: string | null };

/**
 * The generic page at `path` (one or two segments, e.g. `/mentions-legales` or
 * `/ecole/notre-histoire`), or `null` when nothing published lives there.
 */
export const getGenericPage = cache(async (path: string): Promise<GenericPage | null> => {
  const resolved = await resolvePath(path);
  if (resolved?.resourceName !== 'node--page') return null;
  try {
    const page = await fetchNodePage(
      resolved.uuid,
      { fields: { 'node--page': ['title', 'path', 'body', 'changed'] } },
      { next: { revalidate: REVALIDATE_SECONDS, tags: [`node:${resolved.uuid}`] } },
    );
    return {
      id: page.id,
      title: page.title ?? '',
      path: page.path?.alias ?? path,
      // `processed` is the body after the text format's filters, sanitised by the backend and again here.
      html: richText(page.body),
      summary: page.body?.summary ?? '',
      changed: page.changed ?? null,
    };
  } catch (error) {
    console.error(`Reading the page ${path} failed:`, error);
    return null;
  }
});
