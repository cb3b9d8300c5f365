import type { Page } from '@playwright/test';

/** Fills the offer form's required fields (an apprenticeship in Rennes) with `title`; the description is the caller's. */
export async function fillOfferForm(page: Page, title: string) {
  await page.getByLabel('Intitulé du poste').fill(title);
  await page.getByLabel('Type de contrat').selectOption({ label: 'Apprentissage' });
  await page.getByLabel('Ville').fill('Rennes');
  await page.getByLabel('Code postal').fill('35000');
  await page.getByLabel('E-mail de contact').fill('recrutement@boulangerie-martin.example');
}

/** What a posted offer may change from the defaults (Boulangerie Martin, Rennes, open 20 days). */
export interface OfferFields {
  company?: string;
  city?: string;
  email?: string;
  /** Days from today to the expiry date (negative: already expired, so off the public board). */
  days?: number;
}

/**
 * Posts a published offer with the page's session, through the site's origin and with the CSRF
 * token, as the form would (or as a hostile client could, past the editor's own filter).
 */
export async function postOfferThroughSite(
  page: Page,
  title: string,
  description = '<p>Une offre de test.</p>',
  fields: OfferFields = {},
): Promise<{ status: number; id: string; alias: string }> {
  return page.evaluate(
    async ({ offerTitle, html, company, city, email, days }) => {
      const token = await (await fetch('/session/token')).text();
      const contract = (await (await fetch('/jsonapi/taxonomy_term/type_contrat?page[limit]=1')).json()).data[0].id;
      const response = await fetch('/jsonapi/node/offre_emploi', {
        method: 'POST',
        headers: { 'Content-Type': 'application/vnd.api+json', Accept: 'application/vnd.api+json', 'X-CSRF-Token': token },
        body: JSON.stringify({
          data: {
            type: 'node--offre_emploi',
            attributes: {
              title: offerTitle,
              status: true,
              field_entreprise: company,
              field_ville: city,
              field_code_postal: '35000',
              field_date_expiration: new Date(Date.now() + days * 86400000).toISOString().slice(0, 10),
              field_contact_email: email,
              field_description: { value: html, format: 'basic_html' },
            },
            relationships: { field_type_contrat: { data: { type: 'taxonomy_term--type_contrat', id: contract } } },
          },
        }),
      });
      const document = await response.json();
      return { status: response.status, id: document.data?.id ?? '', alias: document.data?.attributes?.path?.alias ?? '' };
    },
    {
      offerTitle: title,
      html: description,
      company: fields.company ?? 'Boulangerie Martin',
      city: fields.city ?? 'Rennes',
      email: fields.email ?? 'emploi@boulangerie-martin.example',
      days: fields.days ?? 20,
    },
  );
}
