import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

// Issue 20, item 10: "Mot de passe oublié ?" under the login form, and the request for Drupal's
// one-time login link (core REST /user/password), which never says whether an account exists.

const CONFIRMATION = 'Si un compte correspond à cette adresse ou à cet identifiant, un courriel vous a été envoyé avec un lien de connexion à usage unique.';
const ATTACKER = 'http://attaquant.example';
const shots = process.env['SHOTS_DIR'];

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations).toEqual([]);
}

/** Sends the form with `identifier`; the confirmation (or error) shown, and the field's value after. */
async function ask(page: Page, identifier: string) {
  await page.goto('/mot-de-passe-oublie');
  await page.getByLabel('Adresse e-mail ou identifiant').fill(identifier);
  await page.getByRole('button', { name: 'Recevoir un lien de connexion' }).click();
}

test.describe('“Mot de passe oublié ?”', () => {
  test('the login page links to the request form, which passes axe at 390 and 1366 px', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page).toHaveURL(/\/mot-de-passe-oublie$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mot de passe oublié');
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (shots) await page.screenshot({ path: `${shots}/password-${width}.png`, fullPage: true });
    }
    await ask(page, 'inconnu@example.fr');
    await expect(page.getByRole('main').getByText(CONFIRMATION)).toBeVisible();
    await expectNoAxeViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/password-sent-${page.viewportSize()?.width}.png`, fullPage: true });
  });

  test('a known and an unknown account get the same French confirmation, the field kept', async ({ page }) => {
    const shown: string[] = [];
    for (const identifier of ['contact@boulangerie-martin.example', 'boulangerie-martin', 'personne@inconnu.example', 'compte-inexistant']) {
      await ask(page, identifier);
      const main = page.getByRole('main');
      await expect(main.getByText(CONFIRMATION)).toBeVisible();
      await expect(page.getByLabel('Adresse e-mail ou identifiant')).toHaveValue(identifier);
      shown.push(await main.locator('form').locator('..').innerText());
    }
    expect(new Set(shown).size).toBe(1);
  });

  test('without JavaScript, a known and an unknown account get the same status and page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false });
    const page = await context.newPage();
    const answers: { status: number; text: string }[] = [];
    for (const identifier of ['redaction', 'pas-de-compte-ici']) {
      await page.goto('/mot-de-passe-oublie');
      await page.getByLabel('Adresse e-mail ou identifiant').fill(identifier);
      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.request().method() === 'POST' && new URL(answer.url()).pathname === '/mot-de-passe-oublie'),
        page.getByRole('button', { name: 'Recevoir un lien de connexion' }).click(),
      ]);
      await expect(page.getByRole('main').getByText(CONFIRMATION)).toBeVisible();
      await expect(page.getByLabel('Adresse e-mail ou identifiant')).toHaveValue(identifier);
      answers.push({ status: response.status(), text: (await page.getByRole('main').innerText()).replace(identifier, '…') });
    }
    expect(answers[0]!.status).toBe(200);
    expect(answers[1]).toEqual(answers[0]);
    await context.close();
  });

  test('an empty field is refused beside the field, in French', async ({ page }) => {
    await ask(page, '   ');
    const field = page.getByLabel('Adresse e-mail ou identifiant');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('main')).toContainText('Saisissez votre adresse e-mail ou votre identifiant.');
    await expect(page.getByRole('main').getByText(CONFIRMATION)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the request posted from another site is refused (403), with or without JavaScript', async ({ page, request }) => {
    await page.goto('/mot-de-passe-oublie');
    // The form's action as its JavaScript posts it (intercepted, never sent).
    let captured: { id: string; type: string; body: Buffer } | undefined;
    await page.route('**/mot-de-passe-oublie', async (route) => {
      const sent = route.request();
      if (sent.method() !== 'POST') return route.continue();
      captured = { id: (await sent.headerValue('next-action')) ?? '', type: (await sent.headerValue('content-type')) ?? '', body: sent.postDataBuffer() ?? Buffer.alloc(0) };
      return route.abort();
    });
    await page.getByLabel('Adresse e-mail ou identifiant').fill('redaction');
    await page.getByRole('button', { name: 'Recevoir un lien de connexion' }).click();
    await expect.poll(() => captured?.id).toMatch(/^[0-9a-f]{40,}$/);
    for (const origin of [ATTACKER, 'null']) {
      const answer = await request.post('/mot-de-passe-oublie', { headers: { 'Next-Action': captured!.id, Origin: origin, 'Content-Type': captured!.type }, data: captured!.body });
      expect(answer.status(), origin).toBe(403);
    }
    // The same form without JavaScript, posted from the attacker's page.
    await page.unroute('**/mot-de-passe-oublie');
    await page.goto('/mot-de-passe-oublie');
    const fields = Object.fromEntries(
      await page.locator('form input[type="hidden"]').evaluateAll((inputs) => inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value])),
    ) as Record<string, string>;
    const refused = await request.post('/mot-de-passe-oublie', { headers: { Origin: ATTACKER, Accept: 'text/html' }, multipart: { ...fields, identifier: 'redaction' } });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain('Requête refusée.');
    // Drupal's route itself, forwarded by the site, refuses a cross-site write too.
    const forwarded = await request.post('/user/password?_format=json', { headers: { Origin: ATTACKER, 'Content-Type': 'application/json' }, data: { name: 'redaction' } });
    expect(forwarded.status()).toBe(403);
  });
});
