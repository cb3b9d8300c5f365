import { cache } from 'react';
import { fetchNodePage } from '@/lib/generated/fetchers';
import { cached, nodeTag } from './cache';
import { readOrNotFound } from './errors';
import { resolvePath } from './resolve';
import { richText } from './rich-text';

/** A generic page (`node--page`) as the site shows it. */
export type GenericPage = { id: string; title: string; path: string; html: string; summary: string; changed: string | null };

/**
 * The generic page at `path` (one or two segments, e.g. `/mentions-legales` or
 * `/ecole/notre-histoire`), or `null` when nothing published lives there; a BackendError when
 * the backend cannot answer.
 */
export const getGenericPage = cache(async (path: string): Promise<GenericPage | null> => {
  const resolved = await resolvePath(path);
  if (resolved?.resourceName !== 'node--page') return null;
  const page = await readOrNotFound(`the page ${path}`, () =>
    fetchNodePage(resolved.uuid, { fields: { 'node--page': ['title', 'path', 'body', 'changed'] } }, cached(nodeTag(resolved.uuid))),
  );
  if (!page) return null;
  return {
    id: page.id,
    title: page.title ?? '',
    path: page.path?.alias ?? path,
    // `processed` is the body after the text format's filters, sanitised by the backend and again here.
    html: richText(page.body),
    summary: page.body?.summary ?? '',
    changed: page.changed ?? null,
  };
});
