import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page, test } from '@playwright/test';

const cms = process.env['E2E_CMS_URL'];
const SITE = 'CFA Campus des Métiers';
const PER_PAGE = 10;

type Offer = {
  id: string;
  attributes: {
    title: string;
    path: { alias: string };
    field_entreprise: string;
    field_ville: string;
    field_code_postal: string;
    field_date_expiration: string;
    field_contact_email: string | null;
    field_contact_telephone: string | null;
    field_description: { value: string } | null;
  };
  relationships: { field_type_contrat: { data: { id: string } | null } };
};
type OffersDocument = { data: Offer[]; meta: { count: number }; included?: { type: string; id: string; attributes: Record<string, any> }[] };

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

/** The open offers as the cms gives them, in the board's order (newest first). */
async function cmsOpenOffers(request: APIRequestContext, extra = '', offset = 0, limit = 50): Promise<OffersDocument> {
  const response = await request.get(
    `${cms}/jsonapi/node/offre_emploi?filter[status]=1&filter[exp][condition][path]=field_date_expiration&filter[exp][condition][operator]=%3E%3D&filter[exp][condition][value]=${today()}&sort=-created,-drupal_internal__nid&page[offset]=${offset}&page[limit]=${limit}&include=field_type_contrat${extra}`,
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as OffersDocument;
}

async function cmsExpiredOffer(request: APIRequestContext): Promise<Offer> {
  const response = await request.get(
    `${cms}/jsonapi/node/offre_emploi?filter[status]=1&filter[exp][condition][path]=field_date_expiration&filter[exp][condition][operator]=%3C&filter[exp][condition][value]=${today()}&page[limit]=1`,
  );
  const document = (await response.json()) as OffersDocument;
  expect(document.data.length).toBeGreaterThan(0);
  return document.data[0]!;
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations).toEqual([]);
}

const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts();

test.describe('job board (/offres-emploi)', () => {
  test('lists the open offers, newest first, ten a page, with company, place and contract', async ({ page, request }) => {
    const open = await cmsOpenOffers(request);
    const response = await page.goto('/offres-emploi');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Offres d’emploi | ${SITE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offres d’emploi');
    expect(await cardTitles(page)).toEqual(open.data.slice(0, PER_PAGE).map((offer) => offer.attributes.title));
    await expect(page.getByText(`${open.meta.count} offres`, { exact: true })).toBeVisible();

    const first = open.data[0]!;
    const card = page.getByRole('main').getByRole('article').first();
    await expect(card.getByRole('link', { name: first.attributes.title })).toHaveAttribute('href', first.attributes.path.alias);
    await expect(card.getByText(first.attributes.field_entreprise)).toBeVisible();
    await expect(card.getByText(`${first.attributes.field_ville} (${first.attributes.field_code_postal})`)).toBeVisible();
    const contract = open.included?.find((item) => item.id === first.relationships.field_type_contrat.data?.id);
    await expect(card.getByText(contract?.attributes['name'], { exact: true })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/offres-emploi$/);
    await expectNoAxeViolations(page);
  });

  test('pages through the offers: page 2 differs, the last page is reachable, past it is 404', async ({ page, request }) => {
    const open = await cmsOpenOffers(request);
    const lastPage = Math.ceil(open.meta.count / PER_PAGE);
    expect(lastPage).toBeGreaterThan(1);
    await page.goto('/offres-emploi');
    const pageOne = await cardTitles(page);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/offres-emploi\?page=2$/);
    await expect.poll(() => cardTitles(page)).toEqual(open.data.slice(PER_PAGE, 2 * PER_PAGE).map((offer) => offer.attributes.title));
    expect(await cardTitles(page)).not.toEqual(pageOne);

    expect((await page.goto(`/offres-emploi?page=${lastPage}`))?.status()).toBe(200);
    expect(await cardTitles(page)).toHaveLength(open.meta.count - (lastPage - 1) * PER_PAGE);
    const response = await page.goto(`/offres-emploi?page=${lastPage + 1}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page Not Found: /offres-emploi')).toBeVisible();
  });

  test('filters by contract, place and words without JavaScript; the paginator keeps the filters', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/offres-emploi');

    // By place: a département number keeps the postal codes that start with it.
    await page.getByLabel('Ville ou code postal').fill('35');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/offres-emploi\?contrat=&secteur=&lieu=35&q=$/);
    const inIlleEtVilaine = await cmsOpenOffers(request, '&filter[cp][condition][path]=field_code_postal&filter[cp][condition][operator]=STARTS_WITH&filter[cp][condition][value]=35');
    expect(await cardTitles(page)).toEqual(inIlleEtVilaine.data.slice(0, PER_PAGE).map((offer) => offer.attributes.title));
    await expect(page.getByLabel('Ville ou code postal')).toHaveValue('35');
    if (inIlleEtVilaine.meta.count > PER_PAGE) {
      await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
        'href',
        '/offres-emploi?lieu=35&page=2',
      );
    }

    // By contract type, chosen in the list; the other filters are cleared with "Voir toutes les offres".
    await page.getByRole('link', { name: 'Voir toutes les offres' }).click();
    await expect(page).toHaveURL(/\/offres-emploi$/);
    const contracts = page.getByLabel('Type de contrat');
    await contracts.selectOption({ label: 'CDI' });
    await page.getByRole('button', { name: 'Rechercher' }).click();
    // The address names the term by its slug, as everywhere on the site.
    expect(new URL(page.url()).searchParams.get('contrat')).toBe('cdi');
    const terms = await (await request.get(`${cms}/jsonapi/taxonomy_term/type_contrat?filter[name]=CDI`)).json();
    const cdi = await cmsOpenOffers(request, `&filter[field_type_contrat.id]=${terms.data[0].id}`);
    expect(cdi.meta.count).toBeGreaterThan(0);
    expect(await cardTitles(page)).toEqual(cdi.data.slice(0, PER_PAGE).map((offer) => offer.attributes.title));

    // By words: the title, the company or the description.
    await page.goto('/offres-emploi?q=levain');
    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    const withLevain = (await cmsOpenOffers(request)).data.filter((offer) =>
      [offer.attributes.title, offer.attributes.field_entreprise, offer.attributes.field_description?.value ?? ''].some((text) => text.toLowerCase().includes('levain')),
    );
    expect(titles).toEqual(withLevain.slice(0, PER_PAGE).map((offer) => offer.attributes.title));

    // Nothing found: a French empty state, not an error.
    const none = await page.goto('/offres-emploi?q=zzzzzz');
    expect(none?.status()).toBe(200);
    await expect(page.getByText('Aucune offre ne correspond à votre recherche.')).toBeVisible();
    await context.close();
  });

  test('a contract type or sector that does not exist answers 404', async ({ request }) => {
    for (const query of ['?contrat=999999', '?secteur=inconnu', '?page=0']) {
      expect((await request.get(`/offres-emploi${query}`)).status(), query).toBe(404);
    }
  });
});

test.describe('job offer (/offres-emploi/{slug})', () => {
  test('shows the offer with how to apply, breadcrumbs and a JobPosting JSON-LD', async ({ page, request }) => {
    const open = await cmsOpenOffers(request, '', 0, 50);
    const offer = open.data.find((item) => item.attributes.field_contact_email && item.attributes.field_contact_telephone)!;
    expect(offer).toBeTruthy();
    const response = await page.goto(offer.attributes.path.alias);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.attributes.title);
    await expect(page).toHaveTitle(`${offer.attributes.title} – ${offer.attributes.field_entreprise} | ${SITE}`);
    const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(crumbs.getByRole('link', { name: 'Offres d’emploi' })).toHaveAttribute('href', '/offres-emploi');

    const apply = page.getByRole('region', { name: 'Postuler' });
    await expect(apply.getByRole('link', { name: offer.attributes.field_contact_email! })).toHaveAttribute('href', new RegExp(`^mailto:${offer.attributes.field_contact_email}\\?subject=`));
    await expect(apply.getByRole('link', { name: offer.attributes.field_contact_telephone! })).toHaveAttribute('href', /^tel:\+?\d+$/);

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.flatMap((text) => {
      const parsed = JSON.parse(text);
      return Array.isArray(parsed) ? parsed : [parsed];
    });
    const posting = data.find((item) => item['@type'] === 'JobPosting');
    expect(posting).toBeTruthy();
    expect(posting.title).toBe(offer.attributes.title);
    expect(posting.description.length).toBeGreaterThan(20);
    expect(Number.isNaN(Date.parse(posting.datePosted))).toBe(false);
    expect(posting.validThrough).toBe(offer.attributes.field_date_expiration);
    expect(['FULL_TIME', 'PART_TIME', 'TEMPORARY', 'INTERN', 'OTHER']).toContain(posting.employmentType);
    expect(posting.hiringOrganization).toEqual({ '@type': 'Organization', name: offer.attributes.field_entreprise });
    expect(posting.jobLocation.address).toMatchObject({ addressLocality: offer.attributes.field_ville, postalCode: offer.attributes.field_code_postal, addressCountry: 'FR' });
    expect(data.find((item) => item['@type'] === 'BreadcrumbList')).toBeTruthy();
    await expectNoAxeViolations(page);
  });

  test('an expired offer answers 410 with a French explanation, out of search results and without JobPosting', async ({ page, request }) => {
    const expired = await cmsExpiredOffer(request);
    for (let visit = 0; visit < 2; visit++) {
      // The second visit is served from the cache: still 410.
      const response = await page.goto(expired.attributes.path.alias);
      expect(response?.status()).toBe(410);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expired.attributes.title);
    await expect(page.getByText('Cette offre a expiré')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voir les offres en cours' })).toHaveAttribute('href', '/offres-emploi');
    await expect(page.getByRole('region', { name: 'Postuler' })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.join('')).not.toContain('JobPosting');
    await expectNoAxeViolations(page);
  });

  test('an unknown offer answers 404', async ({ page }) => {
    const response = await page.goto('/offres-emploi/offre-qui-n-existe-pas');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page not found: /offres-emploi/offre-qui-n-existe-pas')).toBeVisible();
  });
});
