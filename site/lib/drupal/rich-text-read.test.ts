import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sanitizeRichText } from './rich-text';

// The site's readers against a backend whose text formats let everything through (a misconfigured
// Drupal): a fake JSON:API server (index, Decoupled Router, resources and collections) answering
// every formatted text field with the same hostile `processed`. Each reader must hand its page the
// HTML sanitised, whatever the field.

const HOSTILE =
  '<p onclick="alert(1)">Texte <a href="javascript:alert(1)">lien</a></p><script>alert(1)</script>' +
  '<img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe>' +
  '<form action="https://evil.example"><input name="q"></form><style>p { color: red }</style>';
const CLEAN = '<p>Texte <a>lien</a></p>';

/** The formatted text fields of every bundle the site reads (one attribute bag serves them all). */
const TEXT_FIELDS = [
  'body',
  'description',
  'field_description',
  'field_reservation',
  'field_objectifs',
  'field_prerequis',
  'field_rythme',
  'field_modalites_acces',
  'field_methodes',
  'field_evaluation',
  'field_tarif',
  'field_accessibilite',
];

const TYPES = ['node--article', 'node--page', 'node--evenement', 'node--offre_emploi', 'node--menu_restaurant', 'node--metier', 'node--formation', 'node--formation_carte', 'taxonomy_term--secteur'];

/** The type living under each path prefix of the site. */
const PREFIXES: Record<string, string> = {
  '/article': 'node--article',
  '/evenement': 'node--evenement',
  '/offres-emploi': 'node--offre_emploi',
  '/menu-restaurant': 'node--menu_restaurant',
  '/metier': 'node--metier',
  '/formation': 'node--formation',
  '/formation-carte': 'node--formation_carte',
  '/mentions-legales': 'node--page',
};

function resource(type: string, alias: string) {
  const attributes: Record<string, unknown> = {
    title: 'Titre',
    name: 'Boulangerie',
    weight: 0,
    drupal_internal__tid: 1,
    path: { alias, pid: 1, langcode: 'fr' },
    created: '2026-01-05T10:00:00+01:00',
    changed: '2026-01-06T10:00:00+01:00',
    field_date_debut: '2026-05-01T10:00:00+02:00',
    field_date_expiration: '2099-01-31',
  };
  for (const field of TEXT_FIELDS) attributes[field] = { value: HOSTILE, format: 'full_html', processed: HOSTILE, summary: '' };
  return { type, id: `uuid-${type}`, attributes, relationships: {} };
}

let server: Server;
let base = '';
const asked: string[] = [];

function answer(url: URL): unknown {
  if (url.pathname === '/jsonapi') {
    const links = Object.fromEntries(TYPES.map((type) => [type, { href: `${base}/jsonapi/${type.replace('--', '/')}` }]));
    return { jsonapi: { version: '1.0' }, data: [], links };
  }
  if (url.pathname === '/router/translate-path') {
    const path = url.searchParams.get('path') ?? '';
    const type = PREFIXES[path.replace(/\/[^/]+$/, '')] ?? PREFIXES[path];
    if (!type) return undefined;
    const [entity, bundle] = type.split('--');
    return { resolved: `${base}${path}`, label: 'Titre', entity: { uuid: `uuid-${type}`, type: entity, bundle }, jsonapi: { resourceName: type } };
  }
  const match = /^\/jsonapi\/([a-z_]+)\/([a-z_]+)(?:\/([^/]+))?$/.exec(url.pathname);
  if (!match) return undefined;
  const type = `${match[1]}--${match[2]}`;
  const alias = `/${match[2]}/exemple`;
  if (match[3]) return { jsonapi: { version: '1.0' }, data: resource(type, alias) };
  return { jsonapi: { version: '1.0' }, data: [resource(type, alias)], meta: { count: 1 }, links: {} };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', base);
    asked.push(url.pathname);
    const body = answer(url);
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/vnd.api+json' });
    response.end(JSON.stringify(body ?? { errors: [{ status: '404', title: 'Not Found' }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The site's configuration is read once, when lib/env is first imported: by the readers below.
  vi.stubEnv('DRUPAL_BASE_URL', base);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the readers of lib/drupal, against a backend that sanitises nothing', () => {
  it('are given hostile HTML that the sanitiser reduces to the clean paragraph', () => {
    expect(sanitizeRichText(HOSTILE)).toBe(CLEAN);
  });

  it('hand every page its formatted text sanitised', async () => {
    const { getArticleBySlug } = await import('./articles');
    const { getGenericPage } = await import('./pages');
    const { getEventBySlug } = await import('./events');
    const { getOfferBySlug } = await import('./offres');
    const { getRestaurantMenu } = await import('./menus');
    const { getMetier } = await import('./metiers');
    const { getFormation, getSectors, getSectorFormations } = await import('./formations');
    const { getTrainingPlace } = await import('./map');

    expect((await getArticleBySlug('exemple'))?.html).toBe(CLEAN);
    expect((await getGenericPage('/mentions-legales'))?.html).toBe(CLEAN);
    const event = await getEventBySlug('exemple');
    expect([event?.html, event?.text]).toEqual([CLEAN, 'Texte lien']);
    expect((await getOfferBySlug('exemple'))?.html).toBe(CLEAN);
    expect((await getRestaurantMenu('exemple'))?.reservationHtml).toBe(CLEAN);
    const metier = await getMetier('exemple');
    expect([metier?.description, metier?.summary]).toEqual([CLEAN, 'Texte lien']);
    const formation = await getFormation('exemple');
    expect(formation && [formation.objectives, formation.prerequisites, formation.rhythm, formation.accessTerms, formation.methods, formation.assessment, formation.price, formation.accessibility]).toEqual(
      Array(8).fill(CLEAN),
    );
    expect(formation?.summary).toBe('Texte lien');
    expect((await getSectors()).map((sector) => sector.description)).toEqual([CLEAN]);
    // A course card's summary is the text of the sanitised HTML: no script left in it as text.
    expect((await getSectorFormations('uuid-taxonomy_term--secteur')).map((teaser) => teaser.summary)).toEqual(['Texte lien']);
    expect((await getTrainingPlace('exemple'))?.descriptionHtml).toBe(CLEAN);

    // Every reader did reach the backend (no answer came from a fallback).
    const nodeReads = TYPES.filter((type) => type.startsWith('node--')).map((type) => `/jsonapi/${type.replace('--', '/')}/uuid-${type}`);
    expect(asked).toEqual(expect.arrayContaining([...nodeReads, '/jsonapi/taxonomy_term/secteur', '/jsonapi/node/formation']));
  });
});
