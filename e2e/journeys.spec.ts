import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  alias,
  anonymousResource,
  backend,
  backendSession,
  COMPANY,
  contactSubmissions,
  EDITOR,
  jsonapi,
  OTHER_COMPANY,
  previewLink,
  processed,
  related,
  text,
  type Account,
  type Resource,
} from './backend';
import { fillOfferForm, postOfferThroughSite } from './offer-helpers';

// The journeys that matter, on whichever backend the site runs on (issue 17): the embedded cms
// (`npm run e2e`, with the @writes tests) or the lab Drupal (`node scripts/e2e-drupal.mjs`, which
// runs only @journeys). They talk to the site as a visitor does; e2e/backend.ts tells them what
// the backend holds and checks what the site wrote there. The other specs go deeper on the cms.

const SITE = 'CFA Campus des Métiers';
const PER_PAGE = 10;

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
const titles = (resources: Resource[]) => resources.map((resource) => text(resource, 'title'));
/** The titles of a list's cards (h2; h3 under the event list's sections). */
const cardTitles = (page: Page, level = 2) => page.getByRole('main').getByRole('article').getByRole('heading', { level }).allInnerTexts();

async function logIn(page: Page, account: Account) {
  await page.goto('/login');
  await page.getByLabel('Identifiant ou adresse e-mail').fill(account.name);
  await page.getByLabel('Mot de passe').fill(account.pass);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function sessionCookies(context: BrowserContext) {
  return (await context.cookies()).map((cookie) => cookie.name).filter((name) => /^S?SESS/.test(name) || ['csrf_token', 'logout_token', 'user'].includes(name));
}

test.describe(`journeys on the ${backend.kind} @journeys @writes`, () => {
  test.describe('reading', () => {
    test('home: the newest article, the next events and the open offers of the backend', async ({ page, request }) => {
      const [articles, offers] = await Promise.all([
        jsonapi(request, 'node/article?filter[status]=1&sort=-created,-drupal_internal__nid&page[limit]=1'),
        jsonapi(request, `node/offre_emploi?filter[status]=1&filter[e][condition][path]=field_date_expiration&filter[e][condition][operator]=%3E%3D&filter[e][condition][value]=${today()}&page[limit]=1`),
      ]);
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(SITE);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE);
      const news = page.getByRole('region', { name: 'Actualités' });
      await expect(news.getByRole('heading', { level: 3 }).first()).toHaveText(titles(articles.data)[0]!);
      expect(offers.data.length).toBeGreaterThan(0);
      await expect(page.getByRole('region', { name: 'Dernières offres d’emploi' }).getByRole('article').first()).toBeVisible();
      // Pictures come from the backend's files, through the site's origin and next/image.
      await expect(page.getByRole('region', { name: 'Prochains événements' }).locator('img').first()).toHaveAttribute('src', /\/_next\/image\?url=%2Fsites%2Fdefault%2Ffiles%2F/);
    });

    test('lists page through the backend’s order: articles, events, job offers', async ({ page, request }) => {
      const articles = await jsonapi(request, `node/article?filter[status]=1&sort=-created,-drupal_internal__nid&page[offset]=${PER_PAGE}&page[limit]=${PER_PAGE}`);
      expect(articles.data.length).toBeGreaterThan(0);
      await page.goto('/articles');
      const firstPage = await cardTitles(page);
      expect(firstPage).toHaveLength(PER_PAGE);
      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/\/articles\?page=2$/);
      await expect(page).toHaveTitle(`Actualités – page 2 | ${SITE}`);
      expect(await cardTitles(page)).toEqual(titles(articles.data));
      await expect(page.getByRole('main').getByRole('article').first().locator('img')).toHaveAttribute('src', /\/_next\/image\?url=%2Fsites%2Fdefault%2Ffiles%2F/);

      await page.goto('/evenements?page=2');
      await expect(page).toHaveTitle(`Événements – page 2 | ${SITE}`);
      const events = await cardTitles(page, 3);
      expect(events.length).toBeGreaterThan(0);
      await page.goto('/evenements');
      const firstEvents = await cardTitles(page, 3);
      expect(firstEvents).toHaveLength(PER_PAGE);
      expect(events.filter((title) => firstEvents.includes(title))).toEqual([]);

      // The board moves while other tests post offers: compared again until the site caught up.
      await expect(async () => {
        const open = await jsonapi(
          request,
          `node/offre_emploi?filter[status]=1&filter[e][condition][path]=field_date_expiration&filter[e][condition][operator]=%3E%3D&filter[e][condition][value]=${today()}&sort=-created,-drupal_internal__nid&page[offset]=${PER_PAGE}&page[limit]=${PER_PAGE}`,
        );
        await page.goto('/offres-emploi?page=2');
        expect(await cardTitles(page)).toEqual(titles(open.data));
        await expect(page.getByText(new RegExp(`^${open.meta?.count} offres – page 2 sur `))).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
    });

    test('an article: title, date, picture, body and tags', async ({ page, request }) => {
      const list = await jsonapi(request, 'node/article?filter[status]=1&sort=-created,-drupal_internal__nid&page[limit]=1');
      const single = (await (await request.get(`${backend.url}/jsonapi/node/article/${list.data[0]!.id}?include=field_image,field_tags`)).json()) as { data: Resource; included?: Resource[] };
      const document = { data: [single.data], ...(single.included ? { included: single.included } : {}) };
      const article = single.data;
      const response = await page.goto(alias(article));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${text(article, 'title')} | ${SITE}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(article, 'title'));
      await expect(page.getByText(/^Publié le \d{1,2}(er)? [a-zéû]+ \d{4}$/)).toBeVisible();
      const image = article.relationships?.['field_image']?.data as { meta?: { alt?: string } } | null;
      await expect(page.getByRole('main').getByRole('img', { name: image?.meta?.alt ?? '' })).toBeVisible();
      for (const tag of related(document, article, 'field_tags')) {
        await expect(page.getByRole('list', { name: 'Étiquettes' }).getByText(text(tag, 'name'), { exact: true })).toBeVisible();
      }
      const firstParagraph = /<p>(.*?)<\/p>/.exec(processed(article, 'body'))?.[1]?.replace(/<[^>]+>/g, '') ?? '';
      await expect(page.locator('.prose')).toContainText(firstParagraph.slice(0, 60));
    });

    test('an offer: company, place, contract, description and how to apply', async ({ page, request }) => {
      const document = await jsonapi(
        request,
        `node/offre_emploi?filter[status]=1&filter[e][condition][path]=field_date_expiration&filter[e][condition][operator]=%3E%3D&filter[e][condition][value]=${today()}&sort=created&page[limit]=1&include=field_type_contrat`,
      );
      const offer = document.data[0]!;
            const response = await page.goto(alias(offer));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(offer, 'title'));
      const main = page.getByRole('main');
      await expect(main.getByText(text(offer, 'field_entreprise'), { exact: true }).first()).toBeVisible();
      await expect(main.getByText(text(offer, 'field_ville')).first()).toBeVisible();
      await expect(main.getByText(text(related(document, offer, 'field_type_contrat')[0]!, 'name'), { exact: true }).first()).toBeVisible();
      const description = (processed(offer, 'field_description').replace(/<[^>]+>/g, ' ').trim().split(/\s+/).slice(0, 6).join(' '));
      await expect(page.getByRole('region', { name: 'Le poste' })).toContainText(description);
      await expect(page.getByRole('region', { name: 'Postuler' })).toBeVisible();
    });

    test('an event: dates, place and its calendar file', async ({ page, request }) => {
      const document = await jsonapi(
        request,
        `node/evenement?filter[status]=1&filter[d][condition][path]=field_date_debut&filter[d][condition][operator]=%3E%3D&filter[d][condition][value]=${new Date().toISOString()}&sort=field_date_debut&page[limit]=1`,
      );
      const event = document.data[0]!;
      const response = await page.goto(alias(event));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(event, 'title'));
      const facts = page.locator('dl');
      await expect(facts.getByText(/^(Le|Du) [a-z]+ \d{1,2}(er)? [a-zéû]+ \d{4}/)).toBeVisible();
      if (text(event, 'field_lieu_nom')) await expect(page.getByRole('main').getByText(text(event, 'field_lieu_nom')).first()).toBeVisible();
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]') as Record<string, string>[];
      const data = ld.find((item) => item['@type'] === 'Event');
      expect(new Date(data?.['startDate'] ?? '').getTime()).toBe(new Date(text(event, 'field_date_debut')).getTime());
      const ics = await page.request.get(`${alias(event)}/calendrier.ics`);
      expect(ics.status()).toBe(200);
      expect(await ics.text()).toContain('BEGIN:VEVENT');
    });

    test('the map page: every place of the backend on the map and in the list', async ({ page, request }) => {
      const places = await jsonapi(request, 'node/formation_carte?filter[status]=1&page[limit]=50');
      expect(places.data.length).toBeGreaterThan(1);
      const response = await page.goto('/formations-carte');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carte des lieux de formation');
      const map = page.getByRole('region', { name: 'Carte des lieux de formation' });
      await expect(map.locator('[data-place]')).toHaveCount(places.data.length);
      await expect(page.getByRole('status')).toHaveText(`${places.data.length} lieux de formation.`);
      for (const place of places.data) {
        await expect(page.getByRole('heading', { level: 3, name: text(place, 'title') }).getByRole('link')).toHaveAttribute('href', alias(place));
      }
      // Leaflet takes over when the visitor reaches for the map.
      await map.hover();
      await expect(page.locator('.leaflet-marker-icon')).toHaveCount(places.data.length);
    });

    test('a course sheet: its fields, results and trades, and its printable version', async ({ page, request }) => {
      const document = await jsonapi(request, 'node/formation?filter[status]=1&sort=title&page[limit]=1&include=field_metiers');
      const formation = document.data[0]!;
            const response = await page.goto(alias(formation));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${text(formation, 'title')} | ${SITE}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(formation, 'title'));
      const main = page.getByRole('main');
      for (const heading of ['Objectifs', 'Prérequis', 'Tarif', 'Métiers visés', 'Contact']) {
        await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      await expect(main.getByText(text(formation, 'field_code_rncp'))).toBeVisible();
      for (const trade of related(document, formation, 'field_metiers')) {
        await expect(main.getByRole('link', { name: text(trade, 'title'), exact: true }).first()).toHaveAttribute('href', alias(trade));
      }
      const slug = alias(formation).split('/').pop();
      const sheet = await page.request.get(`/pdfs/formation/${slug}`);
      expect(sheet.status()).toBe(200);
      expect(await sheet.text()).toContain(text(formation, 'title'));
    });
  });

  test.describe('accounts', () => {
    test('login and logout: the backend’s session through the site', async ({ page, context }) => {
      await page.goto('/mes-offres-emploi');
      await expect(page).toHaveURL(/\/login$/);
      await page.getByLabel('Identifiant ou adresse e-mail').fill(COMPANY.name);
      await page.getByLabel('Mot de passe').fill('pas-le-bon');
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page.getByText(/identifiant ou mot de passe/i).first()).toBeVisible();
      await page.getByLabel('Mot de passe').fill(COMPANY.pass);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page).toHaveURL(/\/mes-offres-emploi$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes offres d’emploi');
      expect(await sessionCookies(context)).toEqual(expect.arrayContaining(['csrf_token', 'logout_token', 'user']));

      await page.getByText(`Mon compte (${COMPANY.name})`).click();
      await page.getByRole('button', { name: 'Se déconnecter' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
      expect(await sessionCookies(context)).toEqual([]);
      await page.goto('/mes-offres-emploi');
      await expect(page).toHaveURL(/\/login$/);
    });

    test('profile edit: the new phone number is saved in the backend', async ({ page }) => {
      await logIn(page, OTHER_COMPANY);
      await page.goto('/profile/modifier');
      await expect(page.getByLabel('Adresse e-mail')).toHaveValue(/@/);
      const phone = `02 99 ${String(Date.now()).slice(-2)} ${String(Date.now()).slice(-4, -2)} 00`;
      await page.getByLabel('Téléphone').fill(phone);
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page).toHaveURL(/\/profile\?enregistre=1$/);
      await expect(page.getByText('Votre profil est enregistré.')).toBeVisible();
      await expect(page.getByText(phone, { exact: true })).toBeVisible();
      const session = await backendSession(OTHER_COMPANY);
      expect((await session.me())['field_telephone']).toBe(phone);
      await session.dispose();
    });
  });

  test.describe('job offers of a company', () => {
    // In order, in one worker: the board changes under each step.
    test.describe.configure({ mode: 'default' });

    test('post, edit, unpublish and delete an offer', async ({ page, request }) => {
      test.slow();
      const title = `Apprenti boulanger (H/F) – parcours ${Date.now()}`;
      await logIn(page, COMPANY);
      await page.goto('/offres-emploi/deposer');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Déposer une offre d’emploi');
      await fillOfferForm(page, title);
      await page.locator('.ql-editor').click();
      await page.keyboard.type('Nous cherchons un apprenti motivé pour nos pains au levain.');
      await page.getByRole('button', { name: 'Publier l’offre' }).click();
      await expect(page).toHaveURL(/\/mes-offres-emploi\?publiee=1$/);
      await expect(page.getByText('Votre offre est publiée.')).toBeVisible();

      // In the backend, published, with the alias Pathauto or the cms gave it.
      const found = await jsonapi(request, `node/offre_emploi?filter[title]=${encodeURIComponent(title)}`);
      expect(found.data).toHaveLength(1);
      const offer = found.data[0]!;
      expect(text(offer, 'field_ville')).toBe('Rennes');
      expect(alias(offer)).toMatch(/^\/offres-emploi\/[a-z0-9-]+$/);
      // On the board and on its own page within seconds (the backend asks the site to revalidate).
      await expect(async () => {
        await page.goto('/offres-emploi');
        await expect(page.getByRole('main').getByRole('article').filter({ hasText: title })).toHaveCount(1, { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await page.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(new RegExp(`${alias(offer)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('region', { name: 'Le poste' })).toContainText('pains au levain');

      // Edit.
      await page.goto('/mes-offres-emploi');
      await page.getByRole('link', { name: `Modifier l’offre « ${title} »` }).click();
      await expect(page).toHaveURL(new RegExp(`/offres-emploi/modifier/${offer.id}$`));
      await expect(page.getByLabel('Intitulé du poste')).toHaveValue(title);
      const renamed = `${title} (modifiée)`;
      await page.getByLabel('Intitulé du poste').fill(renamed);
      await page.getByLabel('Ville').fill('Vitré');
      await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
      await expect(page).toHaveURL(/\/mes-offres-emploi\?modifiee=1$/);
      await expect(page.getByText('Vos modifications sont enregistrées.')).toBeVisible();
      const edited = await anonymousResource(request, 'node--offre_emploi', offer.id);
      expect(edited && text(edited, 'title')).toBe(renamed);
      expect(edited && text(edited, 'field_ville')).toBe('Vitré');

      // Unpublish: off the board, a draft in the company's list, hidden from anonymous readers.
      const card = page.getByRole('main').getByRole('article').filter({ hasText: renamed });
      await card.getByRole('button', { name: `Dépublier l’offre « ${renamed} »` }).click();
      await expect(card.getByRole('status')).toHaveText('Offre dépubliée : elle n’est plus sur le tableau.');
      await expect(card.getByText('Brouillon', { exact: true })).toBeVisible();
      expect(await anonymousResource(request, 'node--offre_emploi', offer.id)).toBeUndefined();
      await expect(async () => {
        await page.goto('/offres-emploi');
        await expect(page.getByRole('main').getByRole('article').filter({ hasText: renamed })).toHaveCount(0, { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });

      // Delete, after a confirmation.
      await page.goto('/mes-offres-emploi');
      const draft = page.getByRole('main').getByRole('article').filter({ hasText: renamed });
      await draft.getByRole('button', { name: `Supprimer l’offre « ${renamed} »` }).click();
      await draft.getByRole('group', { name: `Confirmer la suppression de l’offre « ${renamed} »` }).getByRole('button', { name: 'Oui, supprimer' }).click();
      await expect(page.getByRole('main').getByRole('article').filter({ hasText: renamed })).toHaveCount(0);
      // Gone from the backend: its owner gets 404. (Not asked anonymously: Drupal's page cache keeps
      // the 401 that basic_auth made of the draft's 403, without the node's cache tag.)
      const owner = await backendSession(COMPANY);
      expect(await owner.status('node--offre_emploi', offer.id)).toBe(404);
      await owner.dispose();
    });

    test('another company is refused: the edit page and a PATCH through the site', async ({ browser, request }) => {
      const ownerContext = await browser.newContext();
      const owner = await ownerContext.newPage();
      await logIn(owner, COMPANY);
      const title = `Offre d’une autre entreprise ${Date.now()}`;
      const created = await postOfferThroughSite(owner, title);
      expect(created.status).toBe(201);
      await ownerContext.close();

      const context = await browser.newContext();
      const page = await context.newPage();
      await logIn(page, OTHER_COMPANY);
      const response = await page.goto(`/offres-emploi/modifier/${created.id}`);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accès refusé');
      await expect(page.getByLabel('Intitulé du poste')).toHaveCount(0);
      const status = await page.evaluate(async (offerId) => {
        const token = await (await fetch('/session/token')).text();
        const answer = await fetch(`/jsonapi/node/offre_emploi/${offerId}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/vnd.api+json', Accept: 'application/vnd.api+json', 'X-CSRF-Token': token },
          body: JSON.stringify({ data: { type: 'node--offre_emploi', id: offerId, attributes: { title: 'Détournée' } } }),
        });
        return answer.status;
      }, created.id);
      expect(status).toBe(403);
      expect(await anonymousResource(request, 'node--offre_emploi', created.id).then((resource) => resource && text(resource, 'title'))).toBe(title);
      await context.close();
    });
  });

  test('contact form: the message is stored by the backend’s webform', async ({ page, request }) => {
    const submissions = contactSubmissions(request);
    await submissions.before();
    const message = {
      name: 'Jeanne Le Goff',
      email: 'jeanne.legoff@exemple.fr',
      subject: `Visite du campus ${Date.now()}`,
      message: 'Bonjour, je souhaite visiter le campus de Rennes avec mon fils. Merci.',
    };
    await page.goto('/contact');
    await page.getByRole('textbox', { name: /^Nom/ }).fill(message.name);
    await page.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(message.email);
    await page.getByRole('textbox', { name: /^Objet/ }).fill(message.subject);
    await page.getByRole('textbox', { name: /^Message/ }).fill(message.message);
    await page.getByRole('checkbox', { name: /J’accepte que mes données soient utilisées/ }).check();
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Merci, votre message a bien été envoyé' })).toBeVisible();
    await submissions.verify(message);
  });

  test('revalidation: an editor’s change in the backend shows on the cached page within seconds', async ({ page, request }) => {
    const pages = await jsonapi(request, 'node/page?filter[status]=1&sort=title&page[limit]=50');
    // Not the page site.spec.ts edits on the cms.
    const target = pages.data.find((node) => alias(node) !== '/gestion-des-cookies' && alias(node).split('/').length === 2);
    expect(target, 'a page of the school at /{slug}').toBeDefined();
    const { id } = target!;
    const title = text(target!, 'title');
    // Cached: a second view is served from Next's page cache.
    await page.goto(alias(target!));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // (A page rendered on demand is stored once its first render ends.)
    await expect.poll(async () => (await page.request.get(alias(target!))).headers()['x-nextjs-cache'], { timeout: 10_000 }).toMatch(/^(HIT|STALE)$/);

    const editor = await backendSession(EDITOR);
    const changed = `${title} (mise à jour ${Date.now() % 100000})`;
    try {
      expect(await editor.patch('node--page', id, { title: changed })).toBe(200);
      await expect(async () => {
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed, { timeout: 500 });
      }).toPass({ timeout: 15_000 });
    } finally {
      await editor.patch('node--page', id, { title });
      await editor.dispose();
    }
  });

  test('preview: the link an editor gets from the backend’s admin shows the draft in a browser with no session', async ({ browser }) => {
    const editor = await backendSession(EDITOR);
    let drafts: Resource[];
    try {
      const answer = await editor.api.get('/jsonapi/node/article?filter[status]=0&sort=title&fields[node--article]=title,path,status,drupal_internal__nid');
      expect(answer.status()).toBe(200);
      drafts = ((await answer.json()) as { data: Resource[] }).data;
      expect(drafts.length, 'two draft articles in the demo content').toBeGreaterThanOrEqual(2);
      expect(drafts.every((node) => node.attributes['status'] === false)).toBe(true);
      const [draft, other] = drafts as [Resource, Resource];
      const link = await previewLink(editor, draft);
      expect(link).toMatch(/^\/api\/draft\?/);

      // A visitor of the site with no session at all, as an editor coming from the backend's admin.
      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        expect((await page.goto(alias(draft)))?.status()).toBe(404);
        const response = await page.goto(link);
        expect(response?.status()).toBe(200);
        expect(response?.headers()['cache-control']).toMatch(/private|no-store/);
        await expect(page).toHaveURL(new RegExp(`${alias(draft)}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(draft, 'title'));
        const banner = page.getByRole('region', { name: 'Mode aperçu' });
        await expect(banner).toContainText('le brouillon ouvert depuis le lien d’aperçu');
        await expect(page.getByRole('main')).toContainText('Brouillon — non publié');
        // Only the link's draft: another one stays out of reach, and nothing of the OAuth client shows.
        expect(await page.content()).not.toMatch(/access_token|Bearer /);
        expect((await page.goto(alias(other)))?.status()).toBe(404);
        // The link's secret is single-purpose: altered, it is refused.
        const forged = new URL(link, 'http://site.invalid');
        forged.searchParams.set('slug', alias(other));
        expect((await page.goto(`${forged.pathname}${forged.search}`))?.status()).toBe(401);
        // Leaving the preview: the draft is a 404 again.
        expect((await page.goto(link))?.status()).toBe(200);
        await banner.getByRole('link', { name: 'Quitter l’aperçu' }).click();
        await expect(banner).toHaveCount(0);
        expect((await page.goto(alias(draft)))?.status()).toBe(404);
      } finally {
        await context.close();
      }
    } finally {
      await editor.dispose();
    }
  });
});
