import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { slugify } from '../cms/src/content/slugify';

const cms = process.env['E2E_CMS_URL'];
const SITE = 'CFA Campus des Métiers';
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A JSON:API document from the cms (what the pages must show). */
async function jsonapi(request: APIRequestContext, path: string): Promise<any> {
  const response = await request.get(`${cms}/jsonapi/${path}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

/** The related resource of a relationship, from `included`. */
function related(document: any, resource: any, field: string): any {
  const data = resource.relationships[field].data;
  const find = (id: { type: string; id: string }) => document.included.find((item: any) => item.type === id.type && item.id === id.id);
  return Array.isArray(data) ? data.map(find) : data && find(data);
}

const percent = (value: string) => new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 }).format(Number(value) / 100);

async function jsonLd(page: Page, type: string): Promise<any> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block)).find((data) => data['@type'] === type);
}

async function expectMetadata(page: Page, title: string, canonicalPath: string) {
  await expect(page).toHaveTitle(`${title} | ${SITE}`);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical ?? '').pathname).toBe(canonicalPath);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical ?? '');
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(results.violations).toEqual([]);
}

/** The first course by title, with its terms and trades. */
async function firstFormation(request: APIRequestContext) {
  const document = await jsonapi(request, 'node/formation?sort=title&page[limit]=1&include=field_secteur,field_niveau,field_metiers');
  const formation = document.data[0];
  return {
    attributes: formation.attributes,
    path: formation.attributes.path.alias as string,
    sector: related(document, formation, 'field_secteur'),
    level: related(document, formation, 'field_niveau'),
    trades: related(document, formation, 'field_metiers') as any[],
  };
}

test.describe('course sheet /formation/{slug}', () => {
  test('shows every field of the course read from the cms, with its results', async ({ page, request }) => {
    const { attributes: a, path, sector, level, trades } = await firstFormation(request);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.title);
    await expectMetadata(page, a.title, path);

    const main = page.getByRole('main');
    for (const heading of ['Objectifs', 'Prérequis', 'Durée et rythme de l’alternance', 'Modalités et délais d’accès', 'Méthodes mobilisées', 'Modalités d’évaluation', 'Tarif', 'Accessibilité aux personnes en situation de handicap', 'Métiers visés', 'Contact']) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(main.getByText(a.field_delais_acces)).toBeVisible();
    await expect(main.getByText(a.field_code_rncp)).toBeVisible();
    await expect(main.getByText(a.field_certificateur)).toBeVisible();
    await expect(main.getByRole('definition').getByRole('link', { name: sector.attributes.name })).toHaveAttribute(
      'href',
      `/nos-formations/${slugify(sector.attributes.name)}`,
    );
    await expect(main.getByText(level.attributes.name).first()).toBeVisible();
    await expect(main.getByRole('link', { name: a.field_contact_email })).toHaveAttribute('href', `mailto:${a.field_contact_email}`);
    await expect(main.getByRole('link', { name: a.field_contact_telephone })).toHaveAttribute('href', /^tel:[\d+]+$/);
    for (const trade of trades) {
      await expect(main.getByRole('link', { name: trade.attributes.title })).toHaveAttribute('href', trade.attributes.path.alias);
    }
    await expect(main.getByRole('link', { name: /Version imprimable/ })).toHaveAttribute('href', path.replace('/formation/', '/pdfs/formation/'));

    // The results the law requires, in French number format.
    const results = page.getByRole('region', { name: `Nos résultats ${a.field_annee_indicateurs}` });
    await expect(results).toContainText(`Taux de réussite aux examens${percent(a.field_taux_reussite)}`);
    await expect(results).toContainText(`Taux de poursuite d’études${percent(a.field_taux_poursuite)}`);
    await expect(results).toContainText(`Taux d’insertion professionnelle${percent(a.field_taux_insertion)}`);
    await expect(results.locator(`time[datetime="${a.field_date_mise_a_jour}"]`)).toHaveText(/^\d{1,2}(er)? [a-zéû]+ \d{4}$/);
  });

  test('describes the course and its breadcrumb in JSON-LD', async ({ page, request }) => {
    const { attributes: a, path, sector } = await firstFormation(request);
    await page.goto(path);
    const course = await jsonLd(page, 'Course');
    expect(course['@context']).toBe('https://schema.org');
    expect(course.name).toBe(a.title);
    expect(course.description.length).toBeGreaterThan(20);
    expect(course.provider).toMatchObject({ '@type': 'EducationalOrganization', name: SITE });
    expect(course.provider.url).toMatch(/^https?:\/\//);
    expect(course.educationalCredentialAwarded).toBeTruthy();
    expect(course.timeRequired).toBe(`P${a.field_duree_mois}M`);
    expect(course.hasCourseInstance).toMatchObject({ '@type': 'CourseInstance', courseMode: 'blended' });

    const breadcrumb = await jsonLd(page, 'BreadcrumbList');
    expect(breadcrumb.itemListElement.map((item: any) => item.name)).toEqual(['Accueil', 'Formations', sector.attributes.name, a.title]);
    expect(new URL(breadcrumb.itemListElement[1].item).pathname).toBe('/formations');
    expect(new URL(breadcrumb.itemListElement[2].item).pathname).toBe(`/nos-formations/${slugify(sector.attributes.name)}`);
    const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(crumbs.getByRole('link', { name: 'Formations' })).toHaveAttribute('href', '/formations');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(a.title);
  });

  test('has no axe violations', async ({ page, request }) => {
    const { path } = await firstFormation(request);
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
});

test.describe('unknown slugs', () => {
  for (const path of ['/formation/formation-inconnue', '/nos-formations/secteur-inconnu', '/metier/metier-inconnu', '/pdfs/formation/formation-inconnue']) {
    test(`${path} answers 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    });
  }
});

/** A sector whose courses have at least two levels, its courses' titles and the titles per level. */
async function sectorWithLevels(request: APIRequestContext) {
  const document = await jsonapi(request, 'node/formation?include=field_secteur,field_niveau&fields[node--formation]=title,field_secteur,field_niveau&fields[taxonomy_term--secteur]=name&fields[taxonomy_term--niveau]=name');
  const sectors = new Map<string, { name: string; titles: string[]; byLevel: Map<string, string[]> }>();
  for (const formation of document.data) {
    const sector = related(document, formation, 'field_secteur').attributes.name as string;
    const level = related(document, formation, 'field_niveau').attributes.name as string;
    const entry = sectors.get(sector) ?? { name: sector, titles: [] as string[], byLevel: new Map<string, string[]>() };
    entry.titles.push(formation.attributes.title);
    entry.byLevel.set(level, [...(entry.byLevel.get(level) ?? []), formation.attributes.title]);
    sectors.set(sector, entry);
  }
  const sector = [...sectors.values()].find((entry) => entry.byLevel.size >= 2);
  if (!sector) throw new Error('The demo content has no sector with two levels.');
  return sector;
}

const cardTitles = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 3 });

test.describe('sector page /nos-formations/{slug}', () => {
  test('lists the sector’s courses and filters them by level', async ({ page, request }) => {
    const sector = await sectorWithLevels(request);
    const path = `/nos-formations/${slugify(sector.name)}`;
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sector.name);
    await expectMetadata(page, `${sector.name} : nos formations`, path);
    await expect(cardTitles(page)).toHaveCount(sector.titles.length);
    expect((await cardTitles(page).allTextContents()).sort()).toEqual([...sector.titles].sort());

    const filters = page.getByRole('navigation', { name: 'Filtrer par niveau' });
    await expect(filters.getByRole('link', { name: /^Tous les niveaux/ })).toHaveAttribute('aria-current', 'page');
    const [level, titles] = [...sector.byLevel.entries()].find(([, list]) => list.length < sector.titles.length)!;
    // Keyboard: the filter is a link, reached and followed without a mouse.
    const filter = filters.getByRole('link', { name: new RegExp(`^${level} \\(`) });
    await filter.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${path}?niveau=${slugify(level)}`);
    await expect(filters.getByRole('link', { name: new RegExp(`^${level} \\(`) })).toHaveAttribute('aria-current', 'page');
    await expect(filters.getByRole('link', { name: /^Tous les niveaux/ })).not.toHaveAttribute('aria-current', /.*/);
    await expect(cardTitles(page)).toHaveCount(titles.length);
    expect((await cardTitles(page).allTextContents()).sort()).toEqual([...titles].sort());
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '').search).toBe(`?niveau=${slugify(level)}`);

    const breadcrumb = await jsonLd(page, 'BreadcrumbList');
    expect(breadcrumb.itemListElement.map((item: any) => item.name)).toEqual(['Accueil', 'Formations', sector.name]);
    await expectNoAxeViolations(page);
  });

  test('filters without JavaScript', async ({ browser, request }) => {
    const sector = await sectorWithLevels(request);
    const [level, titles] = [...sector.byLevel.entries()][0]!;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`/nos-formations/${slugify(sector.name)}?niveau=${slugify(level)}`);
    expect(response?.status()).toBe(200);
    expect((await cardTitles(page).allTextContents()).sort()).toEqual([...titles].sort());
    await context.close();
  });
});

test.describe('trade page /metier/{slug}', () => {
  test('shows the trade, its video placeholder, its courses and the open offers of its sector', async ({ page, request }) => {
    const document = await jsonapi(request, 'node/metier?sort=title&page[limit]=1&include=field_formations,field_secteur');
    const metier = document.data[0];
    const a = metier.attributes;
    const sector = related(document, metier, 'field_secteur');
    const formations = related(document, metier, 'field_formations') as any[];
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const offers = await jsonapi(
      request,
      `node/offre_emploi?filter[sector][condition][path]=field_secteur.id&filter[sector][condition][value]=${sector.id}` +
        `&filter[open][condition][path]=field_date_expiration&filter[open][condition][operator]=%3E%3D&filter[open][condition][value]=${today}` +
        '&sort=-created&page[limit]=3',
    );

    const response = await page.goto(a.path.alias);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.title);
    await expectMetadata(page, a.title, a.path.alias);
    const main = page.getByRole('main');
    await expect(main.getByText(a.field_salaire)).toBeVisible();
    for (const skill of a.field_competences) await expect(main.getByRole('listitem').filter({ hasText: skill })).toBeVisible();
    await expect(main.getByRole('definition').getByRole('link', { name: sector.attributes.name })).toHaveAttribute(
      'href',
      `/nos-formations/${slugify(sector.attributes.name)}`,
    );

    // The video waits for consent: a placeholder with the button that allows YouTube.
    if (a.field_video_youtube) {
      await expect(main.getByRole('group', { name: /Découvrir le métier/ }).getByRole('button', { name: 'Autoriser YouTube et lire la vidéo' })).toBeVisible();
      await expect(main.locator('iframe')).toHaveCount(0);
    }

    const courses = page.getByRole('region', { name: 'Les formations pour y accéder' });
    for (const formation of formations) {
      await expect(courses.getByRole('link', { name: formation.attributes.title })).toHaveAttribute('href', formation.attributes.path.alias);
    }
    // The three latest offers of the sector still open today, newest first.
    const jobs = page.getByRole('region', { name: 'Offres d’emploi du secteur' });
    if (offers.data.length === 0) await expect(jobs).toContainText('Aucune offre d’emploi ouverte dans ce secteur');
    else await expect(jobs.getByRole('heading', { level: 3 })).toHaveText(offers.data.map((offer: any) => offer.attributes.title));
    for (const offer of offers.data) {
      await expect(jobs.getByRole('link', { name: offer.attributes.title })).toHaveAttribute('href', offer.attributes.path.alias);
    }
    // Every offer of the sector: the board filtered by the sector's one slug, which answers 200.
    const sectorOffers = jobs.getByRole('link', { name: `Toutes les offres d’emploi du secteur ${sector.attributes.name}` });
    await expect(sectorOffers).toHaveAttribute('href', `/offres-emploi?secteur=${slugify(sector.attributes.name)}`);
    await sectorOffers.click();
    await expect(page).toHaveURL(`/offres-emploi?secteur=${slugify(sector.attributes.name)}`);
    await expect(page.getByRole('combobox', { name: 'Secteur' })).toHaveValue(slugify(sector.attributes.name));
    await page.goBack();
    await expect(page).toHaveURL(a.path.alias);

    const breadcrumb = await jsonLd(page, 'BreadcrumbList');
    expect(breadcrumb.itemListElement.map((item: any) => item.name)).toEqual(['Accueil', 'Formations', 'Métiers', a.title]);
    expect(breadcrumb.itemListElement.slice(1, 3).map((item: any) => new URL(item.item).pathname)).toEqual(['/formations', '/metiers']);
    await expectNoAxeViolations(page);
  });
});

test.describe('printable sheet /pdfs/formation/{slug}', () => {
  test('prints every field without the site’s chrome', async ({ page, request }) => {
    const { attributes: a, path } = await firstFormation(request);
    const pdfPath = path.replace('/formation/', '/pdfs/formation/');
    const response = await page.goto(pdfPath);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.title);
    await expect(page).toHaveTitle(`${a.title} – fiche à imprimer | ${SITE}`);
    // A copy of the course's page: canonical to it, not indexed.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '').pathname).toBe(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.locator('#tarteaucitronRoot')).toHaveCount(0);
    await expect(page.getByText('Fiche formation', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Document généré le \d{1,2}(er)? [a-zéû]+ \d{4}$/)).toBeVisible();
    await expect(page.getByRole('link', { name: canonical ?? '' })).toBeVisible();

    const main = page.getByRole('main');
    for (const heading of ['Objectifs', 'Prérequis', 'Modalités et délais d’accès', 'Tarif', 'Contact']) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(main.getByText(a.field_code_rncp)).toBeVisible();
    await expect(page.getByRole('region', { name: `Nos résultats ${a.field_annee_indicateurs}` })).toContainText(percent(a.field_taux_insertion));

    const print = page.getByRole('button', { name: 'Imprimer ou enregistrer en PDF' });
    await expect(print).toBeVisible();
    await expectNoAxeViolations(page);
    await page.emulateMedia({ media: 'print' });
    await expect(print).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the print button opens the print dialog', async ({ page, request }) => {
    const { path } = await firstFormation(request);
    await page.goto(path.replace('/formation/', '/pdfs/formation/'), { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      (window as any).printed = 0;
      window.print = () => {
        (window as any).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Imprimer ou enregistrer en PDF' }).click();
    expect(await page.evaluate(() => (window as any).printed)).toBe(1);
  });
});
