import { cache } from 'react';
import { fetchNodeFormation, fetchNodeFormationCollection, fetchTaxonomyTermNiveauCollection, fetchTaxonomyTermSecteurCollection } from '@/lib/generated/fetchers';
import type { NodeFormationQuery } from '@/lib/generated/queries';
import type { NodeFormation, Related } from '@/lib/generated/resources';
import { matchTerm, termSlug } from '@/lib/term-slug';
import { firstParagraph } from '@/lib/text';
import { cached, listTag, nodeTag, termListTag } from './cache';
import { readOr, readOrNotFound, readOrThrow } from './errors';
import { resolveSlug } from './resolve';
import { richText } from './rich-text';
import { type SiteImage, toSiteImage } from './image';

/** A taxonomy term as the site shows it: its name and the slug of its page. */
export type Term = {
  id: string;
  tid: number | null;
  name: string;
  slug: string;
  weight: number;
  /** Sanitised HTML; `''` when not requested. */
  description: string;
};

/** A picture served through the site's origin (`/sites/default/files/…`). */
export type Picture = SiteImage;

/** A course in a list (CourseCard). */
export type FormationTeaser = {
  id: string;
  title: string;
  path: string;
  /** The level term ("CAP", "BP"…), shown as the diploma. */
  level: Term | null;
  duration: string | null;
  campus: string | null;
  summary: string;
  image: Picture | null;
};

/** The results the law asks a CFA to publish, per course. Rates in percent, `null` when unknown. */
export type FormationIndicators = {
  successRate: number | null;
  furtherStudyRate: number | null;
  employmentRate: number | null;
  year: number | null;
  /** `YYYY-MM-DD`. */
  updatedOn: string | null;
};

/** A course sheet (`node--formation`); rich texts are the backend's sanitised HTML. */
export type Formation = {
  id: string;
  title: string;
  path: string;
  summary: string;
  objectives: string;
  prerequisites: string;
  rhythm: string;
  accessTerms: string;
  accessDelay: string;
  methods: string;
  assessment: string;
  price: string;
  accessibility: string;
  hours: number | null;
  months: number | null;
  duration: string | null;
  contact: { name: string; email: string; phone: string };
  rncpCode: string;
  certifier: string;
  level: Term | null;
  sector: Term | null;
  campus: Term | null;
  trades: { id: string; title: string; path: string }[];
  indicators: FormationIndicators;
  image: Picture | null;
  changed: string | null;
};

type TermLike = {
  id: string;
  name?: string | null;
  path?: { alias?: string | null } | null;
  drupal_internal__tid?: number | null;
  weight?: number | null;
  description?: { processed?: string } | null;
};

/** A term with its slug (lib/term-slug.ts `termSlug`: the last segment of its alias, else its name slugified). */
export function toTerm(term: TermLike | null | undefined): Term | null {
  if (!term?.name) return null;
  return {
    id: term.id,
    tid: term.drupal_internal__tid ?? null,
    name: term.name,
    slug: termSlug(term),
    weight: term.weight ?? 0,
    description: richText(term.description),
  };
}

export const toPicture = toSiteImage;

const integer = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/**
 * A course's length as visitors read it, everywhere it is shown (course sheets and cards, the home
 * page, the map): months in years when they make whole years ("1 an", "2 ans", "18 mois"), then
 * the hours when known ("2 ans (800 heures)", "400 heures"); `null` when neither is known.
 */
export function durationLabel(months: number | null | undefined, hours?: number | null): string | null {
  const span = months && months > 0 ? (months % 12 === 0 ? `${months / 12} ${months === 12 ? 'an' : 'ans'}` : `${months} mois`) : null;
  const time = hours && hours > 0 ? `${integer.format(hours)} heures` : null;
  if (span && time) return `${span} (${time})`;
  return span ?? time;
}

/** A decimal as the backend sends it (`"91.3"`), or `null`. */
function toRate(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const rate = Number(value);
  return Number.isFinite(rate) ? rate : null;
}

const TEASER_FIELDS = ['title', 'path', 'field_objectifs', 'field_duree_heures', 'field_duree_mois', 'field_niveau', 'field_campus', 'field_image'] as const;
export const TERM_FIELDS = ['name', 'path', 'weight', 'drupal_internal__tid'] as const;
/** Every field of `node--formation` the course sheet shows. */
const SHEET_FIELDS = [
  'title',
  'path',
  'changed',
  'field_objectifs',
  'field_prerequis',
  'field_duree_heures',
  'field_duree_mois',
  'field_rythme',
  'field_modalites_acces',
  'field_delais_acces',
  'field_methodes',
  'field_evaluation',
  'field_tarif',
  'field_accessibilite',
  'field_contact_nom',
  'field_contact_email',
  'field_contact_telephone',
  'field_code_rncp',
  'field_certificateur',
  'field_niveau',
  'field_secteur',
  'field_campus',
  'field_metiers',
  'field_taux_reussite',
  'field_taux_poursuite',
  'field_taux_insertion',
  'field_annee_indicateurs',
  'field_date_mise_a_jour',
  'field_image',
] as const;

/** A course for a card; `null` when it has no alias (no page to lead to). */
export function toTeaser(formation: Related<'node--formation'>): FormationTeaser | null {
  const path = formation.path?.alias;
  if (!path || !formation.title) return null;
  return {
    id: formation.id,
    title: formation.title,
    path,
    level: toTerm(formation.field_niveau),
    duration: durationLabel(formation.field_duree_mois, formation.field_duree_heures),
    campus: formation.field_campus?.name ?? null,
    summary: firstParagraph(richText(formation.field_objectifs)),
    image: toPicture(formation.field_image),
  };
}

function toFormation(formation: NodeFormation): Formation {
  const objectives = richText(formation.field_objectifs);
  return {
    id: formation.id,
    title: formation.title,
    path: formation.path?.alias ?? '',
    summary: firstParagraph(objectives, 300),
    objectives,
    prerequisites: richText(formation.field_prerequis),
    rhythm: richText(formation.field_rythme),
    accessTerms: richText(formation.field_modalites_acces),
    accessDelay: formation.field_delais_acces ?? '',
    methods: richText(formation.field_methodes),
    assessment: richText(formation.field_evaluation),
    price: richText(formation.field_tarif),
    accessibility: richText(formation.field_accessibilite),
    hours: formation.field_duree_heures ?? null,
    months: formation.field_duree_mois ?? null,
    duration: durationLabel(formation.field_duree_mois, formation.field_duree_heures),
    contact: {
      name: formation.field_contact_nom ?? '',
      email: formation.field_contact_email ?? '',
      phone: formation.field_contact_telephone ?? '',
    },
    rncpCode: formation.field_code_rncp ?? '',
    certifier: formation.field_certificateur ?? '',
    level: toTerm(formation.field_niveau),
    sector: toTerm(formation.field_secteur),
    campus: toTerm(formation.field_campus),
    trades: (formation.field_metiers ?? []).flatMap((trade) =>
      trade.title && trade.path?.alias ? [{ id: trade.id, title: trade.title, path: trade.path.alias }] : [],
    ),
    indicators: {
      successRate: toRate(formation.field_taux_reussite),
      furtherStudyRate: toRate(formation.field_taux_poursuite),
      employmentRate: toRate(formation.field_taux_insertion),
      year: formation.field_annee_indicateurs ?? null,
      updatedOn: formation.field_date_mise_a_jour ?? null,
    },
    image: toPicture(formation.field_image),
    changed: formation.changed ?? null,
  };
}

/** The course at `/formation/{slug}`, or `null` (unknown slug, unreachable backend). */
export const getFormation = cache(async (slug: string): Promise<Formation | null> => {
  const resolved = await resolveSlug('formation', slug);
  if (!resolved) return null;
  const formation = await readOrNotFound(`the course ${slug}`, () =>
    fetchNodeFormation(
      resolved.uuid,
      {
        include: ['field_niveau', 'field_secteur', 'field_campus', 'field_metiers', 'field_image'],
        fields: {
          'node--formation': [...SHEET_FIELDS],
          'taxonomy_term--niveau': [...TERM_FIELDS],
          'taxonomy_term--secteur': [...TERM_FIELDS],
          'taxonomy_term--campus': [...TERM_FIELDS],
          'node--metier': ['title', 'path'],
          'file--file': ['uri'],
        },
      },
      cached(nodeTag(resolved.uuid), listTag('metier')),
    ),
  );
  if (!formation) return null;
  return toFormation(formation);
});

/** Every sector (taxonomy_term--secteur), in the editors' order; a BackendError when the backend fails. */
const readSectors = cache(async (): Promise<Term[]> =>
  readOrThrow('the sectors', async () => {
    const { items } = await fetchTaxonomyTermSecteurCollection(
      { sort: ['weight', 'name'], fields: { 'taxonomy_term--secteur': [...TERM_FIELDS, 'description'] }, page: { limit: 50 } },
      cached(termListTag('secteur')),
    );
    return items.flatMap((item) => toTerm(item) ?? []);
  }),
);

/** Every sector, in the editors' order; `[]` when the backend fails. */
export const getSectors = cache(async (): Promise<Term[]> => readOr('the sectors', readSectors, []));

/** Every level (taxonomy_term--niveau), in the editors' order; `[]` when the backend fails. */
export const getLevels = cache(async (): Promise<Term[]> =>
  readOr(
    'the levels',
    async () => {
      const { items } = await fetchTaxonomyTermNiveauCollection(
        { sort: ['weight', 'name'], fields: { 'taxonomy_term--niveau': [...TERM_FIELDS] }, page: { limit: 50 } },
        cached(termListTag('niveau')),
      );
      return items.flatMap((item) => toTerm(item) ?? []);
    },
    [],
  ),
);

/**
 * The sector `slug` (a path segment) names: its slug, or another spelling of it (its number, its
 * uuid, its name with accents or capitals, percent-encoded or not: lib/term-slug.ts `matchTerm`);
 * `null` when it names none (a BackendError when the sectors cannot be read: the page is then not
 * a 404). The page redirects any spelling but `sector.slug` to it.
 */
export async function getSectorBySlug(slug: string): Promise<Term | null> {
  let value = slug;
  try {
    value = decodeURIComponent(slug);
  } catch {
    // Not an escape sequence (`100%`): the segment as it is.
  }
  return matchTerm(await readSectors(), value)?.term ?? null;
}

const PAGE_SIZE = 50;
/** A guard: a sector never holds that many courses. */
const MAX_PAGES = 10;

/** The query of one page of a sector's courses, by level then title: only what the cards show. */
export function sectorFormationsQuery(sectorId: string, offset: number): NodeFormationQuery {
  return {
    filter: { 'field_secteur.id': sectorId },
    sort: ['field_niveau.weight', 'title'],
    include: ['field_niveau', 'field_campus', 'field_image'],
    fields: {
      'node--formation': [...TEASER_FIELDS],
      'taxonomy_term--niveau': [...TERM_FIELDS],
      'taxonomy_term--campus': ['name'],
      'file--file': ['uri'],
    },
    page: { offset, limit: PAGE_SIZE },
  };
}

/** Every published course of a sector (the level filter applies to this list); `[]` on failure. */
export const getSectorFormations = cache(async (sectorId: string): Promise<FormationTeaser[]> =>
  readOr(
    `the courses of the sector ${sectorId}`,
    async () => {
      const teasers: FormationTeaser[] = [];
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const { items, pager } = await fetchNodeFormationCollection(sectorFormationsQuery(sectorId, page * PAGE_SIZE), cached(listTag('formation'), termListTag('niveau')));
        teasers.push(...items.flatMap((item) => toTeaser(item) ?? []));
        if (!pager.hasNext) break;
      }
      return teasers;
    },
    [],
  ),
);

/** The distinct levels of some courses, in the editors' order. */
export function levelsOf(formations: readonly FormationTeaser[]): Term[] {
  const levels = new Map<string, Term>();
  for (const { level } of formations) if (level && !levels.has(level.id)) levels.set(level.id, level);
  return [...levels.values()].sort((a, b) => a.weight - b.weight || a.name.localeCompare(b.name, 'fr'));
}

/**
 * The level `value` names among `levels` (`?niveau=`: its slug, or another spelling of it: its number,
 * its uuid, its name in any case; lib/term-slug.ts `matchTerm`), or `null`.
 */
export function findLevel(levels: readonly Term[], value: string | undefined): Term | null {
  if (!value) return null;
  return matchTerm(levels, value)?.term ?? null;
}
