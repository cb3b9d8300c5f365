// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteFooter, type AccessibilityStatus } from '../index';

afterEach(cleanup);

const contact = { address: ['12 rue des Métiers', '35000 Rennes'], phone: '02 99 12 34 56', email: 'contact@cfa-rennes.fr' };

function hrefOf(name: string): string | null {
  return screen.getByRole('link', { name }).getAttribute('href');
}

describe('SiteFooter', () => {
  it('has no accessibility violations', async () => {
    const { container } = render(
      <SiteFooter siteName="CFA des Métiers de Bouche" contact={contact} year={2025}>
        <p>Établissement soutenu par la Région Bretagne.</p>
      </SiteFooter>,
    );
    // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('is the content info, with the legal links in a navigation named "Liens légaux" at their default URLs', () => {
    render(<SiteFooter siteName="CFA des Métiers de Bouche" />);
    const footer = screen.getByRole('contentinfo');
    const legal = within(footer).getByRole('navigation', { name: 'Liens légaux' });
    expect(within(legal).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Mentions légales',
      'Accessibilité : non conforme',
      'Politique de confidentialité',
      'Gestion des cookies',
      'Paramétrer les cookies',
    ]);
    expect(hrefOf('Mentions légales')).toBe('/mentions-legales');
    expect(hrefOf('Accessibilité : non conforme')).toBe('/accessibilite');
    expect(hrefOf('Politique de confidentialité')).toBe('/politique-de-confidentialite');
    expect(hrefOf('Gestion des cookies')).toBe('/gestion-des-cookies');
    expect(hrefOf('Paramétrer les cookies')).toBe('#tarteaucitron');
  });

  it('states the RGAA conformity status in the accessibility link', () => {
    const statuses: AccessibilityStatus[] = ['non conforme', 'partiellement conforme', 'totalement conforme'];
    for (const status of statuses) {
      render(<SiteFooter siteName="CFA" accessibilityStatus={status} />);
      expect(hrefOf(`Accessibilité : ${status}`)).toBe('/accessibilite');
      cleanup();
    }
    expect(() => render(<SiteFooter siteName="CFA" accessibilityStatus={'conforme' as AccessibilityStatus} />)).toThrow(
      /"accessibilityStatus" must be one of "non conforme", "partiellement conforme", "totalement conforme"/,
    );
  });

  it('lets the legal links’ URLs be overridden one by one', () => {
    render(<SiteFooter siteName="CFA" legalLinks={{ legalNotice: '/fr/mentions-legales', accessibility: '/fr/accessibilite' }} />);
    expect(hrefOf('Mentions légales')).toBe('/fr/mentions-legales');
    expect(hrefOf('Accessibilité : non conforme')).toBe('/fr/accessibilite');
    expect(hrefOf('Gestion des cookies')).toBe('/gestion-des-cookies');
  });

  it('shows the contact block with phone and email links, only when given', () => {
    const { rerender } = render(<SiteFooter siteName="CFA des Métiers de Bouche" contact={contact} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Nous contacter' })).toBeTruthy();
    expect(screen.getByText('35000 Rennes')).toBeTruthy();
    expect(hrefOf('02 99 12 34 56')).toBe('tel:0299123456');
    expect(hrefOf('contact@cfa-rennes.fr')).toBe('mailto:contact@cfa-rennes.fr');
    rerender(<SiteFooter siteName="CFA des Métiers de Bouche" />);
    expect(screen.queryByRole('heading', { name: 'Nous contacter' })).toBeNull();
  });

  it('shows the copyright line only with a year', () => {
    const { rerender } = render(<SiteFooter siteName="CFA des Métiers de Bouche" year={2025} />);
    expect(screen.getByText('© 2025 CFA des Métiers de Bouche')).toBeTruthy();
    rerender(<SiteFooter siteName="CFA des Métiers de Bouche" />);
    expect(screen.queryByText(/©/)).toBeNull();
  });
});
