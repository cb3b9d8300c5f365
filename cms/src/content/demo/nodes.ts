/** Every demo node, computed relative to the seeding day. */
import { articles } from './articles.js';
import { events } from './events.js';
import { formations } from './formations.js';
import { jobs } from './jobs.js';
import { lieux } from './lieux.js';
import { menus } from './menus.js';
import { metiers } from './metiers.js';
import { pages } from './pages.js';
import type { DemoItem } from './types.js';

/**
 * The demo nodes. Dates (events, menus, job offers, course sheets) are computed from `now` in the
 * Europe/Paris time zone; keys and aliases do not depend on it, so reseeding keeps the same ids.
 */
export function nodes(now: Date): DemoItem[] {
  return [
    ...pages(),
    ...metiers(),
    ...formations(now),
    ...lieux(),
    ...articles(),
    ...events(now),
    ...menus(now),
    ...jobs(now),
  ];
}
