import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { fillOfferForm, postOfferThroughSite } from './offer-helpers';

const cms = process.env['E2E_CMS_URL'];

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations).toEqual([]);
}

/** Opens the offer form; the login page comes first, then the form again. */
async function openFormAs(page: Page, name: string) {
  await page.goto('/offres-emploi/deposer');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Identifiant ou adresse e-mail').fill(name);
  await page.getByLabel('Mot de passe').fill('demo-entreprise');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/offres-emploi\/deposer$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Déposer une offre d’emploi');
}

/** Selects a word of the editor, as a mouse drag would. */
async function selectWord(page: Page, word: string) {
  await page.locator('.ql-editor').evaluate((editor, wanted) => {
    const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const index = node.textContent?.indexOf(wanted) ?? -1;
      if (index >= 0) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + wanted.length);
        const selection = window.getSelection();
        selection?.removeAllRanges();
        selection?.addRange(range);
        return;
      }
    }
    throw new Error(`"${wanted}" is not in the editor`);
  }, word);
}

// @writes: run after the suites that count the cms's offers (scripts/e2e.mjs).
test.describe('posting a job offer (/offres-emploi/deposer) @writes', () => {
  test('a company posts an offer with formatted text; it is in its list, on the board and on its page', async ({ page }) => {
    // 24–34 s on a loaded machine (typing in the editor, several writes and pages): near the default of 30 s it had then (now 60 s, see playwright.config.ts).
    test.slow();
    const title = `Apprenti boulanger (H/F) – essai ${Date.now()}`;
    await openFormAs(page, 'boulangerie-martin');
    await expect(page.getByLabel('Entreprise')).toHaveValue(/.+/);
    await expect(page.getByLabel('Date d’expiration de l’offre')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await expectNoAxeViolations(page);

    await fillOfferForm(page, title);

    const editor = page.locator('.ql-editor');
    await editor.click();
    await page.keyboard.type('Nous cherchons un apprenti motivé.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Pains au levain');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Liste à puces' }).click();
    await page.keyboard.type('Pétrir et façonner');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Cuire au four');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Voir notre site pour en savoir plus.');
    await selectWord(page, 'Pains au levain');
    await page.getByRole('button', { name: 'Gras' }).click();
    await expect(editor.locator('strong')).toHaveText('Pains au levain');
    await selectWord(page, 'site');
    await page.getByRole('button', { name: 'Lien' }).click();
    const address = page.getByRole('textbox', { name: 'Adresse du lien' });
    await address.fill('https://boulangerie-martin.example');
    await address.press('Enter');
    await expect(editor.locator('a[href="https://boulangerie-martin.example"]')).toHaveText('site');

    await page.getByRole('button', { name: 'Publier l’offre' }).click();
    await expect(page).toHaveURL(/\/mes-offres-emploi\?publiee=1$/);
    await expect(page.getByText('Votre offre est publiée.')).toBeVisible();
    const card = page.getByRole('main').getByRole('article').filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Brouillon', { exact: true })).toHaveCount(0);

    // On the public board within seconds (the cms asks the site to revalidate).
    await expect
      .poll(async () => {
        await page.goto('/offres-emploi');
        return page.getByRole('main').getByRole('article').filter({ hasText: title }).count();
      }, { timeout: 15_000 })
      .toBe(1);
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const description = page.getByRole('region', { name: 'Le poste' });
    await expect(description.locator('strong')).toHaveText('Pains au levain');
    await expect(description.locator('ul li')).toHaveText(['Pétrir et façonner', 'Cuire au four']);
    await expect(description.getByRole('link', { name: 'site' })).toHaveAttribute('href', 'https://boulangerie-martin.example');
    await expect(page.getByRole('region', { name: 'Postuler' }).getByRole('link', { name: 'recrutement@boulangerie-martin.example' })).toBeVisible();
  });

  test('a draft stays out of the board and is marked in the company’s list', async ({ page, request }) => {
    const title = `Brouillon d’offre ${Date.now()}`;
    await openFormAs(page, 'hotel-des-voyageurs');
    await page.getByLabel('Intitulé du poste').fill(title);
    await page.getByLabel('Type de contrat').selectOption({ label: 'CDI' });
    await page.getByLabel('Ville').fill('Saint-Malo');
    await page.getByLabel('Code postal').fill('35400');
    await page.getByLabel('Téléphone de contact').fill('02 99 40 00 00');
    await page.locator('.ql-editor').click();
    await page.keyboard.type('Réceptionniste de nuit.');
    await page.getByRole('button', { name: 'Enregistrer comme brouillon' }).click();
    await expect(page).toHaveURL(/\/mes-offres-emploi\?brouillon=1$/);
    await expect(page.getByRole('main').getByRole('article').filter({ hasText: title }).getByText('Brouillon', { exact: true })).toBeVisible();
    // Anonymous readers of the backend do not see it.
    const anonymous = await request.get(`${cms}/jsonapi/node/offre_emploi?filter[title]=${encodeURIComponent(title)}`);
    expect((await anonymous.json()).data).toEqual([]);
    await page.goto('/offres-emploi');
    await expect(page.getByRole('main').getByText(title)).toHaveCount(0);
  });

  test('an incomplete offer gets French messages beside the fields, a focused summary, and keeps what was typed', async ({ page }) => {
    await openFormAs(page, 'boulangerie-martin');
    await page.getByLabel('Intitulé du poste').fill('Commis de cuisine');
    await page.getByLabel('Code postal').fill('350');
    await page.getByLabel('E-mail de contact').fill('pas-une-adresse');
    await page.getByRole('button', { name: 'Publier l’offre' }).click();

    const summary = page.getByRole('heading', { name: /Le formulaire contient \d+ erreurs/ });
    await expect(summary).toBeVisible();
    await expect(page.locator(':focus')).toContainText(/Le formulaire contient/);
    await expect(page.getByText('Choisissez le type de contrat.').first()).toBeVisible();
    await expect(page.getByText('Le code postal doit comporter 5 chiffres, par exemple 35000.').first()).toBeVisible();
    await expect(page.getByText(/L’adresse e-mail n’est pas valide/).first()).toBeVisible();
    await expect(page.getByText('Décrivez le poste : missions, profil recherché, conditions.').first()).toBeVisible();
    await expect(page.getByLabel('Code postal')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Intitulé du poste')).toHaveValue('Commis de cuisine');
    await expect(page.getByLabel('Code postal')).toHaveValue('350');
    await expect(page).toHaveURL(/\/offres-emploi\/deposer$/);
    await expectNoAxeViolations(page);
  });

  test('script tags and javascript: links never run and are gone from the saved offer', async ({ page, request }) => {
    await openFormAs(page, 'boulangerie-martin');
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs++;
      await dialog.dismiss();
    });
    const title = `Offre piégée ${Date.now()}`;
    // Straight to the API with the session, as a hostile client would, past the editor's own filter.
    const created = await postOfferThroughSite(
      page,
      title,
      '<p>Bonjour<script>alert(1)</script> <a href="javascript:alert(2)">clic</a> <img src="x" onerror="alert(3)"></p>',
    );
    expect(created.status).toBe(201);
    const saved = await (await request.get(`${cms}/jsonapi/node/offre_emploi/${created.id}`)).json();
    const stored: string = saved.data.attributes.field_description.value;
    expect(stored).not.toMatch(/<script|javascript:|onerror/i);

    await page.goto(saved.data.attributes.path.alias);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const description = page.getByRole('region', { name: 'Le poste' });
    await expect(description).toContainText('Bonjour');
    await expect(description).toContainText('clic');
    expect(await description.innerHTML()).not.toMatch(/<script|javascript:|onerror/i);
    await page.waitForTimeout(500);
    expect(dialogs).toBe(0);
  });

  test('through the editor, javascript: links become plain text and pasted images are dropped', async ({ page, request }) => {
    await openFormAs(page, 'boulangerie-martin');
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs++;
      await dialog.dismiss();
    });
    const title = `Offre collée ${Date.now()}`;
    await fillOfferForm(page, title);

    const editor = page.locator('.ql-editor');
    await editor.click();
    await page.keyboard.type('Consultez notre vitrine.');
    // A link typed in the link tooltip.
    await selectWord(page, 'vitrine');
    await page.getByRole('button', { name: 'Lien' }).click();
    const address = page.getByRole('textbox', { name: 'Adresse du lien' });
    await address.fill('javascript:alert(1)');
    await address.press('Enter');
    await expect(address).toBeHidden();
    await expect(editor).toContainText('Consultez notre vitrine.');
    // HTML pasted from elsewhere, with a hostile link, a tracking image and an allowed link.
    await editor.press('End');
    await editor.evaluate((element) => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        '<p>Voir <a href="javascript:alert(2)">texte</a> <img src="http://pisteur.example/pixel.png"> et <a href="mailto:recrutement@boulangerie-martin.example">écrire</a>.</p>',
      );
      data.setData('text/plain', 'Voir texte et écrire.');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(editor).toContainText('Voir texte');
    await expect(editor.locator('a')).toHaveCount(1);
    await expect(editor.locator('img')).toHaveCount(0);

    await page.getByRole('button', { name: 'Publier l’offre' }).click();
    await expect(page).toHaveURL(/\/mes-offres-emploi\?publiee=1$/);
    const found = await (await request.get(`${cms}/jsonapi/node/offre_emploi?filter[title]=${encodeURIComponent(title)}`)).json();
    expect(found.data).toHaveLength(1);
    const stored: string = found.data[0].attributes.field_description.value;
    expect(stored).toContain('vitrine');
    expect(stored).toContain('texte');
    expect(stored).not.toMatch(/javascript:|about:blank|<img|pisteur/i);
    // Every link left has an address: no link-coloured text that does nothing.
    expect(stored).not.toMatch(/<a(?![^>]*\bhref=)[^>]*>/i);
    expect(stored.match(/<a\b/g)).toHaveLength(1);

    await page.goto(found.data[0].attributes.path.alias);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const description = page.getByRole('region', { name: 'Le poste' });
    await expect(description).toContainText('Consultez notre vitrine.');
    await expect(description).toContainText('Voir texte');
    await expect(description.locator('a')).toHaveCount(1);
    await expect(description.getByRole('link', { name: 'écrire' })).toHaveAttribute('href', 'mailto:recrutement@boulangerie-martin.example');
    await expect(description.locator('img')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });
});
