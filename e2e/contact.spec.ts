import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });
const nameField = (page: Page) => field(page, /^Nom/);
const emailField = (page: Page) => field(page, /^Adresse e-mail/);
const subjectField = (page: Page) => field(page, /^Objet/);
const messageField = (page: Page) => field(page, /^Message/);
const consentBox = (page: Page) => page.getByRole('checkbox', { name: /J’accepte que mes données soient utilisées pour être recontacté\(e\)/ });
const submit = (page: Page) => page.getByRole('button', { name: 'Envoyer le message' });

/** Submits with a name and an invalid address only, then checks the French messages. */
async function submitInvalid(page: Page) {
  await nameField(page).fill('Jeanne Le Goff');
  await emailField(page).fill('jeanne.legoff');
  await submit(page).click();

  const summary = page.getByRole('alert').filter({ hasText: 'Le formulaire contient 4 erreurs' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('link')).toHaveText([
    'Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.fr.',
    'Veuillez renseigner l’objet de votre message.',
    'Veuillez renseigner votre message.',
    'Veuillez accepter que vos données soient utilisées pour vous recontacter.',
  ]);
  await expect(summary.getByRole('link').first()).toHaveAttribute('href', '#contact-email');

  // Each message beside its field, tied to the control.
  await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField(page)).toHaveAccessibleDescription(/Veuillez saisir une adresse e-mail valide/);
  await expect(subjectField(page)).toHaveAccessibleDescription(/Veuillez renseigner l’objet de votre message\./);
  await expect(messageField(page)).toHaveAccessibleDescription(/Veuillez renseigner votre message\./);
  await expect(consentBox(page)).toHaveAccessibleDescription(/Veuillez accepter que vos données soient utilisées/);
  await expect(nameField(page)).not.toHaveAttribute('aria-invalid', 'true');

  // What was typed is kept.
  await expect(nameField(page)).toHaveValue('Jeanne Le Goff');
  await expect(emailField(page)).toHaveValue('jeanne.legoff');
  return summary;
}

/** Completes the form and sends it, then checks the confirmation and the emptied form. */
async function submitValid(page: Page, subject: string) {
  await nameField(page).fill('Jeanne Le Goff');
  await emailField(page).fill('jeanne.legoff@exemple.fr');
  await subjectField(page).fill(subject);
  await messageField(page).fill('Bonjour,\nje souhaite visiter le campus de Rennes avec mon fils.\nMerci.');
  await consentBox(page).check();
  await submit(page).click();

  const success = page.getByRole('status').filter({ hasText: 'Merci, votre message a bien été envoyé' });
  await expect(success).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Le formulaire contient' })).toHaveCount(0);
  await expect(nameField(page)).toHaveValue('');
  await expect(emailField(page)).toHaveValue('');
  await expect(subjectField(page)).toHaveValue('');
  await expect(messageField(page)).toHaveValue('');
  await expect(consentBox(page)).not.toBeChecked();
  return success;
}

test.describe('contact page', () => {
  test('shows the form, the school’s details, metadata and structured data', async ({ page }) => {
    const response = await page.goto('/contact');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Nous contacter | CFA Campus des Métiers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous contacter');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contact$/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Nous contacter');

    for (const control of [nameField(page), emailField(page), subjectField(page), messageField(page), consentBox(page)]) {
      await expect(control).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'politique de confidentialité' }).first()).toHaveAttribute('href', '/politique-de-confidentialite');
    await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' }).locator('[aria-current="page"]')).toHaveText('Contact');

    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    const list = data.find((item) => item['@type'] === 'BreadcrumbList');
    expect(list.itemListElement.map((item: any) => item.name)).toEqual(['Accueil', 'Contact']);
    const contactPage = data.find((item) => item['@type'] === 'ContactPage');
    expect(contactPage.url).toMatch(/\/contact$/);
    expect(contactPage.about).toMatchObject({ '@type': 'EducationalOrganization', name: 'CFA Campus des Métiers' });

    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(results.violations).toEqual([]);
  });

  test('an invalid submission shows French messages beside the fields, focuses the summary and keeps the values', async ({ page }) => {
    await page.goto('/contact');
    const summary = await submitInvalid(page);
    await expect(summary).toBeFocused();
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(results.violations).toEqual([]);
  });

  test('a valid submission is sent to the cms and confirmed; the form is emptied', async ({ page }) => {
    await page.goto('/contact');
    await submitInvalid(page);
    const success = await submitValid(page, 'Visite du campus');
    await expect(success).toBeFocused();
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(results.violations).toEqual([]);
  });

  test('the form can be filled and sent with the keyboard', async ({ page }) => {
    await page.goto('/contact');
    await nameField(page).focus();
    await page.keyboard.type('Yann Kerouac');
    await page.keyboard.press('Tab');
    await expect(emailField(page)).toBeFocused();
    await page.keyboard.type('yann@exemple.fr');
    await page.keyboard.press('Tab');
    await expect(subjectField(page)).toBeFocused();
    await page.keyboard.type('Apprentissage en boulangerie');
    await page.keyboard.press('Tab');
    await expect(messageField(page)).toBeFocused();
    await page.keyboard.type('Quelles sont les dates de rentrée ?');
    await page.keyboard.press('Tab');
    await expect(consentBox(page)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(consentBox(page)).toBeChecked();
    await submit(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Merci, votre message a bien été envoyé' })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('validates on the server and sends the message', async ({ page }) => {
      await page.goto('/contact');
      await submitInvalid(page);
      await submitValid(page, 'Message envoyé sans JavaScript');
    });
  });
});
