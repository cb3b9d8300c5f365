import { cache } from 'react';
import { CONTENT_TYPES } from '@/lib/content-types';
import { fetchNodeFormationCarte, fetchNodeFormationCarteCollection } from '@/lib/generated/fetchers';
import type { NodeFormationCarteQuery, NodeFormationCarteResourceQuery } from '@/lib/generated/queries';
import type { NodeFormationCarte, Related } from '@/lib/generated/resources';
import { type NamedTerm, namedTerm, TERM_SLUG_FIELDS } from '@/lib/term-slug';
import { durationLabel, getLevels, getSectors, type Term } from './formations';
import { cached, listTag, nodeTag } from './cache';
import { readOr, readOrNotFound } from './errors';
import { toSiteImage } from './image';
import { resolveSlug } from './resolve';
import { richText } from './rich-text';

/**
 * A term used to filter the map (a sector or a level), identified in URLs by its slug: the same as
 * everywhere else on the site (lib/term-slug.ts), so a sector's `?secteur=` here is its page's
 * `/nos-formations/{slug}` and the board's `?secteur=`.
 */
export type MapTerm = NamedTerm & { weight: number };

/** A course offered at a training place, as the map and the place's page show it. */
export type PlaceFormation = {
  id: string;
  title: string;
  path: string | null;
  secteur: MapTerm | null;
  niveau: MapTerm | null;
  /** e.g. "2 ans", "18 mois", when known. */
  duration: string | null;
  campus: string | null;
  image: { src: string; alt: string; width: number | null; height: number | null } | null;
};

/** A training place (`node--formation_carte`). */
export type TrainingPlace = {
  id: string;
  slug: string;
  title: string;
  path: string;
  address: string;
  postalCode: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
  /** Sanitised HTML of the description (the backend's `processed`, sanitised again: `richText`). */
  descriptionHtml: string;
  formations: PlaceFormation[];
  email: string | null;
  phone: string | null;
};

/** The markers' data: what the client map needs, nothing more. */
export type MapMarker = {
  id: string;
  title: string;
  path: string;
  address: string;
  postalCode: string;
  city: string;
  latitude: number;
  longitude: number;
  formationCount: number;
};

export type MapFilters = { secteur: string | null; niveau: string | null };

type TermResource = Parameters<typeof namedTerm>[0] & { weight?: number | null };

function toTerm(term: TermResource | null | undefined): MapTerm | null {
  const named = term ? namedTerm(term) : null;
  return named ? { ...named, weight: term?.weight ?? 0 } : null;
}

function toNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function toFormation(formation: Related<'node--formation'>): PlaceFormation | null {
  // A course that is not included (unpublished, not readable) has no title: it is left out.
  if (!formation.title) return null;
  const image = toSiteImage(formation.field_image);
  return {
    id: formation.id,
    title: formation.title,
    path: formation.path?.alias ?? null,
    secteur: toTerm(formation.field_secteur),
    niveau: toTerm(formation.field_niveau),
    duration: durationLabel(toNumber(formation.field_duree_mois)),
    campus: formation.field_campus?.name ?? null,
    image: image && { src: image.url, alt: image.alt, width: image.width, height: image.height },
  };
}

function toPlace(node: NodeFormationCarte): TrainingPlace {
  const path = node.path?.alias ?? `${CONTENT_TYPES.formation_carte.prefix}/${node.id}`;
  return {
    id: node.id,
    slug: path.split('/').pop() ?? node.id,
    title: node.title,
    path,
    address: node.field_adresse ?? '',
    postalCode: node.field_code_postal ?? '',
    city: node.field_ville ?? '',
    latitude: toNumber(node.field_latitude),
    longitude: toNumber(node.field_longitude),
    descriptionHtml: richText(node.field_description),
    formations: (node.field_formations ?? []).map(toFormation).filter((f): f is PlaceFormation => f !== null),
    email: node.field_contact_email ?? null,
    phone: node.field_contact_telephone ?? null,
  };
}

const PLACE_FIELDS = [
  'title',
  'path',
  'field_adresse',
  'field_code_postal',
  'field_ville',
  'field_latitude',
  'field_longitude',
  'field_description',
  'field_formations',
  'field_contact_email',
  'field_contact_telephone',
] as const;

/** The query of every place, with the sector and level of its courses (for the filters). */
export function placesQuery(): NodeFormationCarteQuery {
  return {
    include: ['field_formations', 'field_formations.field_secteur', 'field_formations.field_niveau'],
    fields: {
      'node--formation_carte': PLACE_FIELDS.filter((name) => name !== 'field_description'),
      'node--formation': ['title', 'path', 'field_secteur', 'field_niveau'],
      'taxonomy_term--secteur': [...TERM_SLUG_FIELDS, 'weight'],
      'taxonomy_term--niveau': [...TERM_SLUG_FIELDS, 'weight'],
    },
    page: { limit: 50 },
  };
}

/** The query of one place, with what its courses' cards show. */
export function placeQuery(): NodeFormationCarteResourceQuery {
  return {
    include: [
      'field_formations',
      'field_formations.field_secteur',
      'field_formations.field_niveau',
      'field_formations.field_campus',
      'field_formations.field_image',
    ],
    fields: {
      'node--formation_carte': [...PLACE_FIELDS],
      'node--formation': ['title', 'path', 'field_secteur', 'field_niveau', 'field_campus', 'field_duree_mois', 'field_image'],
      'taxonomy_term--secteur': [...TERM_SLUG_FIELDS, 'weight'],
      'taxonomy_term--niveau': [...TERM_SLUG_FIELDS, 'weight'],
      'taxonomy_term--campus': ['name'],
      'file--file': ['uri'],
    },
  };
}

const byCity = (a: TrainingPlace, b: TrainingPlace) =>
  a.city.localeCompare(b.city, 'fr') || a.title.localeCompare(b.title, 'fr');

/** Every published training place, sorted by town; an unreachable backend yields `[]`. */
export const getTrainingPlaces = cache(async (): Promise<TrainingPlace[]> =>
  readOr(
    'the training places',
    async () => {
      const { items } = await fetchNodeFormationCarteCollection(placesQuery(), cached(listTag('formation_carte')));
      return items.map(toPlace).sort(byCity);
    },
    [],
  ),
);

/** The place at `/formation-carte/{slug}`, or `null` when nothing published lives there. */
export const getTrainingPlace = cache(async (slug: string): Promise<TrainingPlace | null> => {
  const resolved = await resolveSlug('formation_carte', slug);
  if (!resolved) return null;
  const node = await readOrNotFound(`the training place ${slug}`, () => fetchNodeFormationCarte(resolved.uuid, placeQuery(), cached(nodeTag(resolved.uuid))));
  return node && toPlace(node);
});

/** The distinct terms of `pick` over all the places' courses, in the vocabulary's order. */
function termsOf(places: readonly TrainingPlace[], pick: (f: PlaceFormation) => MapTerm | null): MapTerm[] {
  const terms = new Map<string, MapTerm>();
  for (const formation of places.flatMap((place) => place.formations)) {
    const term = pick(formation);
    if (term && !terms.has(term.slug)) terms.set(term.slug, term);
  }
  return [...terms.values()].sort((a, b) => a.weight - b.weight || a.name.localeCompare(b.name, 'fr'));
}

/**
 * Every sector and level, for reading `?secteur=` and `?niveau=` (a term no place teaches is still a
 * filter, with nothing found; only a value that names no term is a wrong address). Empty lists when
 * the backend cannot be read.
 */
export const getMapVocabularies = cache(async (): Promise<{ secteurs: MapTerm[]; niveaux: MapTerm[] }> => {
  const [sectors, levels] = await Promise.all([getSectors(), getLevels()]);
  const toMapTerms = (terms: readonly Term[]): MapTerm[] => terms.map(({ id, tid, name, slug, weight }) => ({ id, tid, name, slug, weight }));
  return { secteurs: toMapTerms(sectors), niveaux: toMapTerms(levels) };
});

/** The sectors and levels the filters offer: only those some place teaches. */
export function filterOptions(places: readonly TrainingPlace[]): { secteurs: MapTerm[]; niveaux: MapTerm[] } {
  return { secteurs: termsOf(places, (f) => f.secteur), niveaux: termsOf(places, (f) => f.niveau) };
}

/** Whether a course matches the filters (a `null` filter matches everything). */
export function formationMatches(formation: PlaceFormation, filters: MapFilters): boolean {
  return (
    (filters.secteur === null || formation.secteur?.slug === filters.secteur) &&
    (filters.niveau === null || formation.niveau?.slug === filters.niveau)
  );
}

/** The places offering at least one course of the sector and level asked, with those courses only. */
export function filterPlaces(places: readonly TrainingPlace[], filters: MapFilters): TrainingPlace[] {
  if (filters.secteur === null && filters.niveau === null) return [...places];
  return places
    .map((place) => ({ ...place, formations: place.formations.filter((f) => formationMatches(f, filters)) }))
    .filter((place) => place.formations.length > 0);
}

/** The markers of the places that have coordinates. */
export function toMarkers(places: readonly TrainingPlace[]): MapMarker[] {
  return places.flatMap(({ id, title, path, address, postalCode, city, latitude, longitude, formations }) =>
    latitude === null || longitude === null
      ? []
      : [{ id, title, path, address, postalCode, city, latitude, longitude, formationCount: formations.length }],
  );
}
