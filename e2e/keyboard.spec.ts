import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectConsentReady } from './consent-ready';

// Keyboard-only journeys (RGAA 7.3, 10.7, 12.8): every step is done with the keyboard, and the
// element that has the focus is visibly marked (an outline or a box shadow).

/** Presses Tab until `target` has the focus (at most `max` times), then checks the focus is visible. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The focused element (or, for the rich-text editor, its frame) shows a focus ring. */
async function expectVisibleFocus(page: Page): Promise<void> {
  const marked = await page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return false;
    // The rich-text editor draws its ring on its frame (`.ql-container:focus-within`).
    const boxes = [focused, focused.closest('.ql-container')].filter((box): box is Element => box !== null);
    return boxes.some((box) => {
      const style = getComputedStyle(box);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    });
  });
  expect(marked, 'the focused element shows a focus indicator').toBe(true);
}

test.describe('keyboard only', () => {
  test.describe('cookies', () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    for (const choice of ['Tout refuser', 'Tout accepter'] as const) {
      test(`"${choice}" from the keyboard`, async ({ page, context }) => {
        await context.route(/googletagmanager\.com|google-analytics\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
        await page.goto('/');
        await expectConsentReady(page);
        const banner = page.getByRole('dialog', { name: 'Panneau de gestion des cookies' });
        // The modal banner takes the focus itself: the first Tab lands in it.
        await tabTo(page, banner.getByRole('button', { name: `Cookies : ${choice}` }), 6);
        await page.keyboard.press('Enter');
        await expect(banner).toBeHidden();
        const cookie = (await context.cookies()).find((entry) => entry.name === 'tarteaucitron')?.value ?? '';
        expect(cookie).toContain(choice === 'Tout accepter' ? 'youtube=true' : 'youtube=false');
      });
    }
  });

  test('log in, from the skip links to the form', async ({ page }) => {
    await page.goto('/login');
    await tabTo(page, page.getByLabel('Identifiant ou adresse e-mail'));
    await page.keyboard.type('boulangerie-martin');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Mot de passe')).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.type('demo-entreprise');
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByText('Mon compte (boulangerie-martin)')).toBeVisible();
  });

  test('the paginator of the news', async ({ page }) => {
    await page.goto('/articles');
    const pages = page.getByRole('navigation', { name: 'Pagination' });
    await tabTo(page, pages.getByRole('link', { name: /page 2|^2$/i }).first(), 120);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/articles\?page=2$/);
  });

  test('the agenda’s months', async ({ page }) => {
    await page.goto('/agenda');
    await tabTo(page, page.getByRole('navigation', { name: 'Changer de mois' }).getByRole('link', { name: /Mois suivant/ }), 120);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/agenda\?mois=\d{4}-\d{2}$/);
    await expect(page.getByRole('heading', { level: 2, name: /\d{4}/ }).first()).toBeVisible();
  });

  test('@writes post an offer with the rich-text editor', async ({ page }) => {
    // 24–34 s on a loaded machine (typing in the editor, several writes and pages): near the default of 30 s it had then (now 60 s, see playwright.config.ts).
    test.slow();
    const title = `Offre au clavier ${Date.now()}`;
    await page.goto('/login');
    await tabTo(page, page.getByLabel('Identifiant ou adresse e-mail'));
    await page.keyboard.type('hotel-des-voyageurs');
    await page.keyboard.press('Tab');
    await page.keyboard.type('demo-entreprise');
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/offres-emploi/deposer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Déposer une offre d’emploi');

    await tabTo(page, page.getByLabel('Intitulé du poste'));
    await page.keyboard.type(title);
    await tabTo(page, page.getByLabel('Type de contrat'));
    // A native select: typing a letter picks the first matching option.
    await page.keyboard.type('CDI');
    await expect(page.getByLabel('Type de contrat')).toHaveValue(/.+/);
    await tabTo(page, page.getByLabel('Ville'));
    await page.keyboard.type('Saint-Malo');
    await tabTo(page, page.getByLabel('Code postal'));
    await page.keyboard.type('35400');
    await tabTo(page, page.getByLabel('E-mail de contact'));
    await page.keyboard.type('accueil@hotel-des-voyageurs.example');
    // The editor: reached with Tab, written in, formatted with the keyboard shortcut.
    const editor = page.locator('.ql-editor');
    await tabTo(page, editor);
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Veilleur de nuit');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' : accueil des clients et clôture de caisse.');
    await expect(editor.locator('strong')).toHaveText('Veilleur de nuit');
    await tabTo(page, page.getByRole('button', { name: 'Publier l’offre' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mes-offres-emploi\?publiee=1$/);
    await expect(page.getByRole('main').getByRole('article').filter({ hasText: title })).toHaveCount(1);
  });
});
