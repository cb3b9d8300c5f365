import { cache } from 'react';
import { fetchNodeMenuRestaurant, fetchNodeMenuRestaurantCollection } from '@/lib/generated/fetchers';
import type { NodeMenuRestaurantQuery } from '@/lib/generated/queries';
import type { NodeMenuRestaurant } from '@/lib/generated/resources';
import { cached, listTag, nodeTag } from './cache';
import { readOr, readOrNotFound } from './errors';
import { type SiteImage, toSiteImage } from './image';
import { resolveSlug } from './resolve';
import { richText } from './rich-text';
import { todayInParis } from '@/lib/paris-date';

/** A menu of the restaurant d’application as the site shows it in lists. */
export type RestaurantMenu = {
  id: string;
  title: string;
  path: string | null;
  /** Service days (`YYYY-MM-DD`), in calendar order. */
  serviceDates: string[];
  /** The first service day on or after today in Paris, or `null` when every service is past. */
  nextService: string | null;
  starters: string[];
  mains: string[];
  desserts: string[];
  /** In euros, or `null` when the menu has no price. */
  price: number | null;
  image: SiteImage | null;
};

/** A menu in full: the reservation information too (sanitised HTML from the backend). */
export type RestaurantMenuDetail = RestaurantMenu & { reservationHtml: string; changed: string | null };

const LIST_FIELDS = ['title', 'path', 'field_dates_service', 'field_entrees', 'field_plats', 'field_desserts', 'field_prix', 'field_image'] as const;

function toMenu(node: NodeMenuRestaurant, today: string): RestaurantMenu {
  const serviceDates = [...(node.field_dates_service ?? [])].sort();
  const price = node.field_prix === null || node.field_prix === undefined ? NaN : Number(node.field_prix);
  return {
    id: node.id,
    title: node.title,
    path: node.path?.alias ?? null,
    serviceDates,
    nextService: serviceDates.find((date) => date >= today) ?? null,
    starters: node.field_entrees ?? [],
    mains: node.field_plats ?? [],
    desserts: node.field_desserts ?? [],
    price: Number.isFinite(price) && price >= 0 ? price : null,
    image: toSiteImage(node.field_image),
  };
}

const listOptions = cached(listTag('menu_restaurant'));

function menusQuery(operator: '>=' | '<', today: string, limit: number): NodeMenuRestaurantQuery {
  return {
    // A menu matches when any of its service days does (multi-valued field).
    filter: { field_dates_service: { value: today, operator } },
    // The service days cannot be sorted on (multi-valued): the newest menus first, sorted below.
    sort: ['-created'],
    include: ['field_image'],
    fields: { 'node--menu_restaurant': [...LIST_FIELDS], 'file--file': ['uri'] },
    page: { limit },
  };
}

const last = (dates: string[]) => dates[dates.length - 1] ?? '';

/**
 * The menus to come (next service first), then the past ones (latest service first, at most
 * `pastLimit`). A failed read yields empty lists.
 */
export async function getRestaurantMenus(pastLimit = 12): Promise<{ upcoming: RestaurantMenu[]; past: RestaurantMenu[] }> {
  const today = todayInParis();
  return readOr(
    'the restaurant menus',
    async () => {
      const [upcoming, past] = await Promise.all([
        fetchNodeMenuRestaurantCollection(menusQuery('>=', today, 50), listOptions),
        fetchNodeMenuRestaurantCollection(menusQuery('<', today, 50), listOptions),
      ]);
      const next = upcoming.items.map((node) => toMenu(node, today)).filter((menu) => menu.nextService !== null);
      const upcomingIds = new Set(next.map((menu) => menu.id));
      return {
        upcoming: next.sort((a, b) => (a.nextService ?? '').localeCompare(b.nextService ?? '')),
        past: past.items
          .filter((node) => !upcomingIds.has(node.id))
          .map((node) => toMenu(node, today))
          .sort((a, b) => last(b.serviceDates).localeCompare(last(a.serviceDates)))
          .slice(0, pastLimit),
      };
    },
    { upcoming: [], past: [] },
  );
}

/** The menu of the next service (today included), or `null` when none is planned or the read fails. */
export async function getNextRestaurantMenu(): Promise<RestaurantMenu | null> {
  const today = todayInParis();
  return readOr(
    'the next restaurant menu',
    async () => {
      const { items } = await fetchNodeMenuRestaurantCollection(menusQuery('>=', today, 50), listOptions);
      const menus = items.map((node) => toMenu(node, today)).filter((menu) => menu.nextService !== null);
      menus.sort((a, b) => (a.nextService ?? '').localeCompare(b.nextService ?? ''));
      return menus[0] ?? null;
    },
    null,
  );
}

/** The menu at `/menu-restaurant/{slug}`, or `null` when nothing published lives there. */
export const getRestaurantMenu = cache(async (slug: string): Promise<RestaurantMenuDetail | null> => {
  const resolved = await resolveSlug('menu_restaurant', slug);
  if (!resolved) return null;
  const node = await readOrNotFound(`the menu ${slug}`, () =>
    fetchNodeMenuRestaurant(
      resolved.uuid,
      {
        include: ['field_image'],
        fields: { 'node--menu_restaurant': [...LIST_FIELDS, 'field_reservation', 'changed'], 'file--file': ['uri'] },
      },
      cached(nodeTag(resolved.uuid)),
    ),
  );
  if (!node) return null;
  return {
    ...toMenu(node, todayInParis()),
    // `processed` is the text after the format's filters, sanitised by the backend and again here.
    reservationHtml: richText(node.field_reservation),
    changed: node.changed ?? null,
  };
});
