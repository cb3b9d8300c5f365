import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';

const cms = process.env['E2E_CMS_URL'];
const COMPANY = { name: 'boulangerie-martin', pass: 'demo-entreprise' };

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations).toEqual([]);
}

async function logIn(page: Page, name = COMPANY.name, pass = COMPANY.pass) {
  await page.getByLabel('Identifiant ou adresse e-mail').fill(name);
  await page.getByLabel('Mot de passe').fill(pass);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

const cookieNames = async (context: BrowserContext) => (await context.cookies()).map((cookie) => cookie.name).sort();

test.describe('sessions', () => {
  test('an anonymous visitor opening /mes-offres-emploi logs in and is brought back, with the session cookies set', async ({ page, context, request }) => {
    const response = await page.goto('/mes-offres-emploi');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion');
    expect((await context.cookies()).find((cookie) => cookie.name === 'authRedirect')?.value).toBe('%2Fmes-offres-emploi');
    await expectNoAxeViolations(page);

    await logIn(page);
    await expect(page).toHaveURL(/\/mes-offres-emploi$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes offres d’emploi');

    // The company's offers in every state, drafts included (read with its own session).
    const login = await request.post(`${cms}/user/login?_format=json`, { data: COMPANY });
    const { current_user: me } = await login.json();
    const mine = await request.get(`${cms}/jsonapi/node/offre_emploi?filter[uid.meta.drupal_internal__target_id]=${me.uid}&page[limit]=50`);
    const owned = (await mine.json()).data as { attributes: { title: string; status: boolean } }[];
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(owned.length);
    const drafts = owned.filter((offer) => !offer.attributes.status);
    expect(drafts.length).toBeGreaterThan(0);
    await expect(cards.filter({ hasText: drafts[0]!.attributes.title }).getByText('Brouillon')).toBeVisible();
    await expectNoAxeViolations(page);

    const cookies = await context.cookies();
    const session = cookies.find((cookie) => /^S?SESS[0-9a-f]{32}$/.test(cookie.name));
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(session?.domain).toBe('localhost');
    expect(cookies.find((cookie) => cookie.name === 'logout_token')?.httpOnly).toBe(true);
    expect(cookies.find((cookie) => cookie.name === 'csrf_token')?.value).toMatch(/.{20,}/);
    expect(JSON.parse(decodeURIComponent(cookies.find((cookie) => cookie.name === 'user')!.value))).toEqual({ uid: me.uid, name: COMPANY.name });
    expect(cookies.find((cookie) => cookie.name === 'authRedirect')).toBeUndefined();

    // The header knows the user, on a page that is the same for every visitor.
    await page.goto('/');
    await expect(page.getByText(`Mon compte (${COMPANY.name})`)).toBeVisible();
  });

  test('a wrong password is refused in French, the identifier kept and the password not', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Saisissez votre identifiant ou votre adresse e-mail.').first()).toBeVisible();
    await expect(page.getByText('Saisissez votre mot de passe.').first()).toBeVisible();
    await expect(page.getByLabel('Identifiant ou adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await logIn(page, COMPANY.name, 'mauvais-mot-de-passe');
    await expect(page.getByText('Identifiant ou mot de passe incorrect.')).toBeVisible();
    await expect(page.getByLabel('Identifiant ou adresse e-mail')).toHaveValue(COMPANY.name);
    await expect(page.getByLabel('Mot de passe')).toHaveValue('');
    await expect(page).toHaveURL(/\/login$/);
    await expectNoAxeViolations(page);
  });

  test('the login form works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, 'hotel-des-voyageurs');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon profil');
    await expect(page.getByText('hotel-des-voyageurs', { exact: true })).toBeVisible();
    await context.close();
  });

  test('/login while logged in goes to the saved page or home; logout clears the cookies', async ({ page, context }) => {
    await page.goto('/login');
    await logIn(page);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);

    await page.getByText(`Mon compte (${COMPANY.name})`).click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    const left = await cookieNames(context);
    expect(left.filter((name) => /^S?SESS/.test(name) || ['csrf_token', 'logout_token', 'user'].includes(name))).toEqual([]);
    // The backend's session is over too: the protected page asks for a login again.
    await page.goto('/mes-offres-emploi');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an ended session on a login-required page clears the leftovers and asks to log in', async ({ page, context }) => {
    await page.goto('/login');
    await logIn(page);
    await expect(page).toHaveURL(/\/$/);
    // The backend forgets the session (as after a password change elsewhere); the site's cookies remain.
    const session = (await context.cookies()).find((cookie) => /^S?SESS/.test(cookie.name))!;
    await context.addCookies([{ ...session, value: 'x'.repeat(43) }]);
    await page.goto('/offres-emploi/deposer');
    await expect(page).toHaveURL(/\/login$/);
    const left = await cookieNames(context);
    expect(left).not.toContain('user');
    expect(left).not.toContain('csrf_token');
    expect(left).not.toContain('logout_token');
    expect((await context.cookies()).find((cookie) => cookie.name === 'authRedirect')?.value).toBe('%2Foffres-emploi%2Fdeposer');
  });

  test('the backend is reached through the site’s origin: CSRF token, current user, refused logout from elsewhere', async ({ page, request }) => {
    const anonymous = await request.get('/api/users?_format=json');
    expect(anonymous.status()).toBe(200);
    expect(await anonymous.json()).toEqual([]);
    const token = await request.get('/session/token');
    expect(token.status()).toBe(200);
    expect((await token.text()).length).toBeGreaterThan(20);

    // A write without the CSRF token is refused by the backend, through the site.
    await page.goto('/login');
    await logIn(page);
    await expect(page).toHaveURL(/\/$/);
    const refused = await page.evaluate(async () => {
      const response = await fetch('/jsonapi/node/offre_emploi', {
        method: 'POST',
        headers: { 'Content-Type': 'application/vnd.api+json', Accept: 'application/vnd.api+json' },
        body: JSON.stringify({ data: { type: 'node--offre_emploi', attributes: { title: 'Sans jeton' } } }),
      });
      return response.status;
    });
    expect(refused).toBe(403);
    const me = await page.evaluate(async () => (await (await fetch('/api/users?_format=json')).json())[0]?.name);
    expect(me).toBe(COMPANY.name);

    // Logout only by POST from the site itself.
    expect((await request.get('/deconnexion')).status()).toBe(405);
    expect((await request.post('/deconnexion', { headers: { Origin: 'https://evil.example' }, maxRedirects: 0 })).status()).toBe(403);
  });
});
