import { describe, expect, it, vi } from 'vitest';
import { fixture, type FixtureServer, type Resource, withCapturedBackend } from './__fixtures__/serve';
import type * as Menus from './menus';

// The restaurant's menus of the demo content as the embedded cms answered the mappers' queries on
// Thursday 15 October 2026 (__fixtures__/capture.mjs): one menu a week, served on Tuesday and
// Thursday, four weeks back and three ahead; this week's is served on the day.

let server: FixtureServer;
let menus: typeof Menus;
withCapturedBackend(async (backend) => {
  server = backend;
  menus = await import('./menus');
}, { frozenClock: true });

const TODAY = 'Menu gastronomique des BP Arts de la cuisine';
const titles = (list: readonly { title: string }[]) => list.map((menu) => menu.title);
const backendTitles = (file: string) => (fixture(file).data as Resource[]).map((menu) => menu.attributes['title']);

describe('getRestaurantMenus', () => {
  it('lists the menus to come by their next service, today’s first, whatever the backend’s order', async () => {
    // Sorted by creation: the newest menus first, not the soonest.
    expect(backendTitles('menus-upcoming.json')).toEqual(['Menu des producteurs du pays de Rennes', 'Menu de la mer', 'Menu saveurs d’ailleurs', TODAY]);
    const { upcoming } = await menus.getRestaurantMenus();
    expect(server.answered.toSorted()).toEqual(['menus-past.json', 'menus-upcoming.json']);
    expect(upcoming.map((menu) => `${menu.nextService} ${menu.title}`)).toEqual([
      `2026-10-15 ${TODAY}`,
      '2026-10-20 Menu saveurs d’ailleurs',
      '2026-10-27 Menu des producteurs du pays de Rennes',
      '2026-11-03 Menu de la mer',
    ]);
  });

  it('lists the past menus by their last service, latest first, without the menu still to be served today', async () => {
    // This week's menu was served on Tuesday too: the backend has it among the past ones.
    expect(backendTitles('menus-past.json')).toContain(TODAY);
    const { past } = await menus.getRestaurantMenus();
    expect(past.map((menu) => `${menu.serviceDates.at(-1)} ${menu.title}`)).toEqual([
      '2026-10-08 Menu végétarien du potager',
      '2026-10-01 Menu des mentions complémentaires',
      '2026-09-24 Menu bistrot',
      '2026-09-17 Menu terre et mer de Bretagne',
    ]);
    expect(past.every((menu) => menu.nextService === null)).toBe(true);
  });

  it('sorts the past menus itself (the backend sorts by creation), and keeps the latest `pastLimit`', async () => {
    server.vary('menus-past.json', (document) => void (document.data as Resource[]).reverse());
    const { past } = await menus.getRestaurantMenus(2);
    expect(titles(past)).toEqual(['Menu végétarien du potager', 'Menu des mentions complémentaires']);
  });

  it('gives each menu its dishes, price in euros and picture', async () => {
    const { upcoming } = await menus.getRestaurantMenus();
    expect(upcoming[0]).toEqual({
      id: '1b51c201-9e99-5d9e-ac4f-910fc81749ab',
      title: TODAY,
      path: '/menu-restaurant/menu-gastronomique-des-bp-arts-de-la-cuisine',
      serviceDates: ['2026-10-13', '2026-10-15'],
      nextService: '2026-10-15',
      starters: ['Langoustines rôties, bouillon de crustacés et algues', 'Foie gras de canard mi-cuit, chutney de figues'],
      mains: ['Filet de bar, sauce vierge et fenouil braisé', 'Pigeonneau rôti, pommes soufflées'],
      desserts: ['Paris-Brest revisité au sarrasin', 'Assiette de fromages affinés de Bretagne'],
      // "28.00" from the backend: the pages write it "28,00 €".
      price: 28,
      image: {
        url: '/sites/default/files/demo/menu-menu-gastronomique-des-bp-arts-de-la-cuisine.png',
        alt: 'Une langoustine rôtie dans un bouillon clair',
        width: 1200,
        height: 800,
      },
    });
    expect(upcoming.map((menu) => menu.price)).toEqual([28, 22, 24, 26]);
  });

  it('reads a price without decimals ("22", as Drupal on SQLite sends it), and none as none', async () => {
    server.vary('menus-upcoming.json', (document) => {
      const [first, second] = document.data as Resource[];
      if (first) first.attributes['field_prix'] = '22';
      if (second) second.attributes['field_prix'] = null;
    });
    const { upcoming } = await menus.getRestaurantMenus();
    expect(upcoming.map((menu) => [menu.title, menu.price])).toEqual([
      [TODAY, 28],
      ['Menu saveurs d’ailleurs', 22],
      ['Menu des producteurs du pays de Rennes', 22],
      ['Menu de la mer', null],
    ]);
  });
});

describe('getNextRestaurantMenu', () => {
  it('is the menu served today: today counts', async () => {
    const next = await menus.getNextRestaurantMenu();
    expect(server.answered).toEqual(['menus-upcoming.json']);
    expect(next).toMatchObject({ title: TODAY, nextService: '2026-10-15' });
  });

  it('takes "today" in Paris: at 00:30 on Thursday it is Thursday there, still Wednesday in UTC', async () => {
    vi.setSystemTime(new Date('2026-10-14T22:30:00Z'));
    expect(await menus.getNextRestaurantMenu()).toMatchObject({ title: TODAY, nextService: '2026-10-15' });
  });
});

describe('getRestaurantMenu', () => {
  it('gives the menu’s page with its reservation information, the backend’s HTML kept as it is', async () => {
    const menu = await menus.getRestaurantMenu('menu-gastronomique-des-bp-arts-de-la-cuisine');
    expect(server.answered).toEqual(['router-menu.json', 'menu.json']);
    expect(menu).toMatchObject({ title: TODAY, price: 28, nextService: '2026-10-15', changed: '2026-10-01T08:00:00+00:00' });
    const processed = (fixture('menu.json').data as Resource).attributes['field_reservation'] as { processed: string };
    expect(menu?.reservationHtml).toBe(processed.processed);
    expect(menu?.reservationHtml).toContain('<a href="mailto:restaurant@campus-des-metiers.example">restaurant@campus-des-metiers.example</a>');
  });

  it('sanitises the reservation information a permissive text format let through', async () => {
    server.vary('menu.json', (document) => {
      const reservation = (document.data as Resource).attributes['field_reservation'] as { processed: string };
      reservation.processed += '<script>alert(1)</script><p onclick="alert(1)">Réservez <a href="javascript:alert(1)">ici</a>.</p>';
    });
    const html = (await menus.getRestaurantMenu('menu-gastronomique-des-bp-arts-de-la-cuisine'))?.reservationHtml ?? '';
    expect(html).toContain('mailto:restaurant@campus-des-metiers.example');
    expect(html).toMatch(/<p>Réservez <a>ici<\/a>\.<\/p>$/);
    expect(html).not.toMatch(/script|onclick|javascript/);
  });
});
