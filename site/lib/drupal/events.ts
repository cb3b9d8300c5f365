import { cache } from 'react';
import { fetchNodeEvenement, fetchNodeEvenementCollection, fetchTaxonomyTermCategorieEvenementCollection } from '@/lib/generated/fetchers';
import type { Collection } from '@/lib/generated/collection';
import type { NodeEvenementQuery } from '@/lib/generated/queries';
import type { NodeEvenement } from '@/lib/generated/resources';
import { htmlToText, slugify } from '@/lib/text';
import { cached, listTag, nodeTag, termListTag } from './cache';
import { readOr, readOrNotFound } from './errors';
import { type SiteImage, toSiteImage } from './image';
import { resolveSlug } from './resolve';
import { richText } from './rich-text';

/** Events per page of `/evenements`. */
export const EVENTS_PER_PAGE = 10;

export type EventCategory = { id: string; tid: number | null; name: string };

/** An event in a list or a calendar. Dates are ISO 8601 with their offset, as the backend gives them. */
export type EventTeaser = {
  id: string;
  title: string;
  path: string;
  start: string;
  end: string | null;
  placeName: string;
  city: string;
  category: EventCategory | null;
  image: SiteImage | null;
  summary: string;
};

/** A full event, for `/evenement/{slug}` and its `.ics` file. */
export type EventDetail = EventTeaser & {
  address: string;
  /** The description, sanitised HTML from the backend. */
  html: string;
  /** The description as plain text (iCalendar, JSON-LD). */
  text: string;
  registration: { url: string; title: string } | null;
  changed: string | null;
};

/** One page of `/evenements`: the upcoming events of the page (soonest first), then the past ones (latest first). */
export type EventsPage = { upcoming: EventTeaser[]; past: EventTeaser[]; total: number | null; hasNext: boolean };

const LIST_FIELDS = {
  'node--evenement': [
    'title',
    'path',
    'body',
    'field_date_debut',
    'field_date_fin',
    'field_lieu_nom',
    'field_lieu_ville',
    'field_image',
    'field_categorie',
  ],
  'file--file': ['uri'],
  'taxonomy_term--categorie_evenement': ['name', 'drupal_internal__tid'],
} satisfies NodeEvenementQuery['fields'];

const listOptions = cached(listTag('evenement'));

/**
 * "Now" for the queries, rounded down to the minute so that the cached reads are shared by every
 * view of the same minute; UTC with `Z` (the backend compares instants).
 */
export function queryNow(now: Date = new Date()): string {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString().replace('.000Z', 'Z');
}

function categoryOf(event: NodeEvenement): EventCategory | null {
  const term = event.field_categorie;
  if (!term || typeof term.name !== 'string' || term.name === '') return null;
  return { id: term.id, tid: typeof term.drupal_internal__tid === 'number' ? term.drupal_internal__tid : null, name: term.name };
}

function toTeaser(event: NodeEvenement, fallbackPath?: string): EventTeaser | null {
  const path = event.path?.alias || fallbackPath;
  const start = event.field_date_debut;
  if (!path || !start) return null;
  const end = event.field_date_fin ?? null;
  return {
    id: event.id,
    title: event.title,
    path,
    start,
    // An end before the start is a typing error in the backend: show the start only.
    end: end && new Date(end).getTime() >= new Date(start).getTime() ? end : null,
    placeName: event.field_lieu_nom ?? '',
    city: event.field_lieu_ville ?? '',
    category: categoryOf(event),
    image: toSiteImage(event.field_image),
    summary: event.body?.summary ?? '',
  };
}

const teasers = (items: NodeEvenement[]) => items.map((item) => toTeaser(item)).filter((item): item is EventTeaser => item !== null);

function upcomingQuery(now: string, offset: number, limit: number): NodeEvenementQuery {
  return {
    filter: { status: 1, field_date_debut: { operator: '>=', value: now } },
    sort: ['field_date_debut', 'drupal_internal__nid'],
    include: ['field_image', 'field_categorie'],
    fields: LIST_FIELDS,
    page: { offset, limit },
  };
}

function pastQuery(now: string, offset: number, limit: number): NodeEvenementQuery {
  return {
    filter: { status: 1, field_date_debut: { operator: '<', value: now } },
    sort: ['-field_date_debut', '-drupal_internal__nid'],
    include: ['field_image', 'field_categorie'],
    fields: LIST_FIELDS,
    page: { offset, limit },
  };
}

/** How many upcoming events there are, for a backend that does not count them: read, ids only. */
async function countUpcoming(at: string): Promise<number> {
  const items = await readAll((offset) => ({ ...upcomingQuery(at, offset, 50), include: [], fields: { 'node--evenement': ['drupal_internal__nid'] } }));
  return items.length;
}

/**
 * Page `page` (1-based) of every event: the upcoming ones first, then the past ones, as one list
 * cut into pages of ten. `null` when the backend cannot be read.
 */
export async function getEventsPage(page: number, now: Date = new Date()): Promise<EventsPage | null> {
  const at = queryNow(now);
  const start = (page - 1) * EVENTS_PER_PAGE;
  return readOr(`page ${page} of the events`, async () => {
    const upcoming = await fetchNodeEvenementCollection(upcomingQuery(at, start, EVENTS_PER_PAGE), listOptions);
    // Without a count (Drupal core), the page's own items say where the upcoming events stop when
    // it has some (a full page needs no past event); a later page, with none, counts them.
    const upcomingTotal =
      upcoming.count ?? (upcoming.items.length > 0 || start === 0 ? start + upcoming.items.length : await countUpcoming(at));
    const room = EVENTS_PER_PAGE - upcoming.items.length;
    // When the page is full of upcoming events, one past event is still read, for the count.
    const past = await fetchNodeEvenementCollection(pastQuery(at, Math.max(0, start - upcomingTotal), Math.max(1, room)), listOptions);
    const total = upcoming.count !== null && past.count !== null ? upcoming.count + past.count : null;
    return {
      upcoming: teasers(upcoming.items),
      past: room > 0 ? teasers(past.items) : [],
      total,
      hasNext: total !== null ? start + EVENTS_PER_PAGE < total : upcoming.pager.hasNext || past.pager.hasNext || (room === 0 && past.items.length > 0),
    };
  }, null);
}

/** Reads every page of a query (at most `max` items), 50 at a time. */
async function readAll(query: (offset: number) => NodeEvenementQuery, max = 500): Promise<NodeEvenement[]> {
  const items: NodeEvenement[] = [];
  for (let offset = 0; offset < max; offset += 50) {
    const collection: Collection<NodeEvenement> = await fetchNodeEvenementCollection(query(offset), listOptions);
    items.push(...collection.items);
    if (!collection.pager.hasNext || collection.items.length === 0) break;
  }
  return items;
}

/**
 * The events that take place (at least partly) between `from` and `to` (excluded), soonest first,
 * optionally of one category (its uuid). An unreadable backend gives `[]`.
 */
export async function getEventsBetween(from: Date, to: Date, categoryId?: string): Promise<EventTeaser[]> {
  const fromIso = from.toISOString().replace('.000Z', 'Z');
  const toIso = to.toISOString().replace('.000Z', 'Z');
  return readOr('the events of the agenda', async () => {
    const items = await readAll((offset) => ({
      filter: { status: 1, ...(categoryId ? { 'field_categorie.id': categoryId } : {}) },
      conditions: {
        starts_before_end: { path: 'field_date_debut', operator: '<', value: toIso },
        ends_after_start: { path: 'field_date_fin', operator: '>=', value: fromIso, memberOf: 'overlaps' },
        starts_after_start: { path: 'field_date_debut', operator: '>=', value: fromIso, memberOf: 'overlaps' },
      },
      groups: { overlaps: { conjunction: 'OR' } },
      sort: ['field_date_debut', 'drupal_internal__nid'],
      include: ['field_image', 'field_categorie'],
      fields: LIST_FIELDS,
      page: { offset, limit: 50 },
    }));
    return teasers(items);
  }, []);
}

const DETAIL_FIELDS = {
  'node--evenement': [
    'title',
    'path',
    'body',
    'changed',
    'field_date_debut',
    'field_date_fin',
    'field_lieu_nom',
    'field_lieu_adresse',
    'field_lieu_ville',
    'field_lien_inscription',
    'field_image',
    'field_categorie',
  ],
  'file--file': ['uri'],
  'taxonomy_term--categorie_evenement': ['name', 'drupal_internal__tid'],
} satisfies NodeEvenementQuery['fields'];

/** A link field's target as a URL the site can print: http(s), or an internal path. */
function linkUrl(uri: string | null | undefined): string | null {
  if (!uri) return null;
  if (/^https?:\/\//i.test(uri)) return uri;
  const internal = /^internal:(\/.*)$/.exec(uri);
  return internal?.[1] ?? null;
}

function toDetail(event: NodeEvenement, teaser: EventTeaser): EventDetail {
  const html = richText(event.body);
  const link = event.field_lien_inscription;
  const url = linkUrl(link?.uri);
  return {
    ...teaser,
    address: event.field_lieu_adresse ?? '',
    html,
    text: htmlToText(html),
    registration: url ? { url, title: link?.title || 'S’inscrire' } : null,
    changed: event.changed ?? null,
  };
}

/**
 * The published event at `/evenement/{slug}`, or `null` when there is none for this visitor; a
 * BackendError when the backend cannot answer. Cached per request (metadata and page).
 */
export const getEventBySlug = cache(async (slug: string): Promise<EventDetail | null> => {
  const resolved = await resolveSlug('evenement', slug);
  if (!resolved) return null;
  const event = await readOrNotFound(`the event ${slug}`, () =>
    fetchNodeEvenement(resolved.uuid, { include: ['field_image', 'field_categorie'], fields: DETAIL_FIELDS }, cached(nodeTag(resolved.uuid))),
  );
  const teaser = event && toTeaser(event, `/evenement/${slug}`);
  return event && teaser ? toDetail(event, teaser) : null;
});

/** The upcoming events (from now), soonest first, with their descriptions: the iCalendar feed. */
export async function getUpcomingEventDetails(now: Date = new Date()): Promise<EventDetail[]> {
  const at = queryNow(now);
  return readOr('the upcoming events', async () => {
    const items = await readAll((offset) => ({
      ...upcomingQuery(at, offset, 50),
      fields: { ...DETAIL_FIELDS, 'node--evenement': DETAIL_FIELDS['node--evenement'].filter((name) => name !== 'field_image') },
      include: ['field_categorie'],
    }));
    return items.flatMap((item) => {
      const teaser = toTeaser(item);
      return teaser ? [toDetail(item, teaser)] : [];
    });
  }, []);
}

/** The categories of events, in the backend's order (weight, then name). An unreadable backend gives `[]`. */
export async function getEventCategories(): Promise<EventCategory[]> {
  return readOr(
    'the categories of events',
    async () => {
      const { items } = await fetchTaxonomyTermCategorieEvenementCollection(
        {
          filter: { status: 1 },
          sort: ['weight', 'name'],
          fields: { 'taxonomy_term--categorie_evenement': ['name', 'drupal_internal__tid'] },
          page: { limit: 50 },
        },
        cached(termListTag('categorie_evenement')),
      );
      return items.map((term) => ({ id: term.id, tid: term.drupal_internal__tid ?? null, name: term.name }));
    },
    [],
  );
}

/** The category a `?categorie=` value names: its term id (`34`), uuid, name or name as a slug. */
export function findCategory(categories: readonly EventCategory[], value: string): EventCategory | undefined {
  const wanted = value.trim();
  if (wanted === '') return undefined;
  return (
    categories.find((category) => String(category.tid) === wanted || category.id === wanted) ??
    categories.find((category) => slugify(category.name) === slugify(wanted))
  );
}

/** Whether an event is over (its end, or its start without an end, has passed). */
export function isPastEvent(event: Pick<EventTeaser, 'start' | 'end'>, now: Date = new Date()): boolean {
  return new Date(event.end ?? event.start).getTime() < now.getTime();
}

/** "Campus de Rennes, Rennes": the place and its town (once, when the name already says it). */
export function eventPlace(event: Pick<EventTeaser, 'placeName' | 'city'>): string {
  const { placeName, city } = event;
  if (!city || placeName.includes(city)) return placeName;
  return placeName ? `${placeName}, ${city}` : city;
}
