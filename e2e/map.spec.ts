import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { slugify } from '../cms/src/content/slugify';

const cms = process.env['E2E_CMS_URL'];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SITE = 'CFA Campus des Métiers';

type Term = { name: string; slug: string };
type CmsFormation = { title: string; path: string; secteur: Term | null; niveau: Term | null };
type CmsPlace = {
  title: string;
  path: string;
  address: string;
  postalCode: string;
  city: string;
  latitude: number;
  longitude: number;
  email: string;
  phone: string;
  formations: CmsFormation[];
};

type Resource = {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { type: string; id: string } | { type: string; id: string }[] | null }>;
};

/** Every training place of the cms, with the sector and level of its courses. */
async function cmsPlaces(request: APIRequestContext): Promise<CmsPlace[]> {
  const response = await request.get(
    `${cms}/jsonapi/node/formation_carte?include=field_formations.field_secteur,field_formations.field_niveau&page[limit]=50`,
  );
  expect(response.ok()).toBe(true);
  const document = (await response.json()) as { data: Resource[]; included?: Resource[] };
  const included = new Map((document.included ?? []).map((r) => [`${r.type}/${r.id}`, r]));
  const related = (resource: Resource, field: string): Resource[] => {
    const data = resource.relationships?.[field]?.data;
    const list = Array.isArray(data) ? data : data ? [data] : [];
    return list.flatMap((item) => included.get(`${item.type}/${item.id}`) ?? []);
  };
  const term = (resource: Resource, field: string): Term | null => {
    const found = related(resource, field)[0];
    const name = found?.attributes['name'] as string | undefined;
    // The site's slug of a term (lib/term-slug.ts): the last segment of its alias, else its name slugified.
    const alias = (found?.attributes['path'] as { alias?: string | null } | undefined)?.alias?.split('/').filter(Boolean).pop();
    return name ? { name, slug: alias ?? slugify(name) } : null;
  };
  return document.data.map((place) => ({
    title: place.attributes['title'] as string,
    path: (place.attributes['path'] as { alias: string }).alias,
    address: place.attributes['field_adresse'] as string,
    postalCode: place.attributes['field_code_postal'] as string,
    city: place.attributes['field_ville'] as string,
    latitude: Number(place.attributes['field_latitude']),
    longitude: Number(place.attributes['field_longitude']),
    email: place.attributes['field_contact_email'] as string,
    phone: place.attributes['field_contact_telephone'] as string,
    formations: related(place, 'field_formations').map((formation) => ({
      title: formation.attributes['title'] as string,
      path: (formation.attributes['path'] as { alias: string }).alias,
      secteur: term(formation, 'field_secteur'),
      niveau: term(formation, 'field_niveau'),
    })),
  }));
}

/** A sector taught in some places but not all (so that filtering on it narrows the map). */
function narrowingSector(places: CmsPlace[]): { term: Term; expected: CmsPlace[] } {
  const sectors = new Map<string, Term>();
  for (const formation of places.flatMap((p) => p.formations)) if (formation.secteur) sectors.set(formation.secteur.slug, formation.secteur);
  const options = [...sectors.values()].map((term) => ({
    term,
    expected: places.filter((p) => p.formations.some((f) => f.secteur?.slug === term.slug)),
  }));
  const narrowing = options.filter((o) => o.expected.length > 0 && o.expected.length < places.length);
  narrowing.sort((a, b) => a.expected.length - b.expected.length);
  const chosen = narrowing[0];
  if (!chosen) throw new Error('The demo content has no sector that narrows the map.');
  return chosen;
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const parsed = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.violations).toEqual([]);
}

const MAP = 'Carte des lieux de formation';
/** Leaflet's markers. */
const markers = (page: Page) => page.locator('.leaflet-marker-icon');
/** The markers of the map, of its preview before Leaflet takes over, of Leaflet's after. */
const pins = (page: Page) => page.getByRole('region', { name: MAP }).locator('[data-place]');

/** Where each marker is drawn, by place. */
async function pinBoxes(page: Page): Promise<Record<string, { x: number; y: number }>> {
  return Object.fromEntries(
    await pins(page).evaluateAll((nodes) =>
      nodes.map((node) => {
        const box = node.getBoundingClientRect();
        return [(node as HTMLElement).dataset['place'] ?? '', { x: Math.round(box.x), y: Math.round(box.y) }] as const;
      }),
    ),
  );
}

/** The visitor reaches for the map with the pointer: Leaflet takes over from the preview. */
async function reachForMap(page: Page, count: number) {
  await page.getByRole('region', { name: MAP }).hover();
  await expect(markers(page)).toHaveCount(count);
}
const placeList = (page: Page) => page.getByRole('region', { name: 'Liste des lieux' }).locator(':scope > ul > li');

test.describe('training map /formations-carte', () => {
  test('shows the map region with one marker per place and the list of every place', async ({ page, request }) => {
    const places = await cmsPlaces(request);
    expect(places.length).toBeGreaterThan(1);
    const response = await page.goto('/formations-carte');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Carte des lieux de formation | ${SITE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carte des lieux de formation');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/formations-carte$/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/formations-carte$/);
    // The full-page layout: a way back home, no site header nor footer.
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('banner')).toHaveCount(0);

    const map = page.getByRole('region', { name: MAP });
    await expect(map).toBeVisible();
    // First a preview: the markers and zoom buttons, without Leaflet.
    await expect(pins(page)).toHaveCount(places.length);
    await expect(page.getByRole('button', { name: 'Zoom avant' })).toBeVisible();
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
    expect(await page.evaluate(() => typeof (window as { L?: unknown }).L)).toBe('undefined');
    await expectNoAxeViolations(page);
    const previewBoxes = await pinBoxes(page);
    const previewTiles = await map.locator('img').evaluateAll((nodes) => nodes.map((n) => (n as HTMLImageElement).src).sort());
    expect(previewTiles.length).toBeGreaterThan(0);

    // Leaflet takes over the same view: the same tiles, every marker where it was.
    await reachForMap(page, places.length);
    expect(await page.evaluate(() => typeof (window as { L?: unknown }).L)).toBe('object');
    await expect(pins(page)).toHaveCount(places.length);
    expect(await pinBoxes(page)).toEqual(previewBoxes);
    const tiles = await map.locator('img.leaflet-tile').evaluateAll((nodes) => nodes.map((n) => (n as HTMLImageElement).src).sort());
    expect(tiles).toEqual(previewTiles);
    await expect(page.getByRole('button', { name: 'Zoom avant' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zoom arrière' })).toBeVisible();

    await expect(placeList(page)).toHaveCount(places.length);
    for (const place of places) {
      const heading = page.getByRole('heading', { level: 3, name: place.title });
      await expect(heading.getByRole('link')).toHaveAttribute('href', place.path);
      await expect(markers(page).and(page.getByRole('button', { name: `${place.title}, ${place.city}` }))).toHaveCount(1);
    }
    await expect(page.getByRole('status')).toHaveText(`${places.length} lieux de formation.`);

    const breadcrumb = (await jsonLd(page)).find((item) => item['@type'] === 'BreadcrumbList');
    expect(breadcrumb?.['itemListElement']).toHaveLength(2);
    await expectNoAxeViolations(page);
  });

  test('filters by sector narrow both the markers and the list, without JavaScript too', async ({ browser, page, request }) => {
    const places = await cmsPlaces(request);
    const { term, expected } = narrowingSector(places);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto('/formations-carte');
    await noJs.getByLabel('Secteur').selectOption(term.slug);
    await noJs.getByRole('button', { name: 'Filtrer' }).click();
    await expect(noJs).toHaveURL(new RegExp(`[?&]secteur=${term.slug}(&|$)`));
    await expect(placeList(noJs)).toHaveCount(expected.length);
    await context.close();

    const response = await page.goto(`/formations-carte?secteur=${term.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Carte des lieux de formation : ${term.name} | ${SITE}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/formations-carte\\?secteur=${term.slug}$`));
    await expect(page.getByLabel('Secteur')).toHaveValue(term.slug);
    await expect(pins(page)).toHaveCount(expected.length);
    await expect(placeList(page)).toHaveCount(expected.length);
    for (const place of expected) await expect(page.getByRole('heading', { level: 3, name: place.title })).toBeVisible();
    await expectNoAxeViolations(page);

    // With JavaScript, the form updates the list and the markers in place (the preview's, then
    // Leaflet's); "Tout afficher" resets.
    await page.getByRole('link', { name: 'Tout afficher' }).click();
    await expect(page).toHaveURL(/\/formations-carte$/);
    await expect(pins(page)).toHaveCount(places.length);
    await reachForMap(page, places.length);
    await expect(page.getByLabel('Secteur')).toHaveValue('');
    await page.getByLabel('Secteur').selectOption(term.slug);
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(new RegExp(`secteur=${term.slug}`));
    await expect(markers(page)).toHaveCount(expected.length);
    await expect(placeList(page)).toHaveCount(expected.length);
  });

  test('sector and level combine; an impossible combination shows an empty state', async ({ page, request }) => {
    const places = await cmsPlaces(request);
    const formation = places.flatMap((p) => p.formations).find((f) => f.secteur && f.niveau);
    if (!formation?.secteur || !formation.niveau) throw new Error('No course with a sector and a level.');
    const { secteur, niveau } = formation;
    const expected = places.filter((p) => p.formations.some((f) => f.secteur?.slug === secteur.slug && f.niveau?.slug === niveau.slug));
    await page.goto(`/formations-carte?secteur=${secteur.slug}&niveau=${niveau.slug}`);
    await expect(pins(page)).toHaveCount(expected.length);
    await reachForMap(page, expected.length);
    await expect(placeList(page)).toHaveCount(expected.length);

    const allPairs = new Set(places.flatMap((p) => p.formations.map((f) => `${f.secteur?.slug}|${f.niveau?.slug}`)));
    const secteurs = [...new Set(places.flatMap((p) => p.formations.flatMap((f) => f.secteur?.slug ?? [])))];
    const niveaux = [...new Set(places.flatMap((p) => p.formations.flatMap((f) => f.niveau?.slug ?? [])))];
    const missing = secteurs.flatMap((s) => niveaux.map((n) => [s, n] as const)).find(([s, n]) => !allPairs.has(`${s}|${n}`));
    if (missing) {
      await page.goto(`/formations-carte?secteur=${missing[0]}&niveau=${missing[1]}`);
      await expect(page.getByRole('heading', { name: 'Aucun lieu ne propose de formation correspondant à ces critères.' })).toBeVisible();
      await expect(placeList(page)).toHaveCount(0);
      await expect(pins(page)).toHaveCount(0);
      await expect(page.getByRole('region', { name: MAP })).toBeVisible();
      await page.getByRole('region', { name: MAP }).hover();
      await expect(page.locator('.leaflet-container')).toHaveCount(1);
      await expect(markers(page)).toHaveCount(0);
    }
  });

  test('markers and zoom buttons work with the keyboard', async ({ page, request }) => {
    const places = await cmsPlaces(request);
    const first = [...places].sort((a, b) => a.city.localeCompare(b.city, 'fr'))[0];
    if (!first) throw new Error('No place.');
    await page.goto('/formations-carte');
    // Tab from the filters reaches the map: Leaflet takes over, and the arrow keys move the map.
    const map = page.getByRole('region', { name: MAP });
    await page.getByRole('button', { name: 'Filtrer' }).focus();
    await page.keyboard.press('Tab');
    await expect(map).toBeFocused();
    await expect(markers(page)).toHaveCount(places.length);
    await expect(map).toBeFocused();
    const marker = page.getByRole('button', { name: `${first.title}, ${first.city}` });
    await expect(marker).toBeVisible();
    const left = async () => (await marker.boundingBox())?.x ?? Number.NaN;
    const start = await left();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(left).toBeGreaterThan(start + 20);

    // Zooming in spreads the markers apart.
    const spread = async () => {
      const boxes = await markers(page).evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect()));
      const xs = boxes.map((b) => b.x);
      return Math.max(...xs) - Math.min(...xs);
    };
    // Measured once the map has settled (framing the markers is animated).
    const settled = async () => {
      let last = -1;
      for (;;) {
        const current = await spread();
        if (current === last) return current;
        last = current;
        await page.waitForTimeout(300);
      }
    };
    const before = await settled();
    await page.getByRole('button', { name: 'Zoom avant' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(spread).toBeGreaterThan(before * 1.5);
    const zoomed = await settled();
    await page.getByRole('button', { name: 'Zoom arrière' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(spread).toBeLessThan(zoomed * 0.75);

    await marker.focus();
    await page.keyboard.press('Enter');
    const link = page.locator('.leaflet-popup').getByRole('link', { name: first.title });
    await expect(link).toBeFocused();
    await expect(link).toHaveAttribute('href', first.path);
    await expect(page.locator('.leaflet-popup')).toContainText(first.city);
    await expect(page.locator('.leaflet-popup').getByRole('button', { name: 'Fermer' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.locator('.leaflet-popup')).toHaveCount(0);
    await expect(marker).toBeFocused();
  });

  test('what is pressed in the preview is done once Leaflet has taken over, the focus kept', async ({ page, request }) => {
    const places = await cmsPlaces(request);
    const [first, second] = [...places].sort((a, b) => a.city.localeCompare(b.city, 'fr'));
    if (!first || !second) throw new Error('Fewer than two places.');
    await page.goto('/formations-carte');
    await expect(pins(page)).toHaveCount(places.length);
    // Leaflet arrives a second late (a slow network): the preview is still there when pressed.
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });

    // Keyboard: Enter on a marker of the preview opens its popup, the link in it focused.
    const marker = page.getByRole('button', { name: `${first.title}, ${first.city}` });
    await marker.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
    const link = page.locator('.leaflet-popup').getByRole('link', { name: first.title });
    await expect(link).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.leaflet-popup')).toHaveCount(0);
    await expect(page.getByRole('button', { name: `${first.title}, ${first.city}` })).toBeFocused();

    // Pointer (a tap on a phone): the popup opens.
    await page.reload();
    await expect(pins(page)).toHaveCount(places.length);
    await page.getByRole('button', { name: `${second.title}, ${second.city}` }).click();
    await expect(page.locator('.leaflet-popup').getByRole('link', { name: second.title })).toBeVisible();
    await expect(markers(page)).toHaveCount(places.length);

    // A zoom button of the preview zooms once Leaflet is there, and keeps the focus.
    await page.reload();
    await expect(pins(page)).toHaveCount(places.length);
    const spread = async () => {
      const xs = Object.values(await pinBoxes(page)).map((box) => box.x);
      return Math.max(...xs) - Math.min(...xs);
    };
    const before = await spread();
    await page.getByRole('button', { name: 'Zoom avant' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
    await expect(markers(page)).toHaveCount(places.length);
    await expect(page.getByRole('button', { name: 'Zoom avant' })).toBeFocused();
    await expect.poll(spread).toBeGreaterThan(before * 1.5);
  });

  test('when Leaflet cannot be loaded, the map says so over its preview, and the next gesture tries again', async ({ page, request }) => {
    const places = await cmsPlaces(request);
    await page.goto('/formations-carte');
    await expect(pins(page)).toHaveCount(places.length);
    await page.waitForLoadState('networkidle');
    await page.route('**/_next/static/**', (route) => route.abort());
    const map = page.getByRole('region', { name: MAP });
    const failure = page.getByText('La carte interactive n’a pas pu être chargée ; la liste des lieux présente les mêmes informations.');
    await map.hover();
    await expect(failure).toBeVisible();
    await expect(pins(page)).toHaveCount(places.length);
    await expect(page.locator('.leaflet-container')).toHaveCount(0);

    await page.unroute('**/_next/static/**');
    await page.mouse.move(0, 0);
    await map.hover();
    await expect(markers(page)).toHaveCount(places.length);
    await expect(failure).toHaveCount(0);
  });

  test('the links back home are prefetched when the visitor reaches for them, not with the page', async ({ page }) => {
    const prefetches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // The router asks for the page's payload (`RSC: 1`), not its HTML.
      if (request.headers()['rsc'] && url.pathname === '/') prefetches.push(url.pathname);
    });
    await page.goto('/formations-carte');
    await expect(pins(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(prefetches).toEqual([]);
    const back = page.getByRole('link', { name: 'Retour à l’accueil' });
    await back.hover();
    await expect.poll(() => prefetches.length).toBeGreaterThan(0);
    await back.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('Leaflet is loaded on the map page only, once the visitor reaches for the map', async ({ page }) => {
    await page.goto('/formations-carte');
    await expect(pins(page).first()).toBeVisible();
    expect(await page.evaluate(() => typeof (window as { L?: unknown }).L)).toBe('undefined');
    await page.getByRole('region', { name: MAP }).hover();
    await expect(markers(page).first()).toBeVisible();
    expect(await page.evaluate(() => typeof (window as { L?: unknown }).L)).toBe('object');

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
    expect(await page.evaluate(() => typeof (window as { L?: unknown }).L)).toBe('undefined');
    const scripts = await page.locator('script[src]').evaluateAll((nodes) => nodes.map((n) => (n as HTMLScriptElement).src));
    expect(scripts.filter((src) => /leaflet/i.test(src))).toEqual([]);
    // Neither Leaflet's stylesheet.
    const leafletRules = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) => {
        try {
          return [...sheet.cssRules].map((rule) => rule.cssText).filter((text) => text.includes('.leaflet-pane'));
        } catch {
          return [];
        }
      }),
    );
    expect(leafletRules).toEqual([]);
  });
});

test.describe('training place /formation-carte/{slug}', () => {
  test('shows the place, its courses, contact and structured data', async ({ page, request }) => {
    const place = (await cmsPlaces(request)).sort((a, b) => b.formations.length - a.formations.length)[0];
    if (!place) throw new Error('No place.');
    const slug = place.path.split('/').pop();
    const response = await page.goto(place.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${place.title} | ${SITE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(place.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${place.path}$`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', place.title);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');

    const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(crumbs.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Formations' })).toHaveAttribute('href', '/formations-carte');
    await expect(crumbs.getByText(place.title)).toHaveAttribute('aria-current', 'page');

    const main = page.getByRole('main');
    await expect(main.getByText(place.address)).toBeVisible();
    await expect(main.getByRole('link', { name: place.email })).toHaveAttribute('href', `mailto:${place.email}`);
    await expect(main.getByRole('link', { name: place.phone })).toHaveAttribute('href', `tel:${place.phone.replace(/[^\d+]/g, '')}`);
    await expect(main.getByRole('link', { name: 'Voir sur la carte' })).toHaveAttribute('href', '/formations-carte');
    await expect(main.getByRole('link', { name: 'Version imprimable' })).toHaveAttribute('href', `/pdfs/formation-carte/${slug}`);

    const courses = page.getByRole('region', { name: 'Formations proposées' });
    await expect(courses.getByRole('article')).toHaveCount(place.formations.length);
    for (const formation of place.formations) {
      await expect(courses.getByRole('link', { name: formation.title, exact: true })).toHaveAttribute('href', formation.path);
    }

    const data = await jsonLd(page);
    const jsonPlace = data.find((item) => item['@type'] === 'Place');
    expect(jsonPlace).toMatchObject({
      '@context': 'https://schema.org',
      name: place.title,
      address: { '@type': 'PostalAddress', streetAddress: place.address, postalCode: place.postalCode, addressLocality: place.city },
      geo: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude },
    });
    const breadcrumb = data.find((item) => item['@type'] === 'BreadcrumbList');
    expect(breadcrumb?.['itemListElement']).toMatchObject([
      { position: 1, name: 'Accueil' },
      { position: 2, name: 'Formations', item: expect.stringMatching(/\/formations-carte$/) },
      { position: 3, name: place.title },
    ]);

    // Keyboard: the skip link leads to the content.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
    await expectNoAxeViolations(page);
    // No Leaflet on the place's page either.
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
  });

  test('an unknown place answers 404', async ({ page }) => {
    const response = await page.goto('/formation-carte/lieu-qui-n-existe-pas');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page not found: /formation-carte/lieu-qui-n-existe-pas')).toBeVisible();
  });
});

test.describe('printable place /pdfs/formation-carte/{slug}', () => {
  test('is an A4 sheet without navigation, canonical to the place, not indexed', async ({ page, request }) => {
    const place = (await cmsPlaces(request))[0];
    if (!place) throw new Error('No place.');
    const slug = place.path.split('/').pop() ?? '';
    const response = await page.goto(`/pdfs/formation-carte/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(place.title);
    await expect(page).toHaveTitle(`${place.title} (version imprimable) | ${SITE}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${place.path}$`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.locator('#tarteaucitronRoot')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Imprimer ou enregistrer en PDF' })).toBeVisible();
    await expect(page.getByText(place.address)).toBeVisible();
    await expect(page.getByRole('link', { name: place.email })).toHaveAttribute('href', `mailto:${place.email}`);
    const rows = page.getByRole('region', { name: 'Formations proposées' }).getByRole('row');
    await expect(rows).toHaveCount(place.formations.length + 1);
    for (const formation of place.formations) await expect(page.getByRole('rowheader', { name: formation.title })).toBeVisible();
    const jsonPlace = (await jsonLd(page)).find((item) => item['@type'] === 'Place');
    expect(jsonPlace).toMatchObject({ name: place.title, geo: { latitude: place.latitude, longitude: place.longitude } });

    // The print button opens the browser's print dialog.
    await page.evaluate(() => {
      (window as { printed?: boolean }).printed = false;
      window.print = () => {
        (window as { printed?: boolean }).printed = true;
      };
    });
    await page.getByRole('button', { name: 'Imprimer ou enregistrer en PDF' }).click();
    expect(await page.evaluate(() => (window as { printed?: boolean }).printed)).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('an unknown place answers 404', async ({ page }) => {
    const response = await page.goto('/pdfs/formation-carte/lieu-qui-n-existe-pas');
    expect(response?.status()).toBe(404);
  });
});
