import { type APIRequestContext, expect, type Page, request as http } from '@playwright/test';

// Accounts, cms sessions and drafts shared by the specs of preview and of what a session may do.

export const cms = process.env['E2E_CMS_URL'] ?? 'http://127.0.0.1:8080';

export type Account = { name: string; pass: string };
export const EDITOR: Account = { name: 'redaction', pass: 'demo-redaction' };
export const COMPANY: Account = { name: 'boulangerie-martin', pass: 'demo-entreprise' };

export type Draft = { id: string; title: string; alias: string };

/** A session on the cms itself (not through the site), with its CSRF token. */
export async function cmsSession(account: Account): Promise<{ api: APIRequestContext; token: string }> {
  const api = await http.newContext();
  const answer = await api.post(`${cms}/user/login?_format=json`, { data: account });
  expect(answer.status()).toBe(200);
  return { api, token: (await answer.json()).csrf_token as string };
}

/** The unpublished nodes of a bundle that `account` may see, read from the cms. */
export async function drafts(bundle: string, account: Account): Promise<Draft[]> {
  const { api } = await cmsSession(account);
  const answer = await api.get(`${cms}/jsonapi/node/${bundle}?filter[status]=0&fields[node--${bundle}]=title,path`);
  expect(answer.status()).toBe(200);
  const document = await answer.json();
  await api.dispose();
  return (document.data as { id: string; attributes: { title: string; path: { alias: string } } }[]).map((node) => ({
    id: node.id,
    title: node.attributes.title,
    alias: node.attributes.path.alias,
  }));
}

/** Signs in with the login form of the site at `origin` (the page's own base URL when empty). */
export async function logIn(page: Page, account: Account, origin = '') {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Identifiant ou adresse e-mail').fill(account.name);
  await page.getByLabel('Mot de passe').fill(account.pass);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  // Wherever the site is reached, the login lands on that same origin.
  if (origin) expect(new URL(page.url()).origin).toBe(origin);
}
