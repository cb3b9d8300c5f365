import type { ChangeListener } from './http/jsonapi.js';

export interface RevalidateOptions {
  url: string;
  secret: string;
  /** For tests: the fetch to use. */
  fetch?: typeof fetch;
}

/** Cache tags of a changed entity: the entity itself and the list of its bundle. */
export function cacheTags(entityType: string, bundle: string, uuid: string): string[] {
  return [`${entityType}:${uuid}`, `${entityType}_list:${bundle}`];
}

/**
 * Calls the site's revalidation endpoint after each change, as Drupal's `next` module does:
 * `GET {url}?secret=…&path=/alias&tags=node:{uuid},node_list:{bundle}`. Fire and forget: one retry
 * after a second, then a log line; a site that is down never blocks a write.
 */
export function revalidationListener(options: RevalidateOptions): ChangeListener {
  const doFetch = options.fetch ?? fetch;
  return ({ def, row }) => {
    const target = new URL(options.url);
    target.searchParams.set('secret', options.secret);
    if (row.pathAlias) target.searchParams.set('path', row.pathAlias);
    target.searchParams.set('tags', cacheTags(def.entityType, def.bundle, row.uuid).join(','));
    const attempt = async (left: number): Promise<void> => {
      try {
        const response = await doFetch(target, { signal: AbortSignal.timeout(5000) });
        if (!response.ok) throw new Error(`status ${response.status}`);
      } catch (error) {
        if (left > 0) {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          return attempt(left - 1);
        }
        console.warn(`Revalidating the site for ${def.name} ${row.uuid} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    };
    void attempt(1);
  };
}
