import { expect, type Browser, type Locator, type Page, test } from '@playwright/test';
import { fillOfferForm } from './offer-helpers';

// The offer form on a phone (issue 20, point 1): the description's editor takes its own height in
// the page at every width, long text included, so that the button under it is never covered and
// a tap on it publishes.

const WIDTHS = [
  { width: 320, height: 640, touch: true },
  { width: 390, height: 844, touch: true },
  { width: 1366, height: 768, touch: false },
];

async function formAt(browser: Browser, { width, height, touch }: (typeof WIDTHS)[number]) {
  const context = await browser.newContext({ viewport: { width, height }, hasTouch: touch, isMobile: touch });
  const page = await context.newPage();
  await page.goto('/offres-emploi/deposer');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Identifiant ou adresse e-mail').fill('boulangerie-martin');
  await page.getByLabel('Mot de passe').fill('demo-entreprise');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/offres-emploi\/deposer$/);
  return { context, page };
}

/** Each button in view, what a finger or a pointer at its centre reaches, and below the editor's box. */
async function expectReachable(page: Page, buttons: Locator[]) {
  const editorBottom = await page.locator('.ql-container').evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
  for (const button of buttons) {
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
    const { reached, top } = await button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { reached: hit !== null && element.contains(hit), top: box.top + window.scrollY };
    });
    expect(reached, `${await button.textContent()} is under something else`).toBe(true);
    // Nothing of the editor's box spills over it.
    expect(editorBottom).toBeLessThanOrEqual(top);
  }
}

// @writes: each width publishes an offer (scripts/e2e.mjs runs these after the counting suites).
test.describe('the offer form on phones and desktops @writes', () => {
  for (const size of WIDTHS) {
    test(`at ${size.width} px, the editor never covers "Publier l’offre", and a ${size.touch ? 'tap' : 'click'} on it publishes`, async ({ browser }) => {
      const { context, page } = await formAt(browser, size);
      const title = `Commis de cuisine (H/F) – ${size.width} px ${Date.now()}`;
      await fillOfferForm(page, title);

      const editor = page.locator('.ql-editor');
      await editor.click();
      for (let line = 1; line <= 12; line++) {
        await page.keyboard.insertText(`Ligne ${line} : missions, horaires et conditions du poste, décrites en détail pour les candidats.`);
        await page.keyboard.press('Enter');
      }
      await expect(editor.locator('p')).toHaveCount(13);

      const publish = page.getByRole('button', { name: 'Publier l’offre' });
      await expectReachable(page, [publish, page.getByRole('button', { name: 'Enregistrer comme brouillon' })]);
      if (size.touch) await publish.tap();
      else await publish.click();
      await expect(page).toHaveURL(/\/mes-offres-emploi\?publiee=1$/);
      await expect(page.getByRole('main').getByRole('article').filter({ hasText: title })).toHaveCount(1);

      // The same form, editing that offer: "Enregistrer les modifications" under the long text.
      await page.getByRole('link', { name: `Modifier l’offre « ${title} »` }).click();
      await expect(page).toHaveURL(/\/offres-emploi\/modifier\/[\w-]+$/);
      // Saved without the empty paragraph the last Enter left.
      await expect(page.locator('.ql-editor p')).toHaveCount(12);
      const save = page.getByRole('button', { name: 'Enregistrer les modifications' });
      await expectReachable(page, [save]);
      if (size.touch) await save.tap();
      else await save.click();
      await expect(page).toHaveURL(/\/mes-offres-emploi\?modifiee=1$/);
      await context.close();
    });
  }
});
