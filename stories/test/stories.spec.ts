// Every story of the static Storybook, in headless Chromium: it renders and its play function
// (the interaction test) passes, axe finds no WCAG 2.1 AA violation (the a11y addon's own run,
// configured in .storybook/preview.ts, reported through Storybook's `storyFinished` event), and
// its screenshot matches the committed baseline in stories/__screenshots__/.
import { expect, test as base, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';

type IndexEntry = { type: 'story' | 'docs'; id: string; title: string; name: string };
type Violation = { id: string; help: string; nodes: { target: unknown[] }[] };
type Report = { type: string; status: string; result?: { violations?: Violation[]; error?: unknown } };
/** `parameters.screenshot` of a story: `fullPage` for fixed or page-wide content, `mobile` adds a phone-sized capture. */
type ScreenshotParameters = { fullPage?: boolean; mobile?: boolean };
type Outcome = { status: string; errors: string[]; reports: Report[]; layout?: string; screenshot?: ScreenshotParameters };

const dir = process.env['STORYBOOK_DIR'] ?? path.resolve('storybook-static');
const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const docsPages = Object.values(index.entries).filter((entry) => entry.type === 'docs');

/** Loads the preview, selects the story as the manager would, and waits until it has finished. */
async function runStory(page: Page, storyId: string): Promise<Outcome> {
  await page.goto('/iframe.html?viewMode=story');
  await page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in window && '__STORYBOOK_ADDONS_CHANNEL__' in window);
  return page.evaluate(async (id) => {
    type Channel = { on: (event: string, listener: (...args: any[]) => void) => void; emit: (event: string, payload: unknown) => void };
    const w = window as unknown as { __STORYBOOK_PREVIEW__: { ready: () => Promise<void> }; __STORYBOOK_ADDONS_CHANNEL__: Channel };
    await w.__STORYBOOK_PREVIEW__.ready();
    const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
    const describe = (error: any) =>
      typeof error === 'string' ? error : [error?.name, error?.message ?? error?.description ?? JSON.stringify(error)].filter(Boolean).join(': ');
    return new Promise<Outcome>((resolve) => {
      const errors: string[] = [];
      let prepared: { layout?: string; screenshot?: ScreenshotParameters } = {};
      channel.on('storyPrepared', (event: { id: string; parameters?: { layout?: string; screenshot?: ScreenshotParameters } }) => {
        if (event.id === id) prepared = { layout: event.parameters?.layout, screenshot: event.parameters?.screenshot };
      });
      channel.on('playFunctionThrewException', (error) => errors.push(`play function: ${describe(error)}`));
      channel.on('storyThrewException', (error) => errors.push(`render: ${describe(error)}`));
      channel.on('storyErrored', (error) => errors.push(`render: ${describe(error)}`));
      channel.on('unhandledErrorsWhilePlaying', (list: unknown[]) => errors.push(...list.map((e) => `unhandled: ${describe(e)}`)));
      channel.on('storyMissing', () => resolve({ status: 'error', errors: [`story ${id} is missing`], reports: [] }));
      channel.on('storyFinished', (event: { storyId: string; status: string; reporters: Report[] }) => {
        if (event.storyId === id) resolve({ ...prepared, status: event.status, errors, reports: JSON.parse(JSON.stringify(event.reporters)) });
      });
      channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    });
  }, storyId);
}

function describeViolations(reports: Report[]): string[] {
  return reports
    .filter((report) => report.type === 'a11y')
    .flatMap((report) =>
      report.result?.error
        ? [`axe failed to run: ${JSON.stringify(report.result.error)}`]
        : (report.result?.violations ?? []).map(
            (v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`,
          ),
    );
}

const VIEWPORT = { width: 1024, height: 768 };

/**
 * One page per worker, navigated afresh for every story: each story gets a new document (no
 * JavaScript state survives a navigation: tarteaucitron, Quill), while the browser keeps the
 * Storybook bundles compiled and cached. Cookies and storage are cleared before each story.
 */
const test = base.extend<{ storyPage: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        baseURL: process.env['STORYBOOK_URL'] ?? 'http://127.0.0.1:6006',
        viewport: VIEWPORT,
        deviceScaleFactor: 1,
        locale: 'fr-FR',
        timezoneId: 'Europe/Paris',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.addInitScript(() => {
        try {
          localStorage.clear();
          sessionStorage.clear();
        } catch {
          // Opaque-origin frames (a third-party embed) have no storage to clear.
        }
      });
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  storyPage: async ({ workerPage }, use) => {
    await workerPage.context().clearCookies();
    await workerPage.setViewportSize(VIEWPORT);
    await use(workerPage);
  },
});

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ storyPage: page }) => {
    const pageErrors: string[] = [];
    const onPageError = (error: Error) => pageErrors.push(error.message);
    page.on('pageerror', onPageError);
    try {
      await checkStory(page, story.id, pageErrors);
    } finally {
      page.off('pageerror', onPageError);
    }
  });
}

/** Docs pages (autodocs and MDX) render without error: the page designers open first. */
for (const docs of docsPages) {
  test(`${docs.title} › ${docs.name}`, async ({ storyPage: page }) => {
    const pageErrors: string[] = [];
    const onPageError = (error: Error) => pageErrors.push(error.message);
    page.on('pageerror', onPageError);
    try {
      const errors = await renderDocs(page, docs.id);
      expect(errors, 'docs page rendering').toEqual([]);
      await expect(page.locator('#storybook-docs h1').first()).toBeVisible();
      expect(pageErrors, 'uncaught errors in the page').toEqual([]);
    } finally {
      page.off('pageerror', onPageError);
    }
  });
}

async function renderDocs(page: Page, docsId: string): Promise<string[]> {
  await page.goto('/iframe.html?viewMode=docs');
  await page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in window && '__STORYBOOK_ADDONS_CHANNEL__' in window);
  return page.evaluate(async (id) => {
    type Channel = { on: (event: string, listener: (...args: any[]) => void) => void; emit: (event: string, payload: unknown) => void };
    const w = window as unknown as { __STORYBOOK_PREVIEW__: { ready: () => Promise<void> }; __STORYBOOK_ADDONS_CHANNEL__: Channel };
    await w.__STORYBOOK_PREVIEW__.ready();
    const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
    return new Promise<string[]>((resolve) => {
      const fail = (error: any) => resolve([String(error?.message ?? error?.description ?? JSON.stringify(error))]);
      channel.on('storyThrewException', fail);
      channel.on('storyErrored', fail);
      channel.on('storyMissing', () => resolve([`docs ${id} are missing`]));
      channel.on('docsRendered', (renderedId: string) => {
        if (renderedId === id) resolve([]);
      });
      channel.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
    });
  }, docsId);
}

async function checkStory(page: Page, storyId: string, pageErrors: string[]) {
  const outcome = await runStory(page, storyId);
  expect(outcome.errors, 'render and play function').toEqual([]);
  expect(describeViolations(outcome.reports), 'axe, WCAG 2.1 AA').toEqual([]);
  expect(outcome.reports.map((report) => report.type), 'the a11y addon ran').toContain('a11y');
  expect(outcome.status).toBe('success');
  expect(pageErrors, 'uncaught errors in the page').toEqual([]);

  // Fonts and images settled, so the screenshot shows what a designer sees.
  await settle(page);
  const fullPage = outcome.layout === 'fullscreen' || outcome.screenshot?.fullPage === true;
  await expectScreenshot(page, `${storyId}.png`, fullPage);
  if (outcome.screenshot?.mobile) {
    await page.setViewportSize({ width: 390, height: 844 });
    await settle(page);
    await expectScreenshot(page, `${storyId}--mobile.png`, fullPage);
  }
}

async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images, (img) =>
        img.complete
          ? undefined
          : new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
            }),
      ),
    );
  });
}

/** The whole page for page-wide stories, else just the story's own box (tight crops read better). */
async function expectScreenshot(page: Page, name: string, fullPage: boolean) {
  // Third-party frames (YouTube) cannot load here and would differ from run to run.
  const mask = [page.locator('iframe')];
  if (fullPage) await expect(page).toHaveScreenshot(name, { fullPage: true, mask });
  else await expect(page.locator('#storybook-root')).toHaveScreenshot(name, { mask });
}
