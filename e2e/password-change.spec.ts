import { type Browser, expect, type Page, test } from '@playwright/test';

// A company changes its password on /profile/modifier, as Drupal has it: its other sessions end,
// the one it used goes on (new session id and CSRF seed) and can still write. The account is one
// only the @writes profile test uses; this test runs before those and puts the password back.

const ACCOUNT = 'maison-gueguen-traiteur';
const PASSWORD = 'demo-entreprise';
const NEW_PASSWORD = 'nouveau-mot-de-passe-2026';

async function logIn(page: Page, pass: string) {
  await page.goto('/login');
  await page.getByLabel('Identifiant ou adresse e-mail').fill(ACCOUNT);
  await page.getByLabel('Mot de passe').fill(pass);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function changePassword(page: Page, from: string, to: string) {
  await page.goto('/profile/modifier');
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(to);
  await page.getByLabel('Confirmation du nouveau mot de passe').fill(to);
  await page.getByLabel('Mot de passe actuel').fill(from);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/profile\?enregistre=1$/);
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    storageState: {
      cookies: [{ name: 'tarteaucitron', value: '!googletagmanager=false!youtube=false', domain: new URL(process.env['E2E_BASE_URL'] ?? 'http://localhost:3000').hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }],
      origins: [],
    },
  });
  return context.newPage();
}

test('a new password ends the account’s other sessions; the session that changed it goes on and can still write', async ({ browser }) => {
  test.setTimeout(90_000);
  const [here, elsewhere] = [await newPage(browser), await newPage(browser)];
  await logIn(elsewhere, PASSWORD);
  await logIn(here, PASSWORD);
  try {
    await changePassword(here, PASSWORD, NEW_PASSWORD);

    // The session that changed it: still signed in, and a second write goes through (the form
    // fetches the new CSRF token rather than sending the one the old seed made).
    await here.goto('/profile/modifier');
    await here.getByLabel('Organisation').fill('Maison Guéguen, traiteur');
    await here.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(here).toHaveURL(/\/profile\?enregistre=1$/);
    await expect(here.getByRole('main').getByText('Maison Guéguen, traiteur', { exact: true })).toBeVisible();

    // The other browser's session is over: a page that needs one sends it to the login form.
    await elsewhere.goto('/mes-offres-emploi');
    await expect(elsewhere).toHaveURL(/\/login$/);

    // The old password no longer opens the account; the new one does.
    await elsewhere.getByLabel('Identifiant ou adresse e-mail').fill(ACCOUNT);
    await elsewhere.getByLabel('Mot de passe').fill(PASSWORD);
    await elsewhere.getByRole('button', { name: 'Se connecter' }).click();
    await expect(elsewhere.getByText('Identifiant ou mot de passe incorrect.')).toBeVisible();
    await logIn(elsewhere, NEW_PASSWORD);
  } finally {
    // Back to the demo password, from the session that is still alive.
    await changePassword(here, NEW_PASSWORD, PASSWORD);
    await here.context().close();
    await elsewhere.context().close();
  }
});
