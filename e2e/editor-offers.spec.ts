import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { type Account, cms, cmsSession, COMPANY, drafts, EDITOR, logIn } from './drafts';

// Issue 20, item 9: editors, who may edit every offer, get every company's offers on
// /mes-offres-emploi, filtered by company and state; a company still gets its own only. The
// tests that post offers are tagged @writes: they run after the read-only tests of the board.

const OWNER: Account = { name: 'hotel-des-voyageurs', pass: 'demo-entreprise' };
// Not restaurant-la-maree: e2e/security.spec.ts floods its logins on purpose.
const OTHER: Account = COMPANY;
const shots = process.env['SHOTS_DIR'];

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations).toEqual([]);
}

type Seeded = { company: string; open: { id: string; title: string }; expired: { id: string; title: string }; draft: { id: string; title: string } };

/** Three offers of `OWNER` under a company name of their own: open, expired, draft (posted on the cms with its session). */
async function seedOffers(): Promise<Seeded> {
  const stamp = Date.now();
  const company = `Auberge e2e ${stamp}`;
  const { api, token } = await cmsSession(OWNER);
  const contract = (await (await api.get(`${cms}/jsonapi/taxonomy_term/type_contrat?page[limit]=1`)).json()).data[0].id as string;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const post = async (title: string, status: boolean, expires: string) => {
    const answer = await api.post(`${cms}/jsonapi/node/offre_emploi`, {
      headers: { 'Content-Type': 'application/vnd.api+json', Accept: 'application/vnd.api+json', 'X-CSRF-Token': token },
      data: {
        data: {
          type: 'node--offre_emploi',
          attributes: {
            title,
            status,
            field_entreprise: company,
            field_ville: 'Dinard',
            field_code_postal: '35800',
            field_date_expiration: expires,
            field_contact_email: 'recrutement@hotel-des-voyageurs.example',
            field_description: { value: '<p>Une offre pour les filtres des rédacteurs.</p>', format: 'basic_html' },
          },
          relationships: { field_type_contrat: { data: { type: 'taxonomy_term--type_contrat', id: contract } } },
        },
      },
    });
    expect(answer.status(), title).toBe(201);
    return { id: (await answer.json()).data.id as string, title };
  };
  const seeded = {
    company,
    open: await post(`Serveur en salle ${stamp}`, true, day(30)),
    expired: await post(`Commis de cuisine ${stamp}`, true, day(-5)),
    draft: await post(`Réceptionniste ${stamp}`, false, day(30)),
  };
  await api.dispose();
  return seeded;
}

const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).allTextContents();

test.describe('editors see every company’s offers on /mes-offres-emploi', () => {
  test('the list shows other companies’ offers, drafts included, paged; the filters work without JavaScript @writes', async ({ browser, baseURL }) => {
    const seeded = await seedOffers();
    const [companyDraft] = await drafts('offre_emploi', COMPANY);
    const context = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false });
    const page = await context.newPage();
    await logIn(page, EDITOR);
    await page.goto('/mes-offres-emploi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toutes les offres d’emploi');
    await expect(page).toHaveTitle(/Toutes les offres d’emploi/);
    // Several companies, and another company's draft.
    const main = page.getByRole('main');
    for (const name of ['Boulangerie Martin', 'Hôtel des Voyageurs']) {
      await expect(main.getByRole('option', { name, exact: true })).toHaveCount(1);
    }
    await expect(main.getByRole('option', { name: seeded.company, exact: true })).toHaveCount(1);
    const firstPage = await cardTitles(page);
    expect(firstPage).toHaveLength(20);
    expect(firstPage).toContain(seeded.draft.title);
    // More than one page (the demo has 40 offers): the pager leads on, with the filters kept.
    const pager = page.getByRole('navigation', { name: 'Pages des offres' });
    await pager.getByRole('link', { name: /suivante/i }).click();
    await expect(page).toHaveURL(/\/mes-offres-emploi\?page=2$/);
    const secondPage = await cardTitles(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
    if (companyDraft) {
      await page.goto(`/mes-offres-emploi?entreprise=${encodeURIComponent('Boulangerie Martin')}&etat=brouillon`);
      expect(await cardTitles(page)).toContain(companyDraft.title);
    }

    // The company filter narrows the list to that company's three offers.
    await page.goto('/mes-offres-emploi');
    await page.getByLabel('Entreprise', { exact: true }).selectOption({ label: seeded.company });
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(new RegExp(`entreprise=${encodeURIComponent(seeded.company).replace(/%20/g, '\\+')}`));
    expect((await cardTitles(page)).sort()).toEqual([seeded.open.title, seeded.expired.title, seeded.draft.title].sort());
    await expect(main.getByText(`3 offres – ${seeded.company}`, { exact: true })).toBeVisible();

    // Each state narrows it to one, the company kept.
    for (const [label, offer, mark] of [
      ['Brouillons', seeded.draft, 'Brouillon'],
      ['Expirées', seeded.expired, 'Expirée'],
      ['Publiées', seeded.open, null],
    ] as const) {
      await page.getByLabel('État', { exact: true }).selectOption({ label });
      await page.getByRole('button', { name: 'Filtrer' }).click();
      expect(await cardTitles(page), label).toEqual([offer.title]);
      await expect(page.getByLabel('Entreprise', { exact: true })).toHaveValue(seeded.company);
      const card = main.getByRole('article');
      if (mark) await expect(card.getByText(mark, { exact: true }).first()).toBeVisible();
      else await expect(card).toContainText(/Publiée le/);
      await expect(card.getByRole('link', { name: `Modifier l’offre « ${offer.title} »` })).toHaveAttribute('href', `/offres-emploi/modifier/${offer.id}`);
    }
    // A state of all companies: only drafts.
    await page.goto('/mes-offres-emploi?etat=brouillon');
    for (const card of await main.getByRole('article').all()) await expect(card.getByText('Brouillon', { exact: true }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Effacer les filtres' }).click();
    await expect(page).toHaveURL(/\/mes-offres-emploi$/);
    await context.close();
  });

  test('the editor’s list passes axe, at 390 and 1366 px', async ({ page }) => {
    // A login and two axe runs on a list of every company's offers: 15 s on a quiet machine, 33 s
    // on a busy one (over the default of 30 s it had then).
    test.slow();
    await logIn(page, EDITOR);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/mes-offres-emploi?entreprise=Boulangerie%20Martin');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toutes les offres d’emploi');
      await expectNoAxeViolations(page);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (shots) await page.screenshot({ path: `${shots}/editor-offers-${width}.png`, fullPage: true });
    }
  });

  test('an editor edits another company’s offer from the list; the offer keeps its owner @writes', async ({ page, request }) => {
    const seeded = await seedOffers();
    await logIn(page, EDITOR);
    await page.goto(`/mes-offres-emploi?entreprise=${encodeURIComponent(seeded.company)}&etat=publiee`);
    await page.getByRole('link', { name: `Modifier l’offre « ${seeded.open.title} »` }).click();
    await expect(page).toHaveURL(new RegExp(`/offres-emploi/modifier/${seeded.open.id}$`));
    const title = `${seeded.open.title} (revue par la rédaction)`;
    await page.getByLabel('Intitulé du poste').fill(title);
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(page).toHaveURL(/\/mes-offres-emploi\?modifiee=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toutes les offres d’emploi');
    const stored = (await (await request.get(`${cms}/jsonapi/node/offre_emploi/${seeded.open.id}?include=uid`)).json()) as {
      data: { attributes: { title: string }; relationships: { uid: { data: { id: string } } } };
      included: { id: string; attributes: { display_name?: string } }[];
    };
    expect(stored.data.attributes.title).toBe(title);
    const owner = stored.included.find((item) => item.id === stored.data.relationships.uid.data.id);
    expect(owner?.attributes.display_name).toBe(OWNER.name);
  });
});

test.describe('a company still sees its own offers only', () => {
  test('the editors’ filters in the URL are ignored: no other company’s offer, no filter form @writes', async ({ page }) => {
    const seeded = await seedOffers();
    await logIn(page, OTHER);
    // The company's own offers as the cms lists them for its uid. Other tests of the @writes run
    // post and delete this company's offers at the same time: the list is read before and after
    // each page, so that an offer added or removed meanwhile neither fails nor hides a leak.
    const { api } = await cmsSession(OTHER);
    const me = (await (await api.get(`${cms}/api/users?_format=json`)).json())[0] as { uuid: string };
    const ownTitles = async () =>
      ((await (await api.get(`${cms}/jsonapi/node/offre_emploi?filter[uid.id]=${me.uuid}&fields[node--offre_emploi]=title&page[limit]=50`)).json()).data as { attributes: { title: string } }[]).map(
        (offer) => offer.attributes.title,
      );
    // An offer posted and deleted between the two reads (hardening-site.spec.ts posts a draft as
    // this company and deletes it at once) is in neither: the editors' view of the cms says whose
    // it is, if it still exists.
    const editor = await cmsSession(EDITOR);
    const ownerOf = async (title: string) => {
      const found = (await (await editor.api.get(`${cms}/jsonapi/node/offre_emploi?filter[title]=${encodeURIComponent(title)}&include=uid&fields[node--offre_emploi]=uid`)).json()) as {
        data: { relationships: { uid: { data: { id: string } } } }[];
      };
      return found.data.map((offer) => offer.relationships.uid.data.id);
    };
    for (const query of [`?entreprise=${encodeURIComponent(seeded.company)}`, '?etat=brouillon', `?entreprise=${encodeURIComponent(seeded.company)}&etat=brouillon&page=1`]) {
      const before = await ownTitles();
      const response = await page.goto(`/mes-offres-emploi${query}`);
      expect(response?.status(), query).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes offres d’emploi');
      await expect(page.getByRole('search')).toHaveCount(0);
      const main = page.getByRole('main');
      for (const offer of [seeded.open, seeded.expired, seeded.draft]) await expect(main).not.toContainText(offer.title);
      const shown = await cardTitles(page);
      const after = await ownTitles();
      // Every card is the company's own, and every offer it had throughout is there, whatever the filters.
      for (const title of shown.filter((title) => !before.includes(title) && !after.includes(title))) {
        for (const owner of await ownerOf(title)) expect(owner, `${query}: “${title}” is another account’s`).toBe(me.uuid);
      }
      for (const title of before.filter((title) => after.includes(title))) expect(shown, query).toContain(title);
    }
    await api.dispose();
    await editor.api.dispose();
    // Nor can the company's session read another company's draft from the backend through the site.
    const answer = await page.evaluate(async (id) => (await fetch(`/jsonapi/node/offre_emploi/${id}`)).status, seeded.draft.id);
    expect([403, 404]).toContain(answer);
  });
});
