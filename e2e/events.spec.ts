import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page, test } from '@playwright/test';

const cms = process.env['E2E_CMS_URL'];
const SITE = 'CFA Campus des Métiers';
const PER_PAGE = 10;

type CmsEvent = {
  id: string;
  attributes: {
    title: string;
    path: { alias: string };
    field_date_debut: string;
    field_date_fin: string | null;
    field_lieu_nom: string | null;
    field_lieu_adresse: string | null;
    field_lieu_ville: string | null;
  };
  relationships: { field_categorie: { data: { id: string } | null } };
};
type Term = { id: string; attributes: { name: string; drupal_internal__tid: number } };

/** Every published event of the cms, soonest first, with the categories. */
async function cmsEvents(request: APIRequestContext): Promise<{ events: CmsEvent[]; terms: Term[] }> {
  const response = await request.get(`${cms}/jsonapi/node/evenement?filter[status]=1&sort=field_date_debut,drupal_internal__nid&page[limit]=50&include=field_categorie`);
  expect(response.ok()).toBe(true);
  const document = await response.json();
  expect(document.meta.count).toBeLessThanOrEqual(50);
  return { events: document.data, terms: (document.included ?? []).filter((item: { type: string }) => item.type === 'taxonomy_term--categorie_evenement') };
}

/** The events in the site's order: upcoming (soonest first), then past (latest first). */
function siteOrder(events: CmsEvent[], now = Date.now()) {
  const upcoming = events.filter((event) => new Date(event.attributes.field_date_debut).getTime() >= now);
  const past = events.filter((event) => new Date(event.attributes.field_date_debut).getTime() < now).reverse();
  return { upcoming, past, all: [...upcoming, ...past] };
}

/** `YYYY-MM` of an instant in Paris. */
function parisMonth(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' }).format(date).slice(0, 7);
}

function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

const monthName = (month: string) =>
  new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));

/** Whether an event takes place (at least partly) in the Paris month `month`. */
function inMonth(event: CmsEvent, month: string): boolean {
  const start = parisMonth(new Date(event.attributes.field_date_debut));
  const end = parisMonth(new Date(event.attributes.field_date_fin ?? event.attributes.field_date_debut));
  return start <= month && end >= month;
}

const escapeIcal = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,');

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations).toEqual([]);
}

/** Checks an iCalendar body: CRLF everywhere, lines of 75 octets at most, UTC dates. */
function expectIcal(body: string) {
  expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of body.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  const unfolded = body.replace(/\r\n /g, '').split('\r\n');
  for (const line of unfolded.filter((l) => /^(DTSTART|DTEND|DTSTAMP)/.test(l))) expect(line).toMatch(/^(DTSTART|DTEND|DTSTAMP):\d{8}T\d{6}Z$/);
  return unfolded;
}

const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 }).allInnerTexts();

test.describe('event list (/evenements)', () => {
  test('shows the upcoming events, soonest first, then the past ones, as cards', async ({ page, request }) => {
    const { events } = await cmsEvents(request);
    const { upcoming, all } = siteOrder(events);
    const response = await page.goto('/evenements');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Événements | ${SITE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Événements');
    expect(await cardTitles(page)).toEqual(all.slice(0, PER_PAGE).map((event) => event.attributes.title));
    if (upcoming.length > 0) {
      const soon = page.getByRole('region', { name: 'À venir' });
      await expect(soon.getByRole('article').first().getByRole('link')).toHaveText(upcoming[0]!.attributes.title);
      // The date badge and the place of the card.
      await expect(soon.getByRole('article').first().locator('time').first()).toBeVisible();
      await expect(soon.getByRole('article').first().getByText(upcoming[0]!.attributes.field_lieu_nom ?? '', { exact: false }).first()).toBeVisible();
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/evenements$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Événements');
    await expectNoAxeViolations(page);
  });

  test('pages through the events: page 2 differs and the last page is reachable; ?page=999 is 404', async ({ page, request }) => {
    const { events } = await cmsEvents(request);
    const { all } = siteOrder(events);
    const lastPage = Math.ceil(all.length / PER_PAGE);
    // The demo content has more events than one page holds: a missing page is a defect, not a skip.
    expect(lastPage, 'the demo events fill at least two pages').toBeGreaterThanOrEqual(2);

    await page.goto('/evenements?page=2');
    await expect(page).toHaveTitle(`Événements – page 2 | ${SITE}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/evenements\?page=2$/);
    const second = await cardTitles(page);
    expect(second).toEqual(all.slice(PER_PAGE, 2 * PER_PAGE).map((event) => event.attributes.title));
    expect(second.some((title) => all.slice(0, PER_PAGE).some((event) => event.attributes.title === title))).toBe(false);
    await expectNoAxeViolations(page);

    expect((await page.goto(`/evenements?page=${lastPage}`))?.status()).toBe(200);
    expect(await cardTitles(page)).toHaveLength(all.length - (lastPage - 1) * PER_PAGE);
    await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: `Page ${lastPage}` })).toHaveAttribute('aria-current', 'page');
    for (const query of ['?page=999', `?page=${lastPage + 1}`, '?page=0', '?page=x']) {
      expect((await page.goto(`/evenements${query}`))?.status(), query).toBe(404);
    }
  });
});

test.describe('event page (/evenement/{slug})', () => {
  test('shows dates, place, category, registration, body and an Event JSON-LD', async ({ page, request }) => {
    const { events, terms } = await cmsEvents(request);
    const { all } = siteOrder(events);
    const event = all[0]!;
    const term = terms.find((item) => item.id === event.relationships.field_categorie.data?.id);
    const response = await page.goto(event.attributes.path.alias);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${event.attributes.title} | ${SITE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.attributes.title);
    const facts = page.locator('dl');
    await expect(facts.getByText(/^(Le|Du) [a-z]+ \d{1,2}(er)? [a-zéû]+ \d{4}/)).toBeVisible();
    await expect(facts.getByText(/\d{1,2} h/).first()).toBeVisible();
    if (event.attributes.field_lieu_adresse) await expect(facts.getByText(event.attributes.field_lieu_adresse)).toBeVisible();
    if (term) await expect(facts.getByRole('link', { name: term.attributes.name })).toHaveAttribute('href', `/agenda?categorie=${term.attributes.drupal_internal__tid}`);

    const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(crumbs.getByRole('link', { name: 'Événements' })).toHaveAttribute('href', '/evenements');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${event.attributes.path.alias}$`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', event.attributes.title);
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /\/sites\/default\/files\//);

    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]') as Record<string, unknown>[];
    const ld = data.find((item) => item['@type'] === 'Event') as Record<string, any>;
    expect(ld).toBeTruthy();
    expect(ld['name']).toBe(event.attributes.title);
    expect(new Date(ld['startDate']).getTime()).toBe(new Date(event.attributes.field_date_debut).getTime());
    expect(new Date(ld['endDate']).getTime()).toBe(new Date(event.attributes.field_date_fin ?? event.attributes.field_date_debut).getTime());
    expect(ld['location']['@type']).toBe('Place');
    expect(ld['location']['name']).toBe(event.attributes.field_lieu_nom);
    expect(ld['location']['address']['@type']).toBe('PostalAddress');
    expect(ld['location']['address']['addressLocality']).toBe(event.attributes.field_lieu_ville);
    expect(ld['eventStatus']).toBe('https://schema.org/EventScheduled');
    expect(ld['eventAttendanceMode']).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(ld['organizer']).toMatchObject({ '@type': 'Organization', name: SITE });
    expect(typeof ld['description']).toBe('string');
    expect(ld['image'][0]).toMatch(/^https?:\/\/.+\/sites\/default\/files\//);
    expect(data.find((item) => item['@type'] === 'BreadcrumbList')).toBeTruthy();
    await expectNoAxeViolations(page);
  });

  test('shows the registration link of an upcoming event that has one', async ({ page, request }) => {
    const response = await request.get(
      `${cms}/jsonapi/node/evenement?filter[status]=1&filter[d][condition][path]=field_date_debut&filter[d][condition][operator]=>=&filter[d][condition][value]=${new Date(Date.now() + 3_600_000).toISOString()}&filter[l][condition][path]=field_lien_inscription&filter[l][condition][operator]=IS NOT NULL&page[limit]=1`,
    );
    const event = (await response.json()).data[0];
    expect(event, 'an upcoming demo event with a registration link').toBeDefined();
    await page.goto(event.attributes.path.alias);
    const link = page.getByRole('link', { name: new RegExp(`^${event.attributes.field_lien_inscription.title}`) });
    await expect(link).toHaveAttribute('href', event.attributes.field_lien_inscription.uri);
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('offers the event as an .ics file that follows RFC 5545', async ({ page, request }) => {
    const { events } = await cmsEvents(request);
    const event = siteOrder(events).all[0]!;
    const slug = event.attributes.path.alias.split('/').pop()!;
    await page.goto(event.attributes.path.alias);
    const link = page.getByRole('link', { name: /^Ajouter à mon agenda/ });
    const href = await link.getAttribute('href');
    expect(href).toBe(`/evenement/${slug}/calendrier.ics`);

    const ics = await request.get(href!);
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.headers()['content-disposition']).toBe(`attachment; filename="${slug}.ics"`);
    const lines = expectIcal(await ics.text());
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain(`SUMMARY:${escapeIcal(event.attributes.title)}`);
    expect(lines.find((line) => line.startsWith('UID:'))).toMatch(new RegExp(`^UID:${event.id}@`));
    const start = new Date(event.attributes.field_date_debut).toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
    expect(lines).toContain(`DTSTART:${start}`);
    expect(lines.find((line) => line.startsWith('URL:'))).toMatch(new RegExp(`${event.attributes.path.alias}$`));
    expect(lines.some((line) => line.startsWith('LOCATION:'))).toBe(true);
    expect(lines.some((line) => line.startsWith('DESCRIPTION:'))).toBe(true);
    // The UID is stable from one download to the next.
    const again = expectIcal(await (await request.get(href!)).text());
    expect(again.find((line) => line.startsWith('UID:'))).toBe(lines.find((line) => line.startsWith('UID:')));

    // A download for the keyboard user too: the link is focusable and triggers a file.
    await link.focus();
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toBe(`${slug}.ics`);
  });

  test('answers 404 for an unknown slug, page and .ics', async ({ page, request }) => {
    expect((await page.goto('/evenement/cet-evenement-n-existe-pas'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    expect((await request.get('/evenement/cet-evenement-n-existe-pas/calendrier.ics')).status()).toBe(404);
  });
});

test.describe('agenda (/agenda)', () => {
  test('shows the current month in Paris as a table, with the month’s events linked and listed', async ({ page, request }) => {
    const { events } = await cmsEvents(request);
    const month = parisMonth(new Date());
    const expected = events.filter((event) => inMonth(event, month));
    const response = await page.goto('/agenda');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Agenda | ${SITE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda');

    const table = page.getByRole('table', { name: `Calendrier de ${monthName(month)}` });
    await expect(table).toBeVisible();
    const headers = table.locator('th[scope="col"]');
    await expect(headers).toHaveCount(7);
    expect((await headers.allTextContents()).map((text) => text.replace(/^[a-z]+\./, ''))).toEqual(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche']);
    const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
    await expect(table.locator('td:not(:empty)')).toHaveCount(lastDay);
    await expect(table.locator('td[aria-current="date"]')).toHaveCount(1);

    const list = page.getByRole('region', { name: `Les événements de ${monthName(month)}` });
    expect(await list.getByRole('article').getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(expected.map((event) => event.attributes.title));
    if (expected.length > 0) {
      // Each day with events links to the event in the list, by keyboard too.
      const dayLink = table.getByRole('link', { name: new RegExp(expected[0]!.attributes.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
      await dayLink.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/#evenement-/);
      await expect(page.locator(':target').getByRole('heading', { level: 3 })).toHaveText(expected[0]!.attributes.title);
    }
    await expect(page.getByRole('link', { name: /calendrier des prochains événements/ })).toHaveAttribute('href', '/agenda.ics');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/agenda$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Agenda');
    await expectNoAxeViolations(page);
  });

  test('moves to the next and previous months with links that keep ?mois=YYYY-MM', async ({ page, request }) => {
    const { events } = await cmsEvents(request);
    const month = parisMonth(new Date());
    const following = nextMonth(month);
    await page.goto('/agenda');
    await page.getByRole('navigation', { name: 'Changer de mois' }).getByRole('link', { name: /^Mois suivant/ }).click();
    await expect(page).toHaveURL(new RegExp(`/agenda\\?mois=${following}$`));
    await expect(page.getByRole('table', { name: `Calendrier de ${monthName(following)}` })).toBeVisible();
    await expect(page).toHaveTitle(`Agenda – ${monthName(following)} | ${SITE}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/agenda\\?mois=${following}$`));
    const expected = events.filter((event) => inMonth(event, following)).map((event) => event.attributes.title);
    const list = page.getByRole('region', { name: `Les événements de ${monthName(following)}` });
    expect(await list.getByRole('article').getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(expected);
    if (expected.length === 0) await expect(list.getByRole('heading', { name: /^Aucun événement/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('navigation', { name: 'Changer de mois' }).getByRole('link', { name: /^Mois précédent/ }).click();
    await expect(page).toHaveURL(new RegExp(`/agenda\\?mois=${month}$`));
    await expect(page.getByRole('table', { name: `Calendrier de ${monthName(month)}` })).toBeVisible();
  });

  test('filters by category without JavaScript, and answers 404 for an invalid month or category', async ({ browser, request }) => {
    const { events, terms } = await cmsEvents(request);
    const event = events.find((item) => item.relationships.field_categorie.data);
    expect(event, 'a demo event with a category').toBeDefined();
    const term = terms.find((item) => item.id === event!.relationships.field_categorie.data!.id)!;
    const month = parisMonth(new Date(event!.attributes.field_date_debut));
    const expected = events.filter((item) => inMonth(item, month) && item.relationships.field_categorie.data?.id === term.id).map((item) => item.attributes.title);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/agenda?mois=${month}`);
    await page.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: term.attributes.name });
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(new RegExp(`/agenda\\?mois=${month}&categorie=${term.attributes.drupal_internal__tid}$`));
    const list = page.getByRole('region', { name: new RegExp(`^Les événements de ${monthName(month)}`) });
    expect(await list.getByRole('article').getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(expected);
    // The month links keep the category.
    await expect(page.getByRole('link', { name: /^Mois suivant/ })).toHaveAttribute('href', new RegExp(`categorie=${term.attributes.drupal_internal__tid}`));
    // The category may be named too.
    expect((await page.goto(`/agenda?mois=${month}&categorie=${encodeURIComponent(term.attributes.name)}`))?.status()).toBe(200);
    expect(await list.getByRole('article').getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(expected);
    await context.close();

    for (const query of ['?mois=2026-13', '?mois=demain', '?categorie=categorie-inconnue']) {
      expect((await request.get(`/agenda${query}`)).status(), query).toBe(404);
    }
  });

  test('offers an iCalendar feed of the upcoming events', async ({ request }) => {
    const { events } = await cmsEvents(request);
    const { upcoming } = siteOrder(events, Date.now() + 60_000);
    const response = await request.get('/agenda.ics');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const lines = expectIcal(await response.text());
    expect(lines.filter((line) => line === 'BEGIN:VEVENT').length).toBeGreaterThanOrEqual(upcoming.length);
    for (const event of upcoming) expect(lines).toContain(`SUMMARY:${escapeIcal(event.attributes.title)}`);
  });
});
