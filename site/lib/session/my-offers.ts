import { cache } from 'react';
import { backendFetch } from '@/lib/backend-timeout';
import { deserialize, type JsonApiDocument } from '@/lib/drupal/deserialize';
import { type OfferBasics, offerBasics } from '@/lib/drupal/offres';
import { DRUPAL_BASE_URL } from '@/lib/env';
import { nodeOffreEmploiCollectionKey, nodeOffreEmploiKey } from '@/lib/generated/keys';
import type { NodeOffreEmploiQuery } from '@/lib/generated/queries';
import type { NodeOffreEmploi } from '@/lib/generated/resources';
import { cookieHeader } from './server';

/** One of the signed-in user's offers, in whatever state. */
export type MyOffer = OfferBasics & {
  nid: number | null;
  path: string | null;
  published: boolean;
  created: string;
  changed: string | null;
  expires: string | null;
};

/** An offer as its form edits it, with its owner (the uuid of its `uid`). */
export type EditableOffer = {
  id: string;
  ownerId: string | null;
  published: boolean;
  values: {
    title: string;
    company: string;
    contract: string;
    sector: string;
    city: string;
    postalCode: string;
    startDate: string;
    expiryDate: string;
    email: string;
    phone: string;
    description: string;
  };
};

/**
 * The offer `id` (a uuid) as the visitor's session may read it (drafts only for their owner and
 * editors); `null` when it does not exist or is hidden from them. Throws when the backend fails.
 */
export const getEditableOffer = cache(async (id: string): Promise<EditableOffer | null> => {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const response = await sessionRead(nodeOffreEmploiKey(id, { include: ['uid'] }));
  if (response.status === 404 || response.status === 403) return null;
  if (!response.ok) throw new Error(`The backend answered ${response.status}`);
  const document = (await response.json()) as JsonApiDocument & {
    data: { relationships?: Record<string, { data: { id: string } | null } | undefined> };
  };
  const node = deserialize(document) as unknown as NodeOffreEmploi;
  const relation = (name: string) => document.data.relationships?.[name]?.data?.id ?? '';
  return {
    id: node.id,
    ownerId: relation('uid') || null,
    published: node.status === true,
    values: {
      title: node.title ?? '',
      company: node.field_entreprise ?? '',
      contract: relation('field_type_contrat'),
      sector: relation('field_secteur'),
      city: node.field_ville ?? '',
      postalCode: node.field_code_postal ?? '',
      startDate: node.field_date_prise_poste ?? '',
      expiryDate: node.field_date_expiration ?? '',
      email: node.field_contact_email ?? '',
      phone: node.field_contact_telephone ?? '',
      description: node.field_description?.value ?? '',
    },
  };
});

/** What a card of /mes-offres-emploi shows of an offer (the company's list and the editors'). */
export const MY_OFFER_FIELDS = {
  'node--offre_emploi': ['drupal_internal__nid', 'title', 'path', 'status', 'created', 'changed', 'field_entreprise', 'field_ville', 'field_code_postal', 'field_date_expiration', 'field_type_contrat'],
  'taxonomy_term--type_contrat': ['name'],
} as const;

/** An offer read with MY_OFFER_FIELDS, as its card shows it. */
export function toMyOffer(node: NodeOffreEmploi): MyOffer {
  return {
    ...offerBasics(node),
    nid: node.drupal_internal__nid ?? null,
    path: node.path?.alias ?? null,
    published: node.status === true,
    created: node.created ?? '',
    changed: node.changed ?? null,
    expires: node.field_date_expiration ?? null,
  };
}

/**
 * A JSON:API read at `path` (a generated key: the same path on the site and the backend) with the
 * visitor's own session, never cached, never shared, with the retry policy and BACKEND_TIMEOUT_MS.
 */
async function sessionRead(path: string): Promise<Response> {
  return backendFetch(`${DRUPAL_BASE_URL}${path}`, {
    headers: { Accept: 'application/vnd.api+json', Cookie: await cookieHeader() },
    cache: 'no-store',
  });
}

/** The JSON:API document at `path`, read as `sessionRead` does; throws when the backend does not answer 2xx. */
export async function readWithSession(path: string): Promise<JsonApiDocument> {
  const response = await sessionRead(path);
  if (!response.ok) throw new Error(`The backend answered ${response.status}`);
  return (await response.json()) as JsonApiDocument;
}

/** The query of a user's offers: every state (the backend shows drafts to their owner), newest change first. */
export function myOffersQuery(userUuid: string): NodeOffreEmploiQuery {
  return {
    filter: { 'uid.id': userUuid },
    sort: ['-changed', '-drupal_internal__nid'],
    include: ['field_type_contrat'],
    fields: MY_OFFER_FIELDS,
    page: { limit: 50 },
  };
}

/**
 * The offers of the user `userUuid`, read with the visitor's own session (never cached, never
 * shared); `null` when the backend cannot be read.
 */
export async function getMyOffers(userUuid: string): Promise<MyOffer[] | null> {
  try {
    const document = await readWithSession(nodeOffreEmploiCollectionKey(myOffersQuery(userUuid)));
    return ((deserialize(document) ?? []) as unknown as NodeOffreEmploi[]).map(toMyOffer);
  } catch (error) {
    console.error('Reading the user’s job offers failed:', error);
    return null;
  }
}
