import { expect, type Page, test } from '@playwright/test';

// The map page after a deployment: its lazy Leaflet chunk is gone from the server.
const MAP = 'Carte des lieux de formation';
const FAILURE = 'La carte interactive n’a pas pu être chargée ; la liste des lieux présente les mêmes informations.';
const GUARD_KEY = 'campus.build-reload';
const isLatest = (url: string) => new URL(url).pathname === '/builds/latest.json';

/**
 * Opens the map page, then fails every script or style sheet of the site it had not loaded by
 * then (Leaflet's lazy chunk and its style sheet): the page's own scripts still load, after a
 * reload too, as those of the build the page was opened with would not, while the chunk the map
 * asks for later is missing.
 */
async function openWithLeafletGone(page: Page) {
  const loaded = new Set<string>();
  const record = (request: { url: () => string }) => {
    if (new URL(request.url()).pathname.startsWith('/_next/static/')) loaded.add(request.url());
  };
  page.on('request', record);
  // The page checks the build about a second after it is idle; from then on it watches for chunk errors.
  const checked = page.waitForResponse((response) => isLatest(response.url()));
  await page.goto('/formations-carte');
  await checked;
  await page.waitForLoadState('networkidle');
  page.off('request', record);
  await page.route('**/_next/static/**', (route) => (loaded.has(route.request().url()) ? route.fallback() : route.abort()));
  await expect(page.getByRole('region', { name: MAP }).locator('[data-place]').first()).toBeVisible();
}

/** The visitor reaches for the map (the pointer onto it), which loads Leaflet. */
async function reachForMap(page: Page) {
  await page.mouse.move(0, 0);
  await page.getByRole('region', { name: MAP }).hover();
}

test.describe('the map’s Leaflet chunk fails to load', () => {
  test('after a deployment (a newer build announced): the page reloads once, and not again within 10 s', async ({ page }) => {
    await page.route('**/builds/latest.json', (route) => route.fulfill({ json: { id: 'e2e-newer-build', timestamp: new Date().toISOString() } }));
    await openWithLeafletGone(page);
    let loads = 0;
    page.on('load', () => loads++);
    const reloaded = page.waitForEvent('load', { timeout: 10_000 });
    // The page knows of the newer build already: the next check is the reloaded page's, once it is idle.
    const rechecked = page.waitForResponse((response) => isLatest(response.url()), { timeout: 20_000 });
    await reachForMap(page);
    await reloaded;
    await rechecked;
    expect(loads).toBe(1);
    const guard = JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), GUARD_KEY)) ?? 'null');
    expect(guard).toEqual({ path: '/formations-carte', at: expect.any(Number) });

    // The reloaded page's Leaflet chunk fails too (still gone): within 10 s the page does not reload
    // again, it says the map could not be loaded over the preview.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: MAP }).locator('[data-place]').first()).toBeVisible();
    await reachForMap(page);
    await expect(page.getByText(FAILURE)).toBeVisible();
    await page.waitForTimeout(2000);
    expect(loads).toBe(1);
    expect(await page.evaluate((at) => Date.now() - at, guard.at)).toBeLessThan(10_000);
  });

  test('without a newer build: no reload, the map says so in French, and the next gesture tries again', async ({ page }) => {
    await openWithLeafletGone(page);
    let loads = 0;
    page.on('load', () => loads++);
    // The page asks the server whether a newer build is out; it is not.
    const asked = page.waitForResponse((response) => isLatest(response.url()));
    await reachForMap(page);
    expect((await asked).ok()).toBe(true);
    await expect(page.getByText(FAILURE)).toBeVisible();
    await page.waitForTimeout(1500);
    expect(loads).toBe(0);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), GUARD_KEY)).toBeNull();
    await expect(page.locator('.leaflet-container')).toHaveCount(0);

    // The chunk is back (a passing network failure): the next gesture loads the map.
    await page.unroute('**/_next/static/**');
    await reachForMap(page);
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    await expect(page.getByText(FAILURE)).toHaveCount(0);
  });
});
