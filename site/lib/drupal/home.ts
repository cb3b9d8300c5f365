import { fetchNodeEvenementCollection, fetchNodeFormationCollection } from '@/lib/generated/fetchers';
import type { NodeEvenement, NodeFormation } from '@/lib/generated/resources';
import { parisMidnightUtc } from '@/lib/paris-date';
import { cached, listTag } from './cache';
import { readOr } from './errors';
import { durationLabel } from './formations';
import { type SiteImage, toSiteImage } from './image';

/** Small reads of the home page: each returns `[]` when the backend fails, never throws. */

export type EventTeaser = {
  id: string;
  title: string;
  path: string;
  start: string;
  end: string | null;
  location: string | null;
  category: string | null;
  summary: string;
  image: SiteImage | null;
};

function toEvent(node: NodeEvenement): EventTeaser | null {
  if (!node.path?.alias || !node.field_date_debut) return null;
  const end = node.field_date_fin && node.field_date_fin >= node.field_date_debut ? node.field_date_fin : null;
  return {
    id: node.id,
    title: node.title,
    path: node.path.alias,
    start: node.field_date_debut,
    end,
    location: [node.field_lieu_nom, node.field_lieu_ville].filter(Boolean).join(', ') || null,
    category: node.field_categorie?.name ?? null,
    summary: node.body?.summary ?? '',
    image: toSiteImage(node.field_image),
  };
}

/** The next events (started today or later, in Paris), soonest first. */
export async function getUpcomingEvents(limit: number): Promise<EventTeaser[]> {
  return readOr(
    'the upcoming events',
    async () => {
      const { items } = await fetchNodeEvenementCollection(
        {
          // From midnight in Paris: an event of this morning is still listed today.
          filter: { field_date_debut: { value: parisMidnightUtc(), operator: '>=' } },
          sort: ['field_date_debut'],
          include: ['field_categorie', 'field_image'],
          fields: {
            'node--evenement': ['title', 'path', 'body', 'field_date_debut', 'field_date_fin', 'field_lieu_nom', 'field_lieu_ville', 'field_categorie', 'field_image'],
            'taxonomy_term--categorie_evenement': ['name'],
            'file--file': ['uri'],
          },
          page: { limit },
        },
        cached(listTag('evenement')),
      );
      return items.map(toEvent).filter((event): event is EventTeaser => event !== null);
    },
    [],
  );
}

export type CourseTeaser = {
  id: string;
  title: string;
  path: string;
  /** The diploma prepared ("CAP", "BP"…): the level term's name. */
  diploma: string;
  /** e.g. "2 ans", "18 mois". */
  duration: string | null;
  campus: string | null;
  image: SiteImage | null;
};

function toCourse(node: NodeFormation): CourseTeaser | null {
  if (!node.path?.alias) return null;
  return {
    id: node.id,
    title: node.title,
    path: node.path.alias,
    diploma: node.field_niveau?.name ?? 'Formation',
    duration: durationLabel(node.field_duree_mois),
    campus: node.field_campus?.name ?? null,
    image: toSiteImage(node.field_image),
  };
}

/** Courses to feature: pinned (sticky) then promoted ones first, then by title. */
export async function getFeaturedFormations(limit: number): Promise<CourseTeaser[]> {
  return readOr(
    'the featured courses',
    async () => {
      const { items } = await fetchNodeFormationCollection(
        {
          sort: ['-sticky', '-promote', 'title'],
          include: ['field_niveau', 'field_campus', 'field_image'],
          fields: {
            'node--formation': ['title', 'path', 'field_duree_mois', 'field_niveau', 'field_campus', 'field_image'],
            'taxonomy_term--niveau': ['name'],
            'taxonomy_term--campus': ['name'],
            'file--file': ['uri'],
          },
          page: { limit },
        },
        cached(listTag('formation')),
      );
      return items.map(toCourse).filter((course): course is CourseTeaser => course !== null);
    },
    [],
  );
}
