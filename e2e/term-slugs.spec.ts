import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type APIResponse, expect, type Page, test } from '@playwright/test';

// One address per taxonomy term (issue 20, item 3): the board's filters, the sector pages and the
// map name a term by the same slug, and any other spelling of a known term is redirected (308) to
// it, as the visitor gets it through the site's server (its cached list routes and page cache).

const cms = process.env['E2E_CMS_URL'];
const SECTOR = { name: 'Boulangerie-pâtisserie', slug: 'boulangerie-patisserie' };
const CONTRACT = { name: 'Contrat de professionnalisation', slug: 'contrat-de-professionnalisation' };

type TermResource = { id: string; attributes: { name: string; drupal_internal__tid: number } };

/** A term of the cms by its name: its uuid and its number. */
async function cmsTerm(request: APIRequestContext, vocabulary: string, name: string): Promise<{ uuid: string; tid: number }> {
  const response = await request.get(`${cms}/jsonapi/taxonomy_term/${vocabulary}?page[limit]=50`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: TermResource[] };
  const term = data.find((item) => item.attributes.name === name);
  if (!term) throw new Error(`No ${vocabulary} term named ${name} in the cms.`);
  return { uuid: term.id, tid: term.attributes.drupal_internal__tid };
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

/** The titles of the open offers of a term, newest first, as the board lists them (first page). */
async function cmsOfferTitles(request: APIRequestContext, field: string, uuid: string): Promise<{ titles: string[]; count: number }> {
  const response = await request.get(
    `${cms}/jsonapi/node/offre_emploi?filter[status]=1&filter[exp][condition][path]=field_date_expiration&filter[exp][condition][operator]=%3E%3D&filter[exp][condition][value]=${today()}&filter[${field}.id]=${uuid}&sort=-created,-drupal_internal__nid&page[limit]=10`,
  );
  expect(response.ok()).toBe(true);
  const document = (await response.json()) as { data: { attributes: { title: string } }[]; meta: { count: number } };
  return { titles: document.data.map((offer) => offer.attributes.title), count: document.meta.count };
}

/** A request that does not follow redirects, as a crawler or a browser sees the first answer. */
const ask = (request: APIRequestContext, path: string) => request.get(path, { maxRedirects: 0 });

async function expectRedirect(response: APIResponse, location: string, label: string) {
  expect(response.status(), label).toBe(308);
  expect(response.headers()['location'], label).toBe(location);
}

async function expectFrenchNotFound(response: APIResponse, path: string) {
  expect(response.status(), path).toBe(404);
  const body = await response.text();
  expect(body).toContain('lang="fr"');
  expect(body).toContain(`Page Not Found: ${path}`);
}

const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts();
const optionsOf = (page: Page, label: string) =>
  page
    .getByLabel(label)
    .locator('option')
    .evaluateAll((nodes) => nodes.map((node) => ({ value: (node as HTMLOptionElement).value, label: node.textContent ?? '' })).filter((option) => option.value));

test.describe('one slug per term', () => {
  test('the board filters on the sector slug: 200, filtered, canonical on the slug', async ({ page, request }) => {
    const sector = await cmsTerm(request, 'secteur', SECTOR.name);
    const expected = await cmsOfferTitles(request, 'field_secteur', sector.uuid);
    expect(expected.count).toBeGreaterThan(0);
    const response = await page.goto(`/offres-emploi?secteur=${SECTOR.slug}`);
    expect(response?.status()).toBe(200);
    expect(await cardTitles(page)).toEqual(expected.titles);
    await expect(page.getByText(`${expected.count} offre${expected.count > 1 ? 's' : ''} – ${SECTOR.name}`)).toBeVisible();
    await expect(page.getByLabel('Secteur')).toHaveValue(SECTOR.slug);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/offres-emploi\\?secteur=${SECTOR.slug}$`));
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations).toEqual([]);
  });

  test('the board filters on the contract slug contrat-de-professionnalisation', async ({ page, request }) => {
    const contract = await cmsTerm(request, 'type_contrat', CONTRACT.name);
    const expected = await cmsOfferTitles(request, 'field_type_contrat', contract.uuid);
    const response = await page.goto(`/offres-emploi?contrat=${CONTRACT.slug}`);
    expect(response?.status()).toBe(200);
    expect(await cardTitles(page)).toEqual(expected.titles);
    await expect(page.getByLabel('Type de contrat')).toHaveValue(CONTRACT.slug);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/offres-emploi\\?contrat=${CONTRACT.slug}$`));
  });

  test('any other spelling of a known term is redirected (308) to the slug, the other parameters kept', async ({ request }) => {
    const sector = await cmsTerm(request, 'secteur', SECTOR.name);
    const contract = await cmsTerm(request, 'type_contrat', CONTRACT.name);
    const canonical = `/offres-emploi?secteur=${SECTOR.slug}`;
    const spellings = [String(sector.tid), sector.uuid, 'boulangerie-p%C3%A2tisserie', 'Boulangerie-P%C3%A2tisserie', 'BOULANGERIE%20PATISSERIE', '%20boulangerie-patisserie'];
    // Twice each: the second answer comes from the caches (Next's, the server's), still a redirect.
    for (let round = 0; round < 2; round++) {
      for (const spelling of spellings) await expectRedirect(await ask(request, `/offres-emploi?secteur=${spelling}`), canonical, `${spelling} (${round})`);
    }
    // Through the cached list route (a tid is slug-shaped) and through the page rendered on demand (q, lieu).
    await expectRedirect(await ask(request, `/offres-emploi?secteur=${sector.tid}&page=2`), `${canonical}&page=2`, 'tid, page 2');
    await expectRedirect(
      await ask(request, `/offres-emploi?contrat=${contract.tid}&secteur=Boulangerie-p%C3%A2tisserie&lieu=35&q=pain`),
      `/offres-emploi?contrat=${CONTRACT.slug}&secteur=${SECTOR.slug}&lieu=35&q=pain`,
      'both filters, place and words',
    );
    await expectRedirect(await ask(request, `/offres-emploi?contrat=Contrat%20de%20professionnalisation`), `/offres-emploi?contrat=${CONTRACT.slug}`, 'contract name');
    await expectRedirect(await ask(request, `/offres-emploi?secteur=${SECTOR.slug}&secteur=${SECTOR.slug}`), canonical, 'given twice');

    // The redirects did not take the canonical address's place in any cache.
    for (let round = 0; round < 2; round++) {
      const response = await ask(request, canonical);
      expect(response.status()).toBe(200);
      expect(await response.text()).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/offres-emploi\\?secteur=${SECTOR.slug}"`));
    }
    // The cached route itself is never a public address.
    await expectRedirect(await ask(request, `/offres-emploi/liste/tous/${SECTOR.slug}/1`), canonical, 'cached route');
  });

  test('a value that names no term is the French 404 page', async ({ request }) => {
    for (const query of ['?secteur=inconnu', '?secteur=boulangerie', '?contrat=999999', '?contrat=Inconnu%C3%A9', `?secteur=${SECTOR.slug}&contrat=inconnu`]) {
      await expectFrenchNotFound(await ask(request, `/offres-emploi${query}`), '/offres-emploi');
    }
  });

  test('a sector page and its ?niveau= have one address: other spellings redirect, unknown ones are 404', async ({ request }) => {
    const sector = await cmsTerm(request, 'secteur', SECTOR.name);
    const level = await cmsTerm(request, 'niveau', 'CAP');
    const page = `/nos-formations/${SECTOR.slug}`;
    expect((await ask(request, page)).status()).toBe(200);
    expect((await ask(request, `${page}?niveau=cap`)).status()).toBe(200);
    for (const spelling of ['Boulangerie-P%C3%A2tisserie', 'boulangerie-p%C3%A2tisserie', String(sector.tid), sector.uuid]) {
      await expectRedirect(await ask(request, `/nos-formations/${spelling}`), page, spelling);
    }
    await expectRedirect(await ask(request, `/nos-formations/${sector.tid}?niveau=${level.tid}`), `${page}?niveau=cap`, 'sector and level numbers');
    for (const spelling of ['CAP', String(level.tid), level.uuid]) await expectRedirect(await ask(request, `${page}?niveau=${spelling}`), `${page}?niveau=cap`, spelling);
    await expectFrenchNotFound(await ask(request, `${page}?niveau=inconnu`), page);
    expect((await ask(request, '/nos-formations/secteur-inconnu')).status()).toBe(404);
  });

  test('the map reads the same slugs and redirects other spellings', async ({ request }) => {
    const sector = await cmsTerm(request, 'secteur', SECTOR.name);
    expect((await ask(request, `/formations-carte?secteur=${SECTOR.slug}&niveau=cap`)).status()).toBe(200);
    await expectRedirect(await ask(request, `/formations-carte?secteur=${sector.tid}`), `/formations-carte?secteur=${SECTOR.slug}`, 'tid');
    await expectRedirect(
      await ask(request, `/formations-carte?secteur=Boulangerie-p%C3%A2tisserie&niveau=CAP`),
      `/formations-carte?secteur=${SECTOR.slug}&niveau=cap`,
      'names',
    );
    await expectFrenchNotFound(await ask(request, '/formations-carte?secteur=inconnu'), '/formations-carte');
  });

  test('a sector has the same slug on its page, on the map and on the board', async ({ page }) => {
    await page.goto('/offres-emploi');
    const board = await optionsOf(page, 'Secteur');
    await page.goto('/formations-carte');
    const map = await optionsOf(page, 'Secteur');
    expect(map.length).toBeGreaterThan(1);
    for (const { value, label } of map) {
      expect(board, label).toContainEqual({ value, label });
      const response = await page.goto(`/nos-formations/${value}`);
      expect(response?.status(), value).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/nos-formations/${value}$`));
      // The sector page leads to the board filtered on the same slug.
      const offers = page.getByRole('link', { name: `Les offres d’emploi du secteur ${label}` });
      await expect(offers).toHaveAttribute('href', `/offres-emploi?secteur=${value}`);
    }
    await page.goto(`/nos-formations/${SECTOR.slug}`);
    await page.getByRole('link', { name: `Les offres d’emploi du secteur ${SECTOR.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/offres-emploi\\?secteur=${SECTOR.slug}$`));
    await expect(page.getByLabel('Secteur')).toHaveValue(SECTOR.slug);
  });

  test('choosing a sector in the board form gives the slug in the address', async ({ page }) => {
    await page.goto('/offres-emploi');
    await page.getByLabel('Secteur').selectOption({ label: SECTOR.name });
    await page.getByLabel('Type de contrat').selectOption({ label: CONTRACT.name });
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(new RegExp(`/offres-emploi\\?contrat=${CONTRACT.slug}&secteur=${SECTOR.slug}&lieu=&q=$`));
    await expect(page.getByLabel('Secteur')).toHaveValue(SECTOR.slug);
    await expect(page.getByLabel('Type de contrat')).toHaveValue(CONTRACT.slug);
  });
});
