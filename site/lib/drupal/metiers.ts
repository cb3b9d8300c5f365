import { cache } from 'react';
import { fetchNodeMetier } from '@/lib/generated/fetchers';
import type { NodeMetier } from '@/lib/generated/resources';
import { firstParagraph } from '@/lib/text';
import { cached, listTag, nodeTag } from './cache';
import { readOrNotFound } from './errors';
import { type FormationTeaser, type Picture, type Term, toPicture, toTeaser, toTerm } from './formations';
import { resolveSlug } from './resolve';
import { richText } from './rich-text';

/** A trade (`node--metier`) as its page shows it. */
export type Metier = {
  id: string;
  title: string;
  path: string;
  /** Sanitised HTML. */
  description: string;
  summary: string;
  salary: string;
  skills: string[];
  sector: Term | null;
  /** The 11-character id of its YouTube video, or `null` (none, or not a valid id). */
  videoId: string | null;
  image: Picture | null;
  formations: FormationTeaser[];
};

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function toMetier(metier: NodeMetier): Metier {
  const video = metier.field_video_youtube?.trim() ?? '';
  const description = richText(metier.field_description);
  return {
    id: metier.id,
    title: metier.title,
    path: metier.path?.alias ?? '',
    description,
    summary: firstParagraph(description, 300),
    salary: metier.field_salaire ?? '',
    skills: (metier.field_competences ?? []).filter((skill) => skill.trim() !== ''),
    sector: toTerm(metier.field_secteur),
    videoId: YOUTUBE_ID.test(video) ? video : null,
    image: toPicture(metier.field_image),
    formations: (metier.field_formations ?? []).flatMap((formation) => toTeaser(formation) ?? []),
  };
}

/** The trade at `/metier/{slug}` with the courses leading to it, or `null`. */
export const getMetier = cache(async (slug: string): Promise<Metier | null> => {
  const resolved = await resolveSlug('metier', slug);
  if (!resolved) return null;
  const metier = await readOrNotFound(`the trade ${slug}`, () =>
    fetchNodeMetier(
      resolved.uuid,
      {
        include: ['field_image', 'field_secteur', 'field_formations', 'field_formations.field_niveau', 'field_formations.field_campus', 'field_formations.field_image'],
        fields: {
          'node--metier': ['title', 'path', 'field_description', 'field_image', 'field_video_youtube', 'field_formations', 'field_salaire', 'field_competences', 'field_secteur'],
          'node--formation': ['title', 'path', 'field_objectifs', 'field_duree_heures', 'field_duree_mois', 'field_niveau', 'field_campus', 'field_image'],
          'taxonomy_term--secteur': ['name', 'path', 'weight', 'drupal_internal__tid'],
          'taxonomy_term--niveau': ['name', 'path', 'weight', 'drupal_internal__tid'],
          'taxonomy_term--campus': ['name'],
          'file--file': ['uri'],
        },
      },
      cached(nodeTag(resolved.uuid), listTag('formation')),
    ),
  );
  if (!metier) return null;
  return toMetier(metier);
});


