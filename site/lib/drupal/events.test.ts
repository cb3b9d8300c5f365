import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eventHours } from '@/lib/paris-date';
import { fixture, type FixtureServer, type Resource, SEEDED_AT, withCapturedBackend } from './__fixtures__/serve';
import type * as Events from './events';

// The events of the demo content as the embedded cms answered the mappers' queries on 15 October
// 2026 at 10:00 in Paris (__fixtures__/capture.mjs): 8 upcoming events, 7 past ones, on both sides
// of the end of summer time (25 October).

let server: FixtureServer;
let events: typeof Events;
withCapturedBackend(async (backend) => {
  server = backend;
  events = await import('./events');
}, { frozenClock: true });

const titles = (list: readonly { title: string }[]) => list.map((event) => event.title);

describe('getEventsPage', () => {
  it('gives page 1: the upcoming events, soonest first, then the latest past ones to fill the page', async () => {
    const page = await events.getEventsPage(1);
    expect(server.answered).toEqual(['events-page-1-upcoming.json', 'events-page-1-past.json']);
    expect(titles(page?.upcoming ?? [])).toEqual([
      'Job dating des métiers de bouche',
      'Journée portes ouvertes du campus de Saint-Malo',
      'Atelier découverte : les secrets du service en salle',
      'Salon régional des métiers de bouche',
      'Journée portes ouvertes : bac pro et BTS',
      'Trophée inter-campus de cuisine',
      'Job dating des saisonniers de la Côte d’Émeraude',
      'Concours du meilleur apprenti charcutier-traiteur',
    ]);
    expect(titles(page?.past ?? [])).toEqual(['Atelier parents-enfants : gâteaux bretons', 'Journée portes ouvertes du campus de Fougères']);
    // 8 upcoming and 7 past (meta.count of each): two pages of ten.
    expect(page).toMatchObject({ total: 15, hasNext: true });
  });

  it('gives page 2: the past events after those of page 1, latest first, and no page after it', async () => {
    const page = await events.getEventsPage(2);
    expect(server.answered).toEqual(['events-page-2-upcoming.json', 'events-page-2-past.json']);
    expect(page?.upcoming).toEqual([]);
    expect(titles(page?.past ?? [])).toEqual([
      'Concours régional des jeunes boulangers',
      'Job dating hôtellerie-restauration à Saint-Malo',
      'Salon de l’apprentissage et de l’alternance',
      'Atelier découverte : pétrir son premier pain',
      'Journée portes ouvertes du campus de Rennes',
    ]);
    expect(page).toMatchObject({ total: 15, hasNext: false });
  });

  it('asks the backend for "now" to the minute: every view of the same minute reads the same cached list', async () => {
    vi.setSystemTime(SEEDED_AT.getTime() + 42_000);
    expect(events.queryNow()).toBe('2026-10-15T08:00:00Z');
    expect((await events.getEventsPage(1))?.upcoming).toHaveLength(8);
  });

  it('keeps the dates with their offset, so that a summer and a winter event read in Paris time', async () => {
    const upcoming = (await events.getEventsPage(1))?.upcoming ?? [];
    const summer = upcoming.find((event) => event.title === 'Job dating des métiers de bouche');
    const winter = upcoming.find((event) => event.title === 'Atelier découverte : les secrets du service en salle');
    expect(summer).toMatchObject({ start: '2026-10-22T09:00:00+02:00', end: '2026-10-22T12:00:00+02:00' });
    expect(winter).toMatchObject({ start: '2026-11-04T14:00:00+01:00', end: '2026-11-04T16:30:00+01:00' });
    expect(summer && eventHours(summer)).toBe('de 9 h à 12 h');
    expect(winter && eventHours(winter)).toBe('de 14 h à 16 h 30');
    // A two-day fair: the card says its dates, not hours.
    const fair = upcoming.find((event) => event.title === 'Salon régional des métiers de bouche');
    expect(fair).toMatchObject({ start: '2026-11-14T10:00:00+01:00', end: '2026-11-15T18:00:00+01:00' });
    expect(fair && eventHours(fair)).toBeUndefined();
  });

  it('gives each event its page, place, category, summary and picture (through the site’s origin)', async () => {
    const [first] = (await events.getEventsPage(1))?.upcoming ?? [];
    expect(first).toEqual({
      id: '904d76de-4feb-52dd-bc9a-55295efba7d4',
      title: 'Job dating des métiers de bouche',
      path: '/evenement/job-dating-des-metiers-de-bouche',
      start: '2026-10-22T09:00:00+02:00',
      end: '2026-10-22T12:00:00+02:00',
      placeName: 'Campus de Rennes',
      city: 'Rennes',
      category: { id: '6bb5afe3-1b65-5a21-ae9d-ea7464485e78', tid: 38, name: 'Job dating' },
      image: {
        url: '/sites/default/files/demo/evenement-job-dating-des-metiers-de-bouche.png',
        alt: 'Des recruteurs en tablier échangent avec des jeunes candidats',
        width: 1200,
        height: 800,
      },
      summary: 'Boulangeries, boucheries, charcuteries et pâtisseries de la région recrutent leurs futurs apprentis.',
    });
  });

  it('words the place once when its name says the town, and adds the town otherwise', async () => {
    const upcoming = (await events.getEventsPage(1))?.upcoming ?? [];
    const place = (title: string) => {
      const event = upcoming.find((candidate) => candidate.title === title);
      expect(event, title).toBeDefined();
      return event && events.eventPlace(event);
    };
    expect(place('Job dating des métiers de bouche')).toBe('Campus de Rennes');
    expect(place('Salon régional des métiers de bouche')).toBe('Parc des expositions du Chorus, Vannes');
    expect(place('Trophée inter-campus de cuisine')).toBe('La Table des apprentis, restaurant d’application, Rennes');
  });

  it('makes a file URL the backend gives absolute a path of the site (next/image reads it there)', async () => {
    server.vary('events-page-1-upcoming.json', (document) => {
      for (const file of document.included ?? []) {
        if (file.type === 'file--file') file.attributes['uri'] = { ...(file.attributes['uri'] as object), url: `${server.base}/sites/default/files/demo/absolute.png` };
      }
    });
    const [first] = (await events.getEventsPage(1))?.upcoming ?? [];
    expect(first?.image?.url).toBe('/sites/default/files/demo/absolute.png');
  });

  it('drops an end typed before the start (the card then shows the start only)', async () => {
    server.vary('events-page-1-upcoming.json', (document) => {
      const [first] = document.data as Resource[];
      if (first) first.attributes['field_date_fin'] = '2026-10-22T08:00:00+02:00';
    });
    const [first] = (await events.getEventsPage(1))?.upcoming ?? [];
    expect(first).toMatchObject({ start: '2026-10-22T09:00:00+02:00', end: null });
    expect(first && eventHours(first)).toBe('à 9 h');
  });
});

describe('getEventsPage from a Drupal that does not count (core, without JSON:API Extras)', () => {
  // The same answers without `meta.count`: only the `next` and `prev` links say whether more follow,
  // as in the real Drupal answers the team keeps (fixtures/drupal/umami/node--recipe.collection-raw.json).
  beforeEach(() => {
    for (const file of ['events-page-1-upcoming.json', 'events-page-1-past.json', 'events-page-2-upcoming.json', 'events-page-2-past.json', 'events-upcoming-ids.json']) {
      server.vary(file, (document) => void delete document.meta?.['count']);
    }
  });

  it('gives page 1 with no total, and a next page since the past events go on', async () => {
    const page = await events.getEventsPage(1);
    expect(page?.upcoming).toHaveLength(8);
    expect(titles(page?.past ?? [])).toEqual(['Atelier parents-enfants : gâteaux bretons', 'Journée portes ouvertes du campus de Fougères']);
    expect(page).toMatchObject({ total: null, hasNext: true });
  });

  it('gives page 2 with the past events after those of page 1, not the same ones again', async () => {
    const page = await events.getEventsPage(2);
    // None of the upcoming events is on page 2: how many there are is read, to know where the past ones start.
    expect(server.answered).toEqual(['events-page-2-upcoming.json', 'events-upcoming-ids.json', 'events-page-2-past.json']);
    expect(page?.upcoming).toEqual([]);
    expect(titles(page?.past ?? [])).toEqual([
      'Concours régional des jeunes boulangers',
      'Job dating hôtellerie-restauration à Saint-Malo',
      'Salon de l’apprentissage et de l’alternance',
      'Atelier découverte : pétrir son premier pain',
      'Journée portes ouvertes du campus de Rennes',
    ]);
    expect(page).toMatchObject({ total: null, hasNext: false });
  });
});

describe('getEventBySlug', () => {
  it('gives the event’s page: address, description as HTML and as text, registration link', async () => {
    expect(fixture('evenement.json').data).toMatchObject({ attributes: { field_lien_inscription: { title: 'S’inscrire' } } });
    const event = await events.getEventBySlug('journee-portes-ouvertes-campus-de-rennes');
    expect(server.answered).toEqual(['router-evenement.json', 'evenement.json']);
    expect(event).toMatchObject({
      title: 'Journée portes ouvertes du campus de Rennes',
      path: '/evenement/journee-portes-ouvertes-campus-de-rennes',
      start: '2026-07-25T09:00:00+02:00',
      end: '2026-07-25T17:00:00+02:00',
      placeName: 'Campus de Rennes',
      address: '2 rue des Compagnons',
      city: 'Rennes',
      category: { tid: 34, name: 'Journée portes ouvertes' },
      registration: { url: 'https://www.campus-des-metiers.example/inscription/portes-ouvertes-rennes', title: 'S’inscrire' },
      changed: '2026-06-11T08:00:00+00:00',
    });
    expect(event?.html).toMatch(/^<p>Fournil, laboratoires de pâtisserie .*<\/p><p>Le service relations entreprises .*<\/p>$/);
    expect(event?.text).not.toContain('<');
    expect(event?.text).toContain('Pensez à apporter vos derniers bulletins scolaires.');
    expect(event && events.isPastEvent(event)).toBe(true);
  });
});
