import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { slugify } from '../cms/src/content/slugify';

// The way into the catalogue (issue 20, item 2): /formations and its filters, /metiers,
// /nos-formations, the main navigation and the footer's links.

const cms = process.env['E2E_CMS_URL'];
const SITE = 'CFA Campus des Métiers';
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PER_PAGE = 12;
const SHOTS = process.env['E2E_SHOTS'] ?? '/tmp/shots-catalogue';

async function jsonapi(request: APIRequestContext, path: string): Promise<any> {
  const response = await request.get(`${cms}/jsonapi/${path}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

/** A term's slug as the site writes it: the last segment of its alias, else its name slugified. */
const slugOf = (term: any) => term.attributes.path?.alias?.split('/').filter(Boolean).pop() ?? slugify(term.attributes.name);

type Course = { title: string; path: string; level: any; sector: any; campus: any; apprenticeship: boolean };

/** Every published course with its terms, from the cms. */
async function courses(request: APIRequestContext): Promise<Course[]> {
  const document = await jsonapi(
    request,
    'node/formation?page[limit]=50&include=field_niveau,field_secteur,field_campus&fields[node--formation]=title,path,field_niveau,field_secteur,field_campus,field_modalites_acces',
  );
  expect(document.links?.next, 'fewer than 50 courses').toBeUndefined();
  const find = (data: any) => data && document.included.find((item: any) => item.type === data.type && item.id === data.id);
  return document.data.map((node: any) => ({
    title: node.attributes.title,
    path: node.attributes.path.alias,
    level: find(node.relationships.field_niveau.data),
    sector: find(node.relationships.field_secteur.data),
    campus: find(node.relationships.field_campus.data),
    apprenticeship: (node.attributes.field_modalites_acces?.value ?? '').toLowerCase().includes('apprentissage'),
  }));
}

/** The term with the most courses among `list` (by `key`), and those courses. */
function biggest(list: Course[], key: 'level' | 'sector' | 'campus', fewerThan = Infinity): { term: any; courses: Course[] } {
  const groups = new Map<string, { term: any; courses: Course[] }>();
  for (const course of list) {
    const term = course[key];
    if (!term) continue;
    const group = groups.get(term.id) ?? { term, courses: [] };
    group.courses.push(course);
    groups.set(term.id, group);
  }
  const candidates = [...groups.values()].filter((group) => group.courses.length < fewerThan).sort((a, b) => b.courses.length - a.courses.length);
  const best = candidates[0];
  if (!best) throw new Error(`no ${key} narrows the list`);
  return best;
}

const results = (page: Page) => page.getByRole('region', { name: /formations?\b/ });
const cardTitles = (page: Page) => results(page).getByRole('heading', { level: 3 });
const filterGroup = (page: Page, name: string): Locator => page.getByRole('navigation', { name: 'Filtrer les formations' }).getByRole('list', { name });
const plural = (count: number) => `${count} formation${count > 1 ? 's' : ''}`;

async function expectCanonical(page: Page, search: string) {
  const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '');
  expect(canonical.pathname).toBe('/formations');
  expect(canonical.search).toBe(search);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical.toString());
}

async function expectNoAxeViolations(page: Page, where: string) {
  const found = (await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
  expect(found, where).toEqual([]);
}

test.describe('course catalogue /formations', () => {
  test('a visitor reaches it from the main navigation and narrows it by level, then sector, apprenticeship and campus', async ({ page, request }) => {
    const all = await courses(request);
    await page.goto('/');
    const navigation = page.getByRole('navigation', { name: 'Navigation principale' });
    await navigation.getByRole('link', { name: 'Formations', exact: true }).click();
    await expect(page).toHaveURL(/\/formations$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos formations');
    await expect(page).toHaveTitle(`Nos formations | ${SITE}`);
    await expect(navigation.getByRole('link', { name: 'Formations', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(plural(all.length));
    await expectCanonical(page, '');
    // The map, the trades and the sectors are one click away.
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Voir sur la carte' })).toHaveAttribute('href', '/formations-carte');
    await expect(main.getByRole('link', { name: 'Tous les métiers' })).toHaveAttribute('href', '/metiers');
    await expect(main.getByRole('link', { name: 'Les formations par secteur' })).toHaveAttribute('href', '/nos-formations');
    await expect(filterGroup(page, 'Niveau').getByRole('link', { name: 'Tous les niveaux' })).toHaveAttribute('aria-current', 'page');

    // By level.
    const level = biggest(all, 'level');
    const levelSlug = slugOf(level.term);
    await filterGroup(page, 'Niveau').getByRole('link', { name: level.term.attributes.name, exact: true }).click();
    await expect(page).toHaveURL(`/formations?niveau=${levelSlug}`);
    await expect(filterGroup(page, 'Niveau').getByRole('link', { name: level.term.attributes.name, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(filterGroup(page, 'Niveau').getByRole('link', { name: 'Tous les niveaux' })).not.toHaveAttribute('aria-current', /.*/);
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(`${plural(level.courses.length)} – ${level.term.attributes.name}`);
    await expect(cardTitles(page)).toHaveCount(Math.min(level.courses.length, PER_PAGE));
    if (level.courses.length <= PER_PAGE) expect((await cardTitles(page).allTextContents()).sort()).toEqual(level.courses.map((c) => c.title).sort());
    await expectCanonical(page, `?niveau=${levelSlug}`);
    await expect(page).toHaveTitle(`Nos formations : ${level.term.attributes.name} | ${SITE}`);

    // Then by sector: fewer courses, both filters in the URL.
    const sector = biggest(level.courses, 'sector', level.courses.length);
    const sectorSlug = slugOf(sector.term);
    await filterGroup(page, 'Secteur').getByRole('link', { name: sector.term.attributes.name, exact: true }).click();
    await expect(page).toHaveURL(`/formations?niveau=${levelSlug}&secteur=${sectorSlug}`);
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(
      `${plural(sector.courses.length)} – ${level.term.attributes.name}, ${sector.term.attributes.name}`,
    );
    expect((await cardTitles(page).allTextContents()).sort()).toEqual(sector.courses.map((c) => c.title).sort());
    await expectCanonical(page, `?niveau=${levelSlug}&secteur=${sectorSlug}`);
    await expect(filterGroup(page, 'Niveau').getByRole('link', { name: level.term.attributes.name, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(filterGroup(page, 'Secteur').getByRole('link', { name: sector.term.attributes.name, exact: true })).toHaveAttribute('aria-current', 'page');
    // The cards lead to the courses.
    const first = sector.courses[0];
    if (first) await expect(results(page).getByRole('link', { name: first.title })).toHaveAttribute('href', first.path);

    // "En apprentissage": the courses whose access terms offer the apprenticeship contract.
    const apprenticeships = sector.courses.filter((c) => c.apprenticeship);
    await filterGroup(page, 'Contrat').getByRole('link', { name: 'En apprentissage' }).click();
    await expect(page).toHaveURL(`/formations?niveau=${levelSlug}&secteur=${sectorSlug}&apprentissage=oui`);
    await expect(filterGroup(page, 'Contrat').getByRole('link', { name: 'En apprentissage' })).toHaveAttribute('aria-current', 'page');
    await expectCanonical(page, `?niveau=${levelSlug}&secteur=${sectorSlug}&apprentissage=oui`);
    if (apprenticeships.length > 0) {
      await expect(results(page).getByRole('heading', { level: 2 })).toContainText(`${plural(apprenticeships.length)} – `);
      expect((await cardTitles(page).allTextContents()).sort()).toEqual(apprenticeships.map((c) => c.title).sort());
    }

    // Campus, from a clean list: every course of that campus.
    await page.getByRole('link', { name: 'Effacer les filtres' }).click();
    await expect(page).toHaveURL(/\/formations$/);
    const campus = biggest(all, 'campus', all.length + 1);
    const campusSlug = slugOf(campus.term);
    await filterGroup(page, 'Campus').getByRole('link', { name: campus.term.attributes.name, exact: true }).click();
    await expect(page).toHaveURL(`/formations?campus=${campusSlug}`);
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(`${plural(campus.courses.length)} – ${campus.term.attributes.name}`);
    await expect(cardTitles(page)).toHaveCount(Math.min(campus.courses.length, PER_PAGE));
    await expectCanonical(page, `?campus=${campusSlug}`);
  });

  test('filters are plain links: they work without JavaScript', async ({ browser, request }) => {
    const all = await courses(request);
    const level = biggest(all, 'level');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/formations');
    await filterGroup(page, 'Niveau').getByRole('link', { name: level.term.attributes.name, exact: true }).click();
    await expect(page).toHaveURL(`/formations?niveau=${slugOf(level.term)}`);
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(`${plural(level.courses.length)} – ${level.term.attributes.name}`);
    await context.close();
  });

  test('pages the courses, twelve at a time, each page with its canonical link', async ({ page, request }) => {
    const all = await courses(request);
    await page.goto('/formations');
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    if (all.length <= PER_PAGE) {
      // The demo content decides: one page, no paginator.
      await expect(pager).toHaveCount(0);
      return;
    }
    const pages = Math.ceil(all.length / PER_PAGE);
    await expect(cardTitles(page)).toHaveCount(PER_PAGE);
    const firstPage = await cardTitles(page).allTextContents();
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL('/formations?page=2');
    await expectCanonical(page, '?page=2');
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(`${plural(all.length)} – page 2 sur ${pages}`);
    const secondPage = await cardTitles(page).allTextContents();
    expect(secondPage.length).toBe(Math.min(PER_PAGE, all.length - PER_PAGE));
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
    if (pages === 2) expect([...firstPage, ...secondPage].sort()).toEqual(all.map((c) => c.title).sort());
    // Past the last page: nothing lives there.
    expect((await page.request.get(`/formations?page=${pages + 1}`)).status()).toBe(404);
  });

  test('another spelling of a known value is redirected (308) to its slug; an unknown value is a 404', async ({ request }) => {
    const all = await courses(request);
    const level = biggest(all, 'level').term;
    const sector = biggest(all, 'sector').term;
    const slug = slugOf(level);
    for (const spelling of [level.attributes.name.toUpperCase(), String(level.attributes.drupal_internal__tid ?? level.id), level.id]) {
      const response = await request.get(`/formations?niveau=${encodeURIComponent(spelling)}&page=1`, { maxRedirects: 0 });
      expect(response.status(), spelling).toBe(308);
      expect(response.headers()['location'], spelling).toBe(`/formations?niveau=${slug}`);
    }
    const accented = await request.get(`/formations?secteur=${encodeURIComponent(sector.attributes.name)}`, { maxRedirects: 0 });
    expect(accented.status()).toBe(308);
    expect(accented.headers()['location']).toBe(`/formations?secteur=${slugOf(sector)}`);
    for (const query of ['niveau=doctorat', 'secteur=informatique', 'campus=paris', 'apprentissage=peut-etre', 'page=0']) {
      const response = await request.get(`/formations?${query}`, { maxRedirects: 0 });
      expect(response.status(), query).toBe(404);
      expect(await response.text(), query).toContain('Page Not Found');
    }
  });

  test('is served from the page cache like the other lists', async ({ request }) => {
    await request.get('/formations?page=2');
    const response = await request.get('/formations?page=2');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toMatch(/^public/);
  });
});

test.describe('indexes of the trades and the sectors', () => {
  test('/metiers lists every trade, by sector, each leading to its page', async ({ page, request }) => {
    const document = await jsonapi(request, 'node/metier?page[limit]=50&fields[node--metier]=title,path');
    const trades = document.data.map((node: any) => node.attributes);
    expect(trades.length).toBeGreaterThan(0);
    await page.goto('/formations');
    await page.getByRole('main').getByRole('link', { name: 'Tous les métiers' }).click();
    await expect(page).toHaveURL('/metiers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Les métiers');
    await expect(page).toHaveTitle(`Les métiers | ${SITE}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/metiers$/);
    // Still under "Formations" in the main navigation.
    await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Formations', exact: true })).toHaveAttribute('aria-current', 'page');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 3 })).toHaveCount(trades.length);
    for (const trade of trades) await expect(main.getByRole('link', { name: trade.title })).toHaveAttribute('href', trade.path.alias);
    const first = trades[0];
    await main.getByRole('link', { name: first.title }).click();
    await expect(page).toHaveURL(first.path.alias);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
    const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(crumbs.getByRole('link', { name: 'Métiers' })).toHaveAttribute('href', '/metiers');
    await expect(crumbs.getByRole('link', { name: 'Formations' })).toHaveAttribute('href', '/formations');
  });

  test('/nos-formations lists the sectors with their number of courses, each leading to its page', async ({ page, request }) => {
    const all = await courses(request);
    const sectors = (await jsonapi(request, 'taxonomy_term/secteur?sort=weight,name')).data;
    await page.goto('/formations');
    await page.getByRole('main').getByRole('link', { name: 'Les formations par secteur' }).click();
    await expect(page).toHaveURL('/nos-formations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos formations par secteur');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(sectors.map((sector: any) => sector.attributes.name));
    for (const sector of sectors) {
      const item = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: sector.attributes.name }) });
      await expect(item.getByRole('link', { name: sector.attributes.name })).toHaveAttribute('href', `/nos-formations/${slugOf(sector)}`);
      const count = all.filter((course) => course.sector?.id === sector.id).length;
      await expect(item).toContainText(count > 0 ? plural(count) : 'Aucune formation');
    }
    const first = sectors[0];
    await main.getByRole('link', { name: first.attributes.name }).click();
    await expect(page).toHaveURL(`/nos-formations/${slugOf(first)}`);
    await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Formations' })).toHaveAttribute('href', '/formations');
  });

  test('the sitemap lists the catalogue and both indexes', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/formations', '/metiers', '/nos-formations']) expect(xml).toMatch(new RegExp(`<loc>[^<]*${path}</loc>`));
  });
});

test.describe('footer', () => {
  test('links to the school’s pages and the catalogue’s indexes, and they work', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, path, heading] of [
      ['Notre histoire', '/ecole/notre-histoire', 'Notre histoire'],
      ['Le restaurant d’application', '/ecole/le-restaurant-d-application', 'Le restaurant d’application'],
      ['Les métiers', '/metiers', 'Les métiers'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });
});

test.describe('accessibility and layout', () => {
  test('no axe violations on the catalogue (filtered too) and the indexes', async ({ page }) => {
    // Five pages through axe: 26–30 s on a busy 2-core machine.
    test.slow();
    for (const path of ['/formations', '/formations?niveau=cap&apprentissage=oui', '/formations?page=2', '/metiers', '/nos-formations']) {
      await page.goto(path);
      await expectNoAxeViolations(page, path);
    }
  });

  test('the header stays on its lines and nothing overflows; screenshots', async ({ browser }) => {
    // Twelve page loads and twelve screenshots: 22–26 s on a quiet 2-core machine, over the
    // default of 30 s it had then when busy (two clean runs failed on the timeout alone).
    test.slow();
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [320, 390, 1024, 1366]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      for (const path of ['/formations', '/metiers', '/nos-formations']) {
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
        if (path === '/formations' && width <= 390) {
          // On a phone the filters take a few lines: the results start in the first screen (844 px high).
          const results = await page.locator('#liste-formations').boundingBox();
          expect(results, `the results' heading at ${width} px`).not.toBeNull();
          expect(results!.y + results!.height).toBeLessThanOrEqual(844);
        }
        if (width === 390 || width === 1366) {
          await page.screenshot({ path: `${SHOTS}/${path.slice(1)}-${width}.png`, fullPage: true });
          await page.screenshot({ path: `${SHOTS}/${path.slice(1)}-${width}-first-screen.png` });
        }
      }
      await page.goto('/formations');
      await page.locator('header').first().screenshot({ path: `${SHOTS}/header-${width}.png` });
      await context.close();
    }
  });
});
