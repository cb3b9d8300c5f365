import { expect, test } from '@playwright/test';

/** How long each route preload's answer is held back, so that preloads overlap and can be counted. */
const HELD_MS = 1500;

test('the home page preloads at most 4 routes at once, from its first preload', async ({ page }) => {
  let inFlight = 0;
  let most = 0;
  const preloaded: string[] = [];
  // From the page's start: every preload of Next's router (`Next-Router-Prefetch`) is held back,
  // and counted from when the browser asks until its answer is given.
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (!request.headers()['next-router-prefetch']) return route.fallback();
    inFlight++;
    most = Math.max(most, inFlight);
    preloaded.push(new URL(request.url()).pathname);
    let response;
    try {
      response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, HELD_MS));
    } catch {
      inFlight--;
      await route.abort().catch(() => undefined);
      return;
    }
    // Counted out before the answer goes: the next preload cannot start before it has arrived.
    inFlight--;
    await route.fulfill({ response }).catch(() => undefined);
  });
  await page.goto('/');
  // More routes than Next's own 5 at a time are preloaded, so that a missing limit would show.
  await expect.poll(() => preloaded.length, { timeout: 30_000 }).toBeGreaterThan(5);
  await expect.poll(() => inFlight, { timeout: 30_000 }).toBe(0);
  expect(most).toBe(4);
});
