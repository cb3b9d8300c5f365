import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const cms = process.env['E2E_CMS_URL'];

/** Today in Paris (YYYY-MM-DD), as the site compares dates. */
function todayInParis(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
}

test.describe('home page', () => {
  test('shows the latest article read from the cms, in French', async ({ page, request }) => {
    const latest = await request.get(`${cms}/jsonapi/node/article?sort=-created&page[limit]=1`);
    const title: string = (await latest.json()).data[0].attributes.title;
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const news = page.getByRole('region', { name: 'Actualités' });
    await expect(news.getByRole('heading', { level: 3 }).first()).toHaveText(title);
    // The publication date is written in French.
    await expect(news.getByText(/^Publié le (\d{1,2}|1er) [a-zéû]+ \d{4}$/).first()).toBeVisible();
  });

  test('has a skip link to the main content and no axe violations', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations).toEqual([]);
  });

  test('has a hero, one h1 and a section per content family, each linking to its list', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('CFA Campus des Métiers');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/?$/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CFA Campus des Métiers');
    const sections = [
      ['Prochains événements', '/evenements'],
      ['Actualités', '/articles'],
      ['Nos formations en apprentissage', '/formations-carte'],
      ['Cette semaine au restaurant d’application', '/menus-restaurant'],
      ['Dernières offres d’emploi', '/offres-emploi'],
    ] as const;
    for (const [name, list] of sections) {
      const region = page.getByRole('region', { name });
      await expect(region.getByRole('heading', { level: 2, name })).toBeVisible();
      await expect(region.getByRole('link', { name: /^Voir tout/ })).toHaveAttribute('href', list);
    }
  });

  test('shows the next events, the featured courses, this week’s menu and the open job offers from the cms', async ({ page, request }) => {
    const today = todayInParis();
    const [events, formations, menus, offers] = await Promise.all([
      request.get(`${cms}/jsonapi/node/evenement?sort=field_date_debut&page[limit]=50`),
      request.get(`${cms}/jsonapi/node/formation?sort=-sticky,-promote,title&page[limit]=6`),
      request.get(`${cms}/jsonapi/node/menu_restaurant?page[limit]=50`),
      request.get(`${cms}/jsonapi/node/offre_emploi?sort=-created&page[limit]=3&filter[field_date_expiration][value]=${today}&filter[field_date_expiration][operator]=%3E%3D`),
    ]).then((responses) => Promise.all(responses.map((response) => response.json())));

    const upcomingEvents = events.data
      // Events starting today or later, in Paris.
      .filter((event: any) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(event.attributes.field_date_debut)) >= today)
      .slice(0, 3)
      .map((event: any) => event.attributes.title);
    const nextMenu = menus.data
      .map((menu: any) => ({ title: menu.attributes.title, next: [...menu.attributes.field_dates_service].sort().find((day: string) => day >= today) }))
      .filter((menu: any) => menu.next)
      .sort((a: any, b: any) => a.next.localeCompare(b.next))[0];

    await page.goto('/');
    const eventsRegion = page.getByRole('region', { name: 'Prochains événements' });
    if (upcomingEvents.length > 0) await expect(eventsRegion.getByRole('heading', { level: 3 })).toHaveText(upcomingEvents);
    else await expect(eventsRegion.getByText('Aucun événement à venir pour le moment.')).toBeVisible();

    const courses = page.getByRole('region', { name: 'Nos formations en apprentissage' });
    await expect(courses.getByRole('heading', { level: 3 })).toHaveText(formations.data.map((course: any) => course.attributes.title));
    await expect(courses.getByRole('link', { name: formations.data[0].attributes.title })).toHaveAttribute('href', formations.data[0].attributes.path.alias);

    const restaurant = page.getByRole('region', { name: 'Cette semaine au restaurant d’application' });
    if (nextMenu) await expect(restaurant.getByRole('heading', { level: 3 })).toHaveText(nextMenu.title);
    else await expect(restaurant.getByText('Aucun menu n’est programmé pour le moment.')).toBeVisible();

    const jobs = page.getByRole('region', { name: 'Dernières offres d’emploi' });
    await expect(jobs.getByRole('heading', { level: 3 })).toHaveText(offers.data.map((offer: any) => offer.attributes.title));
    for (const offer of offers.data) {
      await expect(jobs.getByRole('link', { name: offer.attributes.title })).toHaveAttribute('href', /^\/offres-emploi\/[^/]+$/);
    }
    await expect(jobs.getByText('Expirée', { exact: true })).toHaveCount(0);
  });

  test('describes the school as an EducationalOrganization in JSON-LD', async ({ page }) => {
    await page.goto('/');
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    const school = data.find((item) => item['@type'] === 'EducationalOrganization');
    expect(school).toBeDefined();
    expect(school['@context']).toBe('https://schema.org');
    expect(school.name).toBe('CFA Campus des Métiers');
    expect(school.url).toMatch(/^https?:\/\/[^/]+\/$/);
    expect(school.description).toEqual(expect.any(String));
    expect(school.address).toMatchObject({
      '@type': 'PostalAddress',
      streetAddress: '12 rue des Métiers',
      postalCode: '35000',
      addressLocality: 'Rennes',
      addressCountry: 'FR',
    });
    expect(school.telephone).toBe('02 99 12 34 56');
    expect(school.email).toBe('contact@campus-des-metiers.fr');
  });
});
