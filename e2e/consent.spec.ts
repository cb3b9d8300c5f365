import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, type Request, test } from '@playwright/test';
import { expectConsentReady } from './consent-ready';

const cms = process.env['E2E_CMS_URL'] ?? 'http://127.0.0.1:8080';
const GTM_ID = process.env['E2E_GTM_ID'] ?? 'GTM-E2ETEST';
/** Google's hosts: Tag Manager, Analytics, ads, YouTube and their static files. */
const GOOGLE = /(^|\.)(google|googletagmanager|google-analytics|googleadservices|googlesyndication|doubleclick|gstatic|youtube|youtube-nocookie|ytimg|googlevideo)\.(com|net|fr)$/;

// A visitor who has not decided yet: no consent cookie.
test.use({ storageState: { cookies: [], origins: [] } });

/** Every request the pages of `context` send to Google's hosts (answered with an empty script: the machine is offline). */
async function watchGoogle(context: BrowserContext): Promise<Request[]> {
  const seen: Request[] = [];
  context.on('request', (request) => {
    if (GOOGLE.test(new URL(request.url()).hostname)) seen.push(request);
  });
  await context.route(
    (url) => GOOGLE.test(url.hostname),
    (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  return seen;
}

/** The mandatory banner: a modal dialog that takes focus, with accept-all and deny-all side by side. */
const banner = (page: Page) => page.getByRole('dialog', { name: 'Panneau de gestion des cookies' });
const bannerButton = (page: Page, name: 'Tout accepter' | 'Tout refuser') => banner(page).getByRole('button', { name: `Cookies : ${name}` });

/** Opens `path` as a new visitor and answers the banner once its buttons answer (tarteaucitron wires them 500 ms after drawing them). */
async function decide(page: Page, path: string, choice: 'Tout accepter' | 'Tout refuser') {
  await page.goto(path);
  await expectConsentReady(page);
  await bannerButton(page, choice).click();
  await expect(banner(page)).toBeHidden();
}

/** Nothing was asked from Google, and nothing was given to Tag Manager's queue. */
async function expectNothingForGoogle(page: Page, google: Request[]) {
  await page.waitForLoadState('networkidle');
  expect(google.map((request) => request.url())).toEqual([]);
  expect(await page.evaluate(() => window.dataLayer ?? [])).toEqual([]);
}
const dataLayer = (page: Page) => page.evaluate(() => JSON.parse(JSON.stringify(window.dataLayer ?? [])) as Record<string, unknown>[]);

async function consentCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === 'tarteaucitron')?.value;
}

/** A trade page with a video, read from the cms. */
async function tradeWithVideo(page: Page): Promise<string> {
  const answer = await page.request.get(`${cms}/jsonapi/node/metier?filter[video][condition][path]=field_video_youtube&filter[video][condition][operator]=IS NOT NULL&page[limit]=1`);
  const document = await answer.json();
  return document.data[0].attributes.path.alias as string;
}

test.describe('consent (CNIL: nothing before consent, refusing as easy as accepting)', () => {
  test('a new visitor gets the French banner, and nothing reaches Google while they have not decided', async ({ page, context }) => {
    const google = await watchGoogle(context);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('Ce site utilise des cookies');
    await expect(bannerButton(page, 'Tout accepter')).toBeVisible();
    await expect(bannerButton(page, 'Tout refuser')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations).toEqual([]);
    // The consent manager is served by the site itself.
    const scripts = await page.evaluate(() => [...document.scripts].map((script) => script.src).filter(Boolean));
    expect(scripts.some((src) => new URL(src).pathname === '/tarteaucitron/tarteaucitron.js')).toBe(true);
    // Browse while undecided: a trade page with its video placeholder, a client-side navigation.
    await page.goto(await tradeWithVideo(page));
    await expect(page.getByRole('button', { name: 'Autoriser YouTube et lire la vidéo' })).toBeVisible();
    await page.goto('/articles');
    await expectNothingForGoogle(page, google);
  });

  test('"Tout refuser" closes the banner, is remembered, and Google is never asked', async ({ page, context }) => {
    const google = await watchGoogle(context);
    await decide(page, '/', 'Tout refuser');
    expect(await consentCookie(context)).toMatch(/googletagmanager=false/);
    expect(await consentCookie(context)).toMatch(/youtube=false/);
    await page.getByRole('navigation', { name: /principal/i }).getByRole('link', { name: 'Actualités' }).click();
    await expect(page).toHaveURL(/\/articles$/);
    await page.reload();
    await expect(banner(page)).toBeHidden();
    await page.goto(await tradeWithVideo(page));
    await expect(page.getByRole('button', { name: 'Autoriser YouTube et lire la vidéo' })).toBeVisible();
    await expectNothingForGoogle(page, google);
  });

  test('"Tout accepter" starts Tag Manager, then each client-side navigation is a virtual page view', async ({ page, context }) => {
    const google = await watchGoogle(context);
    await decide(page, '/', 'Tout accepter');
    await expect.poll(() => google.map((request) => request.url())).toContain(`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`);
    expect((await dataLayer(page)).some((entry) => entry['event'] === 'gtm.js' && !('debug_mode' in entry))).toBe(true);

    await page.getByRole('navigation', { name: /principal/i }).getByRole('link', { name: 'Actualités' }).click();
    await expect(page).toHaveURL(/\/articles$/);
    await expect
      .poll(async () => (await dataLayer(page)).filter((entry) => entry['event'] === 'virtual_page_view'))
      .toEqual([{ event: 'virtual_page_view', page_path: '/articles', page_title: await page.title() }]);
    // The query is part of the path (the agenda's months).
    await page.getByRole('navigation', { name: /principal/i }).getByRole('link', { name: 'Agenda' }).click();
    await expect(page).toHaveURL(/\/agenda$/);
    await page.getByRole('navigation', { name: 'Changer de mois' }).getByRole('link', { name: /Mois suivant/ }).click();
    await expect(page).toHaveURL(/\/agenda\?mois=\d{4}-\d{2}$/);
    const month = new URL(page.url()).search;
    await expect
      .poll(async () => (await dataLayer(page)).filter((entry) => entry['event'] === 'virtual_page_view').map((entry) => entry['page_path']))
      .toEqual(['/articles', '/agenda', `/agenda${month}`]);

    // YouTube was accepted too: the trade page plays its video (from youtube-nocookie.com).
    await page.goto(await tradeWithVideo(page));
    await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toBeVisible();
  });

  test('the footer’s "Gestion des cookies" reopens the panel, where a choice can be changed', async ({ page, context }) => {
    await watchGoogle(context);
    await decide(page, '/contact', 'Tout refuser');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Gestion des cookies' }).click();
    const panel = page.locator('#tarteaucitron');
    await expect(panel).toBeVisible();
    const results = await new AxeBuilder({ page }).include('#tarteaucitron').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations).toEqual([]);
    await panel.locator('#youtubeAllowed').click();
    expect(await consentCookie(context)).toMatch(/youtube=true/);
    expect(await consentCookie(context)).toMatch(/googletagmanager=false/);
  });

  test('on a phone, once decided, nothing of the consent manager floats over the page; the footer link reopens the panel', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await decide(page, '/agenda', 'Tout refuser');
    // No fixed element of tarteaucitron's is drawn over the content (its cookie icon covered a day
    // of the agenda and the corners of cards, bottom right).
    const floating = await page.evaluate(() =>
      [...document.querySelectorAll('#tarteaucitronRoot *')].filter((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return style.position === 'fixed' && style.display !== 'none' && style.visibility !== 'hidden' && box.width > 0 && box.height > 0;
      }).length,
    );
    expect(floating).toBe(0);
    const corner = await page.evaluate(() => document.elementFromPoint(innerWidth - 30, innerHeight - 30)?.closest('#tarteaucitronRoot') !== null);
    expect(corner).toBe(false);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Gestion des cookies' }).tap();
    await expect(page.locator('#tarteaucitron')).toBeVisible();
    await context.close();
  });

  test('the printable sheets load neither the consent manager nor analytics', async ({ page, context }) => {
    const google = await watchGoogle(context);
    const sheets = await page.request.get(`${cms}/jsonapi/node/formation?page[limit]=1&fields[node--formation]=path`);
    const alias = (await sheets.json()).data[0].attributes.path.alias as string;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const response = await page.goto(`/pdfs${alias}`);
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path.startsWith('/tarteaucitron/'))).toEqual([]);
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => typeof window.tarteaucitron)).toBe('undefined');
    expect(await page.evaluate(() => window.dataLayer ?? [])).toEqual([]);
    expect(google).toEqual([]);
  });
});

test.describe('a returning visitor who refused everything: the consent manager loads only when needed', () => {
  const REFUSED = '!googletagmanager=false!youtube=false';

  /** The refusal cookie of `context`, and every request of its pages for the consent manager's files. */
  async function refused(context: BrowserContext, baseURL: string | undefined): Promise<string[]> {
    await context.addCookies([{ name: 'tarteaucitron', value: REFUSED, url: baseURL ?? 'http://localhost:3000' }]);
    const files: string[] = [];
    context.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/tarteaucitron/')) files.push(path);
    });
    return files;
  }

  test('no consent manager at page load; "Gestion des cookies" from the keyboard loads it and opens its panel', async ({ page, context, baseURL }) => {
    const google = await watchGoogle(context);
    const files = await refused(context, baseURL);
    await page.goto('/agenda');
    await expect(page.locator('html[data-consent="dormant"]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(files).toEqual([]);
    expect(await page.evaluate(() => typeof window.tarteaucitron)).toBe('undefined');
    await expect(banner(page)).toHaveCount(0);

    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Gestion des cookies' });
    await link.focus();
    await link.press('Enter');
    const panel = page.locator('#tarteaucitron');
    // Loaded on demand: the library, its French texts and its services file, then the panel.
    await expect(panel).toBeVisible({ timeout: 15_000 });
    expect(files).toContain('/tarteaucitron/tarteaucitron.js');
    // The panel, not the first-visit banner: the choice is known.
    await expect(page.locator('#tarteaucitronAlertBig')).toBeHidden();
    await expect(panel.locator('#youtubeDenied')).toHaveAttribute('aria-pressed', 'true');
    const results = await new AxeBuilder({ page }).include('#tarteaucitron').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations).toEqual([]);
    await panel.locator('#youtubeAllowed').click();
    expect(await consentCookie(context)).toMatch(/youtube=true/);
    expect(await consentCookie(context)).toMatch(/googletagmanager=false/);
    await expectNothingForGoogle(page, google);
  });

  test('a video placeholder still offers the choice; allowing YouTube loads the consent manager and plays the video', async ({ page, context, baseURL }) => {
    await watchGoogle(context);
    const files = await refused(context, baseURL);
    await page.goto(await tradeWithVideo(page));
    await expect(page.locator('html[data-consent="dormant"]')).toHaveCount(1);
    const play = page.getByRole('button', { name: 'Autoriser YouTube et lire la vidéo' });
    await expect(play).toBeVisible();
    expect(files).toEqual([]);
    await play.click();
    await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toBeVisible({ timeout: 15_000 });
    expect(await consentCookie(context)).toMatch(/youtube=true/);
    expect(await consentCookie(context)).toMatch(/googletagmanager=false/);
    // The choice is kept: the next page plays the video with the consent manager loaded from the start.
    await page.reload();
    await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toBeVisible({ timeout: 15_000 });
  });

  test('on a phone, a tap on the footer link opens the panel', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const files = await refused(context, baseURL);
    const page = await context.newPage();
    await page.goto('/offres-emploi');
    await expect(page.locator('html[data-consent="dormant"]')).toHaveCount(1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Gestion des cookies' }).tap();
    await expect(page.locator('#tarteaucitron')).toBeVisible({ timeout: 15_000 });
    expect(files).toContain('/tarteaucitron/tarteaucitron.js');
    await context.close();
  });
});
