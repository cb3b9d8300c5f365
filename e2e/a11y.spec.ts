import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { expectConsentReady } from './consent-ready';

// axe (WCAG 2.1 A and AA) on every public route, on a desktop and on a phone, and in the states the
// journeys reach: consent banner and panel, forms with their errors, signed-in pages, 404 pages.
// The other specs check their own pages too; this one makes sure no route is left out.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

async function expectNoViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const found = results.violations.map((violation) => `${violation.id} (${violation.nodes.length}): ${violation.nodes[0]?.target.join(' ')}`);
  expect(found, `axe on ${where}`).toEqual([]);
}

/** The first link of a list page whose path starts with `prefix` (real content, no hard-coded slug). */
async function firstLink(page: Page, from: string, prefix: string): Promise<string> {
  await page.goto(from);
  const href = await page.locator(`a[href^="${prefix}"]`).first().getAttribute('href', { timeout: 10_000 });
  if (!href) throw new Error(`no ${prefix} link on ${from}`);
  return href;
}

const FIXED = [
  '/',
  '/articles',
  '/articles?page=2',
  '/evenements',
  '/agenda',
  '/menus-restaurant',
  '/contact',
  '/formations-carte',
  '/formations',
  '/formations?niveau=cap&apprentissage=oui',
  '/metiers',
  '/nos-formations',
  '/offres-emploi',
  '/offres-emploi?contrat=apprentissage',
  '/login',
  '/mentions-legales',
  '/accessibilite',
  '/gestion-des-cookies',
  '/une-page-inconnue',
  '/articles?page=999',
];

/** Every kind of public page, with one real slug of each. */
async function publicRoutes(page: Page): Promise<string[]> {
  const course = await firstLink(page, '/nos-formations/boulangerie-patisserie', '/formation/');
  const place = await firstLink(page, '/formations-carte', '/formation-carte/');
  return [
    ...FIXED,
    await firstLink(page, '/articles', '/article/'),
    await firstLink(page, '/evenements', '/evenement/'),
    await firstLink(page, '/offres-emploi', '/offres-emploi/'),
    await firstLink(page, '/menus-restaurant', '/menu-restaurant/'),
    '/nos-formations/boulangerie-patisserie',
    course,
    await firstLink(page, course, '/metier/'),
    place,
    `/pdfs${course}`,
    `/pdfs${place}`,
  ];
}

test.describe('axe on every public route', () => {
  test.setTimeout(300_000);
  for (const [device, options] of [['desktop', {}], ['phone', PHONE]] as const) {
    test(`${device}`, async ({ browser }) => {
      const context = await browser.newContext({ ...options, locale: 'fr-FR', storageState: { cookies: [], origins: [] } });
      const page = await context.newPage();
      const routes = await publicRoutes(page);
      // A returning visitor who refused the cookies: the pages themselves.
      const origin = new URL(page.url()).origin;
      await context.addCookies([{ name: 'tarteaucitron', value: '!googletagmanager=false!youtube=false', url: origin }]);
      for (const route of routes) {
        // Hydrated once the site's island has asked the server's configuration ('networkidle'
        // would wait for the map's tiles, unreachable offline).
        const hydrated = page.waitForResponse((answer) => answer.url().endsWith('/api/client-config'), { timeout: 10_000 }).catch(() => undefined);
        const response = await page.goto(route);
        expect(response?.status(), route).toBeLessThan(500);
        await hydrated;
        await expectNoViolations(page, `${route} (${device})`);
      }
      await context.close();
    });
  }
});

test.describe('axe in the states a journey reaches', () => {
  test('consent banner, then its panel, for a new visitor', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR', storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto('/');
    await expectConsentReady(page);
    await expectNoViolations(page, 'the consent banner');
    await page.getByRole('dialog', { name: 'Panneau de gestion des cookies' }).getByRole('button', { name: /Personnaliser/ }).click();
    await expect(page.locator('#tarteaucitron')).toBeVisible();
    await expectNoViolations(page, 'the consent panel');
    await context.close();
  });

  test('forms with their errors: login, contact', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert').or(page.locator('[role="alert"], [aria-invalid="true"]')).first()).toBeVisible();
    await expectNoViolations(page, '/login with errors');
    await page.getByLabel('Identifiant ou adresse e-mail').fill('personne');
    await page.getByLabel('Mot de passe').fill('pas le bon');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText(/identifiant|mot de passe/i).first()).toBeVisible();
    await expectNoViolations(page, '/login refused');
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoViolations(page, '/contact with errors');
  });

  test('signed-in pages: profile, its form, my offers, the offer form and its errors', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/login');
    await page.getByLabel('Identifiant ou adresse e-mail').fill('boulangerie-martin');
    await page.getByLabel('Mot de passe').fill('demo-entreprise');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    for (const route of ['/profile', '/profile/modifier', '/mes-offres-emploi', '/offres-emploi/deposer']) {
      expect((await page.goto(route))?.status(), route).toBe(200);
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, route);
    }
    await page.getByLabel('Intitulé du poste').fill('');
    await page.getByRole('button', { name: 'Publier l’offre' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoViolations(page, 'the offer form with errors');
    await page.getByText('Mon compte (boulangerie-martin)').click();
    await expectNoViolations(page, 'the open account menu');
  });
});
