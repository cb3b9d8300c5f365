import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { COMPANY, drafts } from './drafts';
import { postOfferThroughSite } from './offer-helpers';

const cms = process.env['E2E_CMS_URL'];

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations).toEqual([]);
}

async function logIn(page: Page, name: string) {
  await page.goto('/login');
  await page.getByLabel('Identifiant ou adresse e-mail').fill(name);
  await page.getByLabel('Mot de passe').fill('demo-entreprise');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Creates a published offer with the page's session, through the site, as the form would. */
async function createOffer(page: Page, title: string): Promise<{ id: string; alias: string }> {
  const created = await postOfferThroughSite(page, title, '<p>Une offre à modifier.</p>');
  expect(created.status).toBe(201);
  return created;
}

const offerOnCms = async (request: APIRequestContext, id: string) =>
  (await (await request.get(`${cms}/jsonapi/node/offre_emploi/${id}`)).json()).data?.attributes;

test.describe('drafts in “Mes offres d’emploi” say they are drafts', () => {
  test('a draft offer is marked “Brouillon”, not published, with its last change; a published one keeps “Publiée le”', async ({ page }) => {
    const [draft] = await drafts('offre_emploi', COMPANY);
    expect(draft, 'the demo company has a draft offer').toBeDefined();
    if (!draft) return;
    await logIn(page, COMPANY.name);
    await page.goto('/mes-offres-emploi');
    const cards = page.getByRole('main').getByRole('article');

    const draftCard = cards.filter({ has: page.getByRole('heading', { name: draft.title, exact: true }) });
    await expect(draftCard).toHaveCount(1);
    await expect(draftCard.getByText('Brouillon', { exact: true })).toBeVisible();
    await expect(draftCard.getByText(/^Non publiée/)).toBeVisible();
    // The date of its last change, in French: "Modifiée le 3 novembre 2026".
    await expect(draftCard).toContainText(/Modifiée le\s*\d{1,2} \p{L}+ \d{4}/u);
    await expect(draftCard).not.toContainText('Publiée le');
    // The mark is read with the card's link, not only seen.
    await expect(draftCard.getByRole('link', { name: draft.title, exact: true })).toHaveAccessibleDescription(/Brouillon/);

    const published = cards.filter({ hasNotText: 'Brouillon' }).first();
    await expect(published).toContainText(/Publiée le\s*\d{1,2} \p{L}+ \d{4}/u);
    await expect(published).not.toContainText('Non publiée');
    await expect(published).not.toContainText('Modifiée le');
    await expectNoAxeViolations(page);
  });
});

test('“Déposer une nouvelle offre” is at the top of “Mes offres d’emploi”, before the cards, and under them', async ({ page }) => {
  await logIn(page, COMPANY.name);
  await page.goto('/mes-offres-emploi');
  const links = page.getByRole('main').getByRole('link', { name: 'Déposer une nouvelle offre' });
  await expect(links).toHaveCount(2);
  const grid = page.getByRole('main').getByRole('list', { name: 'Mes offres d’emploi' });
  const [top, bottom, cards] = await Promise.all([links.first().boundingBox(), links.last().boundingBox(), grid.boundingBox()]);
  expect(top!.y).toBeLessThan(cards!.y);
  expect(bottom!.y).toBeGreaterThan(cards!.y + cards!.height);
  // On a phone's first screen, without scrolling past the cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(links.first()).toBeInViewport();
  await links.first().click();
  await expect(page).toHaveURL(/\/offres-emploi\/deposer$/);
});

// @writes: run after the suites that count the cms's offers (scripts/e2e.mjs).
test.describe('managing one’s offers (/mes-offres-emploi, /offres-emploi/modifier/{id}) @writes', () => {
  test('the owner edits an offer, unpublishes it, publishes it again and extends it', async ({ page, request }) => {
    // 24–34 s on a loaded machine (typing in the editor, several writes and pages): near the default of 30 s it had then (now 60 s, see playwright.config.ts).
    test.slow();
    await logIn(page, 'boulangerie-martin');
    const title = `Offre à modifier ${Date.now()}`;
    const { id } = await createOffer(page, title);
    const before = await offerOnCms(request, id);

    await page.goto('/mes-offres-emploi');
    // The cards use the page's width (several a row on a wide screen).
    const cards = page.getByRole('main').getByRole('article');
    const [first, second] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
    expect(second!.x).toBeGreaterThan(first!.x);
    await page.getByRole('link', { name: `Modifier l’offre « ${title} »` }).click();
    await expect(page).toHaveURL(new RegExp(`/offres-emploi/modifier/${id}$`));
    await expect(page.getByLabel('Intitulé du poste')).toHaveValue(title);
    await expect(page.getByLabel('Code postal')).toHaveValue('35000');
    await expectNoAxeViolations(page);
    const renamed = `${title} (modifiée)`;
    await page.getByLabel('Intitulé du poste').fill(renamed);
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(page).toHaveURL(/\/mes-offres-emploi\?modifiee=1$/);
    await expect(page.getByText('Vos modifications sont enregistrées.')).toBeVisible();
    expect((await offerOnCms(request, id)).title).toBe(renamed);

    const card = page.getByRole('main').getByRole('article').filter({ hasText: renamed });
    await card.getByRole('button', { name: `Dépublier l’offre « ${renamed} »` }).click();
    await expect(card.getByRole('status')).toHaveText('Offre dépubliée : elle n’est plus sur le tableau.');
    await expect(card.getByText('Brouillon', { exact: true })).toBeVisible();
    // A draft never says when it was published: it says it is not, and when it last changed.
    await expect(card).toContainText('Non publiée');
    await expect(card).toContainText(/Modifiée le\s*\d{1,2} \p{L}+ \d{4}/u);
    await expect(card).not.toContainText('Publiée le');
    expect(await offerOnCms(request, id)).toBeUndefined(); // anonymous readers no longer see it
    await expectNoAxeViolations(page);

    await card.getByRole('button', { name: `Publier l’offre « ${renamed} »` }).click();
    await expect(card.getByRole('status')).toHaveText('Offre publiée.');
    await expect(card).toContainText(/Publiée le\s*\d{1,2} \p{L}+ \d{4}/u);
    await expect(card.getByText('Brouillon', { exact: true })).toHaveCount(0);
    await expect(card).not.toContainText('Non publiée');
    await card.getByRole('button', { name: `Prolonger de 60 jours l’offre « ${renamed} »` }).click();
    await expect(card.getByRole('status')).toHaveText(/^Offre prolongée jusqu’au \d{2}\/\d{2}\/\d{4}\.$/);
    const after = await offerOnCms(request, id);
    const days = (Date.parse(after.field_date_expiration) - Date.parse(before.field_date_expiration)) / 86400000;
    expect(days).toBe(60);
  });

  test('deleting asks for a confirmation first', async ({ page, request }) => {
    await logIn(page, 'boulangerie-martin');
    const title = `Offre à supprimer ${Date.now()}`;
    const { id } = await createOffer(page, title);
    await page.goto('/mes-offres-emploi');
    const card = page.getByRole('main').getByRole('article').filter({ hasText: title });
    await card.getByRole('button', { name: `Supprimer l’offre « ${title} »` }).click();
    const confirm = card.getByRole('group', { name: `Confirmer la suppression de l’offre « ${title} »` });
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    expect((await offerOnCms(request, id))?.title).toBe(title);
    await card.getByRole('button', { name: `Supprimer l’offre « ${title} »` }).click();
    await confirm.getByRole('button', { name: 'Oui, supprimer' }).click();
    await expect(page.getByRole('main').getByRole('article').filter({ hasText: title })).toHaveCount(0);
    expect((await request.get(`${cms}/jsonapi/node/offre_emploi/${id}`)).status()).toBe(404);
  });

  test('another company cannot open the edit page nor change the offer through the API', async ({ browser, request }) => {
    // 24–34 s on a loaded machine (typing in the editor, several writes and pages): near the default of 30 s it had then (now 60 s, see playwright.config.ts).
    test.slow();
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await logIn(owner, 'boulangerie-martin');
    const title = `Offre d’une autre entreprise ${Date.now()}`;
    const { id } = await createOffer(owner, title);
    await ownerContext.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, 'hotel-des-voyageurs');
    const response = await page.goto(`/offres-emploi/modifier/${id}`);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accès refusé');
    await expect(page).toHaveTitle('403 - Accès refusé');
    await expect(page.getByLabel('Intitulé du poste')).toHaveCount(0);
    await expectNoAxeViolations(page);

    const status = await page.evaluate(async (offerId) => {
      const token = await (await fetch('/session/token')).text();
      const answer = await fetch(`/jsonapi/node/offre_emploi/${offerId}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/vnd.api+json', Accept: 'application/vnd.api+json', 'X-CSRF-Token': token },
        body: JSON.stringify({ data: { type: 'node--offre_emploi', id: offerId, attributes: { title: 'Détournée' } } }),
      });
      return answer.status;
    }, id);
    expect(status).toBe(403);
    expect((await offerOnCms(request, id)).title).toBe(title);
    await context.close();
  });
});

test.describe('editing one’s profile (/profile/modifier) @writes', () => {
  test('saves the details; an e-mail change with a wrong current password is refused in French, the typing kept', async ({ page, request }) => {
    // 24–34 s on a loaded machine (typing in the editor, several writes and pages): near the default of 30 s it had then (now 60 s, see playwright.config.ts).
    test.slow();
    await logIn(page, 'hotel-des-voyageurs');
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Modifier mon profil' }).click();
    await expect(page).toHaveURL(/\/profile\/modifier$/);
    await expect(page.getByLabel('Adresse e-mail')).toHaveValue(/@/);
    await expectNoAxeViolations(page);

    const phone = `02 99 ${String(Date.now()).slice(-2)} 00 00`;
    await page.getByLabel('Téléphone').fill(phone);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page).toHaveURL(/\/profile\?enregistre=1$/);
    await expect(page.getByText('Votre profil est enregistré.')).toBeVisible();
    await expect(page.getByText(phone, { exact: true })).toBeVisible();

    await page.goto('/profile/modifier');
    await page.getByLabel('Adresse e-mail').fill('nouvelle-adresse@hotel.example');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Saisissez votre mot de passe actuel pour changer d’adresse e-mail ou de mot de passe.').first()).toBeVisible();
    await page.getByLabel('Mot de passe actuel').fill('pas-le-bon');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(/Votre mot de passe actuel est manquant ou incorrect/).first()).toBeVisible();
    await expect(page.getByLabel('Adresse e-mail')).toHaveValue('nouvelle-adresse@hotel.example');
    await expect(page.getByLabel('Mot de passe actuel')).toHaveValue('');
    await expectNoAxeViolations(page);
    // Nothing changed on the backend.
    const login = await request.post(`${cms}/user/login?_format=json`, { data: { name: 'nouvelle-adresse@hotel.example', pass: 'demo-entreprise' } });
    expect(login.status()).toBe(400);
  });
});

test.describe('a session that ends while a page is open @writes', () => {
  test('sends the user to /login and back to the page, with what was typed in the offer form', async ({ page, context }) => {
    await logIn(page, 'boulangerie-martin');
    await page.goto('/offres-emploi/deposer');
    const title = `Saisie conservée ${Date.now()}`;
    await page.getByLabel('Intitulé du poste').fill(title);
    await page.getByLabel('Ville').fill('Vitré');

    // The session ends on the backend (as after a logout in another tab); the page is still open.
    const token = (await context.cookies()).find((cookie) => cookie.name === 'logout_token')!.value;
    expect(await page.evaluate(async (logoutToken) => (await fetch(`/user/logout?_format=json&token=${logoutToken}`, { method: 'POST' })).status, token)).toBe(204);
    // Past SWR's 2 s deduplication of the first check, the tab comes back into focus.
    await page.waitForTimeout(2_500);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));

    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Identifiant ou adresse e-mail').fill('boulangerie-martin');
    await page.getByLabel('Mot de passe').fill('demo-entreprise');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/offres-emploi\/deposer$/);
    await expect(page.getByText('Votre saisie a été conservée.')).toBeVisible();
    await expect(page.getByLabel('Intitulé du poste')).toHaveValue(title);
    await expect(page.getByLabel('Ville')).toHaveValue('Vitré');
  });
});
