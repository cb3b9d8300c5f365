import { cookies } from 'next/headers';
import { deserialize, type JsonApiDocument } from '@/lib/drupal/deserialize';
import { toQueryString } from '@/lib/drupal/query';
import { env } from '@/lib/env';
import type { NodeOffreEmploiQuery } from '@/lib/generated/queries';
import type { NodeOffreEmploi } from '@/lib/generated/resources';

/** One of the signed-in user's offers, in whatever state. */
export type MyOffer = {
  id: string;
  nid: number | null;
  title: string;
  path: string | null;
  company: string;
  city: string;
  postalCode: string | null;
  contractType: string;
  published: boolean;
  created: string;
  changed: string | null;
  expires: string | null;
};

/** The query of a user's offers: every state (the backend shows drafts to their owner), newest change first. */
export function myOffersQuery(userUuid: string): NodeOffreEmploiQuery {
  return {
    filter: { 'uid.id': userUuid },
    sort: ['-changed', '-drupal_internal__nid'],
    include: ['field_type_contrat'],
    fields: {
      'node--offre_emploi': ['drupal_internal__nid', 'title', 'path', 'status', 'created', 'changed', 'field_entreprise', 'field_ville', 'field_code_postal', 'field_date_expiration', 'field_type_contrat'],
      'taxonomy_term--type_contrat': ['name'],
    },
    page: { limit: 50 },
  };
}

/**
 * The offers of the user `userUuid`, read with the visitor's own session (never cached, never
 * shared); `null` when the backend cannot be read.
 */
export async function getMyOffers(userUuid: string): Promise<MyOffer[] | null> {
  const cookie = (await cookies())
    .getAll()
    .map(({ name, value }) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
  try {
    const response = await fetch(`${env.drupalBaseUrl}/jsonapi/node/offre_emploi${toQueryString(myOffersQuery(userUuid))}`, {
      headers: { Accept: 'application/vnd.api+json', Cookie: cookie },
      cache: 'no-store',
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`The backend answered ${response.status}`);
    const items = (deserialize((await response.json()) as JsonApiDocument) ?? []) as unknown as NodeOffreEmploi[];
    return items.map((node) => ({
      id: node.id,
      nid: node.drupal_internal__nid ?? null,
      title: node.title,
      path: node.path?.alias ?? null,
      company: node.field_entreprise ?? '',
      city: node.field_ville ?? '',
      postalCode: node.field_code_postal ?? null,
      contractType: node.field_type_contrat?.name ?? 'Contrat',
      published: node.status === true,
      created: node.created ?? '',
      changed: node.changed ?? null,
      expires: node.field_date_expiration ?? null,
    }));
  } catch (error) {
    console.error('Reading the user’s job offers failed:', error);
    return null;
  }
}
