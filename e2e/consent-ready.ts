import { expect, type Page } from '@playwright/test';

/**
 * Waits until the consent banner answers: tarteaucitron.js loads once the page has hydrated, then
 * fetches its language and services files, draws its banner and wires the buttons 500 ms later;
 * `html[data-consent="ready"]` marks that moment (ui/src/consent/start-consent.ts).
 * 15 s, more than the suite's 10 s (playwright.config.ts): on the 2-core CI machine, with two
 * workers and the stack under load, that chain once took more than 5 s, Playwright's default then
 * (2026-11-29: tarteaucitron.js asked for 4.7 s after the document, every static file taking
 * 0.5–1 s on loopback), and the banner was drawn when the timeout ran out.
 */
export async function expectConsentReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-consent="ready"]')).toHaveCount(1, { timeout: 15_000 });
}
