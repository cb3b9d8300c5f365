import { Client } from '../http-client.js';

/**
 * The fixtures, written over HTTP to both backends alike as their administrator: the suite does
 * not depend on demo content. Titles and names are chosen for sorting and filtering: accents and
 * case ("Écailler", "apprentissage"), prefixes ("BP" / "Bac pro").
 */

export type BackendName = 'drupal' | 'cms';

export interface Backend {
  name: BackendName;
  base: string;
  /** The site's first administrator (uid 1, `admin` on both). */
  admin: { name: string; pass: string };
  /** Fixture key (`user:entreprise-a`, `term:Écailler`, `node:<title>`) → UUID on this backend. */
  ids: Record<string, string>;
}

/** Password of every company account of the fixtures. */
export const COMPANY_PASSWORD = 'secret-entreprise';

export const COMPANIES = ['entreprise-a', 'entreprise-b'] as const;

export const TAGS = ['Écailler', 'Vendeur', 'BP', 'Bac pro', 'apprentissage', 'Zéro déchet'] as const;

export interface ArticleFixture {
  title: string;
  /** Fixed dates (whole seconds, UTC) so that sorts on `created` are the same on both sides. */
  created: string;
  tags: readonly (typeof TAGS)[number][];
  status: boolean;
  promote: boolean;
  sticky: boolean;
  body: string;
  /** Owner other than the administrator. */
  owner?: (typeof COMPANIES)[number];
}

export const ARTICLES: readonly ArticleFixture[] = [
  {
    title: 'Écailler : un métier de la mer',
    created: '2024-03-01T08:00:00+00:00',
    tags: ['Écailler', 'apprentissage'],
    status: true,
    promote: true,
    sticky: false,
    body: '<p>Ouvrir les <strong>huîtres</strong> à la main.</p>',
  },
  {
    title: 'Vendeur en boulangerie',
    created: '2024-03-02T08:00:00+00:00',
    tags: ['Vendeur'],
    status: true,
    promote: false,
    sticky: false,
    body: '<p>Accueillir et conseiller.</p>',
  },
  {
    title: 'BP boulanger',
    created: '2024-03-03T08:00:00+00:00',
    tags: ['BP', 'apprentissage'],
    status: true,
    promote: true,
    sticky: true,
    body: '<p>Le brevet professionnel en deux ans.</p>',
  },
  {
    title: 'Bac pro cuisine',
    created: '2024-03-04T08:00:00+00:00',
    tags: ['Bac pro'],
    status: true,
    promote: false,
    sticky: false,
    body: '<p>Trois ans de formation.</p>',
  },
  {
    title: 'apprentissage : les aides',
    created: '2024-03-05T08:00:00+00:00',
    tags: ['apprentissage'],
    status: true,
    promote: false,
    sticky: false,
    body: '<p>Les aides à l’embauche.</p>',
  },
  {
    title: 'Zéro déchet au restaurant',
    created: '2024-03-06T08:00:00+00:00',
    tags: ['Zéro déchet', 'Vendeur'],
    status: true,
    promote: true,
    sticky: false,
    body: '<p>Moins de pertes.</p>',
  },
  {
    title: 'Brouillon : portes ouvertes',
    created: '2024-03-07T08:00:00+00:00',
    tags: [],
    status: false,
    promote: false,
    sticky: false,
    body: '<p>Pas encore publié.</p>',
  },
  {
    title: 'Article de l’entreprise A',
    created: '2024-03-08T08:00:00+00:00',
    tags: ['Vendeur'],
    status: true,
    promote: false,
    sticky: false,
    body: '<p>Écrit pour une entreprise.</p>',
    owner: 'entreprise-a',
  },
];

/** Terms of the school's vocabularies (recipe), keyed `term:<vocabulary>:<name>`. */
export const TERMS: readonly (readonly [string, string])[] = [
  ['type_contrat', 'CDI'],
  ['type_contrat', 'Apprentissage'],
  ['secteur', 'Boulangerie'],
  ['secteur', 'Hôtellerie'],
  ['niveau', 'CAP'],
  ['categorie_evenement', 'Portes ouvertes'],
];

/** One node of the school's bundles with a value in each kind of field, written as the administrator. */
function schoolNodes(ids: Record<string, string>): { key: string; url: string; body: unknown }[] {
  const term = (vocabulary: string, name: string) => ({ type: `taxonomy_term--${vocabulary}`, id: ids[`term:${vocabulary}:${name}`] });
  return [
    {
      key: 'node:evenement:Portes ouvertes de printemps',
      url: '/jsonapi/node/evenement',
      body: {
        data: {
          type: 'node--evenement',
          attributes: {
            title: 'Portes ouvertes de printemps',
            created: '2024-03-10T08:00:00+00:00',
            // Given: the default differs (resources.test.ts).
            promote: false,
            body: { value: '<p>Visitez les ateliers.</p>', format: 'basic_html', summary: 'Les ateliers ouverts' },
            field_date_debut: '2025-04-12T09:00:00+02:00',
            field_date_fin: '2025-04-12T17:00:00+02:00',
            field_lieu_nom: 'Campus de Rennes',
            field_lieu_adresse: '1 rue de l’Alma',
            field_lieu_ville: 'Rennes',
            field_lien_inscription: { uri: 'https://example.com/inscription', title: 'S’inscrire' },
          },
          relationships: { field_categorie: { data: term('categorie_evenement', 'Portes ouvertes') } },
        },
      },
    },
    {
      key: 'node:formation:CAP Boulanger',
      url: '/jsonapi/node/formation',
      body: {
        data: {
          type: 'node--formation',
          attributes: {
            title: 'CAP Boulanger',
            created: '2024-03-11T08:00:00+00:00',
            promote: false,
            field_objectifs: { value: '<p>Fabriquer le pain.</p>', format: 'basic_html' },
            field_duree_heures: 800,
            field_duree_mois: 24,
            field_delais_acces: 'Rentrée en septembre',
            field_contact_nom: 'Service formation',
            field_contact_email: 'formation@example.com',
            field_contact_telephone: '02 99 00 00 00',
            field_code_rncp: 'RNCP37859',
            field_taux_reussite: '92.5',
            field_annee_indicateurs: 2024,
            field_date_mise_a_jour: '2025-01-15',
          },
          relationships: {
            field_niveau: { data: term('niveau', 'CAP') },
            field_secteur: { data: term('secteur', 'Boulangerie') },
          },
        },
      },
    },
  ];
}

async function created(client: Client, url: string, body: unknown): Promise<string> {
  const answer = await client.write('POST', url, body);
  if (answer.status !== 201) throw new Error(`POST ${client.base}${url} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data.id as string;
}

/** Writes the fixtures with an administrator's session; returns key → UUID. */
export async function writeFixtures(base: string, admin: { name: string; pass: string }, companyPassword: string): Promise<Record<string, string>> {
  const client = new Client(base);
  const login = await client.login(admin.name, admin.pass);
  if (login.status !== 200) throw new Error(`${base}: the administrator's login answered ${login.status}: ${JSON.stringify(login.body)}`);
  const ids: Record<string, string> = {};
  const me = await client.get('/jsonapi');
  ids['user:admin'] = me.body.meta.links.me.meta.id;
  for (const name of COMPANIES) {
    ids[`user:${name}`] = await created(client, '/jsonapi/user/user', {
      data: { type: 'user--user', attributes: { name, mail: `${name}@example.com`, pass: { value: companyPassword }, status: true } },
    });
  }
  for (const name of TAGS) {
    ids[`term:${name}`] = await created(client, '/jsonapi/taxonomy_term/tags', { data: { type: 'taxonomy_term--tags', attributes: { name } } });
  }
  for (const [vocabulary, name] of TERMS) {
    ids[`term:${vocabulary}:${name}`] = await created(client, `/jsonapi/taxonomy_term/${vocabulary}`, {
      data: { type: `taxonomy_term--${vocabulary}`, attributes: { name } },
    });
  }
  for (const node of schoolNodes(ids)) ids[node.key] = await created(client, node.url, node.body);
  for (const article of ARTICLES) {
    ids[`node:${article.title}`] = await created(client, '/jsonapi/node/article', {
      data: {
        type: 'node--article',
        attributes: {
          title: article.title,
          created: article.created,
          status: article.status,
          promote: article.promote,
          sticky: article.sticky,
          body: { value: article.body, format: 'basic_html' },
        },
        relationships: {
          field_tags: { data: article.tags.map((tag) => ({ type: 'taxonomy_term--tags', id: ids[`term:${tag}`] })) },
          ...(article.owner ? { uid: { data: { type: 'user--user', id: ids[`user:${article.owner}`] } } } : {}),
        },
      },
    });
  }
  return ids;
}
