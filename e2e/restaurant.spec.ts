import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

const cms = process.env['E2E_CMS_URL'];
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type CmsMenu = {
  title: string;
  alias: string;
  dates: string[];
  entrees: string[];
  plats: string[];
  desserts: string[];
  prix: string | null;
  reservation: string;
};

/** Today in Paris, as the site compares service days. */
function todayInParis(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
}

/** "mardi 24 novembre 2026" ("1er" for the first day), as the site writes a service day. */
function frenchDate(day: string): string {
  return new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
    .formatToParts(new Date(day))
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}

function euros(prix: string): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(Number(prix));
}

async function cmsMenus(request: APIRequestContext): Promise<CmsMenu[]> {
  const response = await request.get(`${cms}/jsonapi/node/menu_restaurant?page[limit]=50`);
  expect(response.ok()).toBe(true);
  return (await response.json()).data.map((node: any) => ({
    title: node.attributes.title,
    alias: node.attributes.path.alias,
    dates: [...node.attributes.field_dates_service].sort(),
    entrees: node.attributes.field_entrees,
    plats: node.attributes.field_plats,
    desserts: node.attributes.field_desserts,
    prix: node.attributes.field_prix,
    reservation: node.attributes.field_reservation?.processed ?? '',
  }));
}

/** Upcoming menus by next service day, then past ones by last service day, newest first. */
function expectedOrder(menus: CmsMenu[]) {
  const today = todayInParis();
  const next = (menu: CmsMenu) => menu.dates.find((day) => day >= today);
  const upcoming = menus.filter((menu) => next(menu)).sort((a, b) => next(a)!.localeCompare(next(b)!));
  const past = menus
    .filter((menu) => !next(menu))
    .sort((a, b) => b.dates[b.dates.length - 1]!.localeCompare(a.dates[a.dates.length - 1]!))
    .slice(0, 12);
  return { upcoming, past };
}

async function jsonLd(page: Page): Promise<any[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text));
}

test.describe('restaurant menus', () => {
  test('lists the upcoming menus first, then the past ones, with their courses and prices', async ({ page, request }) => {
    const { upcoming, past } = expectedOrder(await cmsMenus(request));
    expect(upcoming.length).toBeGreaterThan(0);
    const response = await page.goto('/menus-restaurant');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Les menus du restaurant d’application | CFA Campus des Métiers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Les menus du restaurant d’application');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/menus-restaurant$/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/menus-restaurant$/);
    await expect(page.getByText('Réservation obligatoire')).toBeVisible();

    const next = page.getByRole('region', { name: 'Prochains menus' });
    await expect(next.getByRole('heading', { level: 3 })).toHaveText(upcoming.map((menu) => menu.title));
    const first = upcoming[0]!;
    const firstCard = next.getByRole('article').first();
    await expect(firstCard.getByRole('link', { name: first.title })).toHaveAttribute('href', first.alias);
    await expect(firstCard.getByText(first.entrees[0]!)).toBeVisible();
    await expect(firstCard.getByText(first.plats[0]!)).toBeVisible();
    await expect(firstCard.getByText(first.desserts[0]!)).toBeVisible();
    if (first.prix) await expect(firstCard.getByText(euros(first.prix))).toBeVisible();
    const nextDay = first.dates.find((day) => day >= todayInParis())!;
    await expect(firstCard.locator(`time[datetime="${nextDay}"]`)).toHaveText(frenchDate(nextDay));

    if (past.length > 0) {
      const previous = page.getByRole('region', { name: 'Menus passés' });
      await expect(previous.getByRole('heading', { level: 3 })).toHaveText(past.map((menu) => menu.title));
    }

    const breadcrumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(breadcrumbs.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    const [list] = (await jsonLd(page)).filter((data) => data['@type'] === 'BreadcrumbList');
    expect(list.itemListElement.map((item: any) => item.name)).toEqual(['Accueil', 'Restaurant d’application']);
  });

  test('a card leads to its menu with the keyboard', async ({ page, request }) => {
    const { upcoming } = expectedOrder(await cmsMenus(request));
    const first = upcoming[0]!;
    await page.goto('/menus-restaurant');
    const link = page.getByRole('region', { name: 'Prochains menus' }).getByRole('link', { name: first.title });
    await link.focus();
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${first.alias}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  });

  test('shows a menu in full: service days, courses, price, reservation, structured data', async ({ page, request }) => {
    const { upcoming } = expectedOrder(await cmsMenus(request));
    const menu = upcoming[0]!;
    const response = await page.goto(menu.alias);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${menu.title} | CFA Campus des Métiers`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(menu.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${menu.alias}$`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', menu.title);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');

    const dates = page.getByRole('region', { name: 'Dates de service' });
    await expect(dates.getByRole('listitem')).toHaveText(menu.dates.map(frenchDate));
    const courses = page.getByRole('region', { name: 'Au menu' });
    await expect(courses.getByRole('list', { name: 'Entrées' }).getByRole('listitem')).toHaveText(menu.entrees);
    await expect(courses.getByRole('list', { name: 'Plats' }).getByRole('listitem')).toHaveText(menu.plats);
    await expect(courses.getByRole('list', { name: 'Desserts' }).getByRole('listitem')).toHaveText(menu.desserts);
    if (menu.prix) await expect(courses.getByText(`Prix du menu : ${euros(menu.prix)}`)).toBeVisible();
    const reservation = menu.reservation.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 40);
    await expect(page.getByRole('region', { name: 'Réservation' })).toContainText(reservation);

    const breadcrumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(breadcrumbs.getByRole('link', { name: 'Restaurant d’application' })).toHaveAttribute('href', '/menus-restaurant');
    await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText(menu.title);

    const data = await jsonLd(page);
    const list = data.find((item) => item['@type'] === 'BreadcrumbList');
    expect(list.itemListElement.map((item: any) => item.name)).toEqual(['Accueil', 'Restaurant d’application', menu.title]);
    expect(list.itemListElement[1].item).toMatch(/\/menus-restaurant$/);
    const jsonMenu = data.find((item) => item['@type'] === 'Menu');
    expect(jsonMenu.name).toBe(menu.title);
    expect(jsonMenu.hasMenuSection.map((section: any) => section.name)).toEqual(['Entrées', 'Plats', 'Desserts']);
    expect(jsonMenu.hasMenuSection[0].hasMenuItem.map((item: any) => item.name)).toEqual(menu.entrees);
    if (menu.prix) expect(jsonMenu.offers).toMatchObject({ priceCurrency: 'EUR', price: Number(menu.prix).toFixed(2) });
  });

  test('answers 404 for an unknown menu or another kind of content', async ({ page }) => {
    const unknown = await page.goto('/menu-restaurant/ce-menu-n-existe-pas');
    expect(unknown?.status()).toBe(404);
    const other = await page.goto('/menu-restaurant/mentions-legales');
    expect(other?.status()).toBe(404);
  });

  test('the list and a menu have no axe violations', async ({ page, request }) => {
    const { upcoming, past } = expectedOrder(await cmsMenus(request));
    for (const path of ['/menus-restaurant', upcoming[0]!.alias, ...(past[0] ? [past[0].alias] : [])]) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(results.violations, path).toEqual([]);
    }
  });
});
