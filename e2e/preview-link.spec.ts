import { createHmac } from 'node:crypto';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { drafts, EDITOR } from './drafts';

// Preview from the backend's admin (issue 17): the `next` module 1.6's signed links, opened by an
// editor who has no session on the site. The site checks the link with the backend
// (`POST /next/preview-url`) and reads the link's draft with its OAuth client (`/oauth/token`,
// client credentials). The cms signs links with DRAFT_SECRET as Drupal does with its private key.

const banner = (page: Page) => page.getByRole('region', { name: 'Mode aperçu' });
const previewCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter((cookie) => ['__prerender_bypass', 'next_drupal_draft_data', 'campus_preview'].includes(cookie.name));

/** The link the next module's simple_oauth generator gives an editor for `slug`, made `ageSeconds` ago. */
function signedLink(slug: string, { ageSeconds = 0, scope = 'editor', resourceVersion = 'rel:latest-version' } = {}): URLSearchParams {
  const secret = process.env['E2E_DRAFT_SECRET'] ?? '';
  const timestamp = String(Math.floor(Date.now() / 1000) - ageSeconds);
  const hmac = createHmac('sha256', secret).update(`${timestamp}${slug}${scope}${resourceVersion}`).digest('base64url');
  return new URLSearchParams({ slug, scope, timestamp, secret: hmac, plugin: 'simple_oauth', locale: 'fr', defaultLocale: 'fr', resourceVersion });
}

test.describe('preview links from the backend’s admin (signed, no session on the site)', () => {
  test.beforeAll(() => {
    expect(process.env['E2E_DRAFT_SECRET'], 'scripts/e2e.mjs gives the cms a preview secret').toBeTruthy();
  });

  test('opens the link’s draft without any session, under the banner, and only that draft', async ({ page, context }) => {
    const [draft, other] = await drafts('article', EDITOR);
    if (!draft || !other) throw new Error('the demo content has two draft articles');
    expect((await page.goto(draft.alias))?.status()).toBe(404);

    const response = await page.goto(`/api/draft?${signedLink(draft.alias).toString()}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toMatch(/private|no-store/);
    await expect(page).toHaveURL(new RegExp(`${draft.alias}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title);
    await expect(banner(page)).toContainText('vous voyez le brouillon ouvert depuis le lien d’aperçu ; les autres pages restent telles qu’elles sont publiées.');
    await expect(page.getByRole('main')).toContainText('Brouillon — non publié');
    const cookies = await previewCookies(context);
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual(['__prerender_bypass', 'campus_preview', 'next_drupal_draft_data']);
    expect(cookies.every((cookie) => cookie.httpOnly)).toBe(true);
    // No token or secret of the OAuth client reaches the browser.
    expect(JSON.stringify(await context.cookies())).not.toMatch(/Bearer|access_token/);
    expect(await page.content()).not.toMatch(/access_token|Bearer /);

    // Another draft stays out of reach in this preview; published pages show as usual.
    expect((await page.goto(other.alias))?.status()).toBe(404);
    expect((await page.goto('/articles'))?.status()).toBe(200);
    await expect(banner(page)).toBeVisible();

    // The draft data is bound to its companion: pointing it at the other draft ends the preview.
    const data = cookies.find((cookie) => cookie.name === 'next_drupal_draft_data');
    if (!data) throw new Error('no draft data cookie');
    await context.addCookies([{ ...data, value: encodeURIComponent(JSON.stringify({ path: other.alias, resourceVersion: 'rel:latest-version', uuid: other.id })) }]);
    expect((await page.goto(other.alias))?.status()).toBe(404);
    expect(await previewCookies(context)).toEqual([]);
    expect((await page.goto(draft.alias))?.status()).toBe(404);
  });

  test('refuses a forged, altered or expired link, and previews the signed slug whatever path is added', async ({ page, context }) => {
    const [draft, other] = await drafts('article', EDITOR);
    if (!draft || !other) throw new Error('the demo content has two draft articles');
    const forged = signedLink(draft.alias);
    forged.set('secret', 'pas-le-bon-secret-mais-presque-aussi-long-que');
    const altered = signedLink(draft.alias);
    altered.set('slug', other.alias);
    const widened = signedLink(draft.alias);
    widened.set('scope', 'administrator');
    for (const [name, params] of [
      ['forged', forged],
      ['another slug', altered],
      ['another scope', widened],
      ['expired', signedLink(draft.alias, { ageSeconds: 3600 })],
    ] as const) {
      const response = await page.goto(`/api/draft?${params.toString()}`);
      expect(response?.status(), name).toBe(401);
      await expect(page.locator('body')).toContainText('Lien d’aperçu refusé');
      expect(await previewCookies(context), name).toEqual([]);
    }
    const incomplete = signedLink(draft.alias);
    incomplete.delete('timestamp');
    expect((await page.goto(`/api/draft?${incomplete.toString()}`))?.status()).toBe(400);

    const withPath = signedLink(draft.alias);
    withPath.set('path', other.alias);
    expect((await page.goto(`/api/draft?${withPath.toString()}`))?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${draft.alias}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title);
    expect((await page.goto(other.alias))?.status()).toBe(404);

    expect((await page.goto(draft.alias))?.status()).toBe(200);
    await banner(page).getByRole('link', { name: 'Quitter l’aperçu' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await previewCookies(context)).toEqual([]);
    expect((await page.goto(draft.alias))?.status()).toBe(404);
  });
});
