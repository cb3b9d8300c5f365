// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { PdfLayout, type PdfLayoutProps } from '../index';

afterEach(cleanup);

function renderSheet(props: Partial<PdfLayoutProps> = {}) {
  return render(
    <PdfLayout siteName="CFA des Métiers de Bouche" {...props}>
      <h1>CAP Boulanger</h1>
      <p>Deux ans en apprentissage.</p>
    </PdfLayout>,
  );
}

describe('PdfLayout', () => {
  it('has no accessibility violations', async () => {
    const { container } = renderSheet({
      documentTitle: 'Fiche formation',
      contact: { address: ['12 rue des Métiers', '35000 Rennes'], phone: '02 99 12 34 56', email: 'contact@cfa.fr' },
      generatedAt: '12 mars 2025',
      sourceUrl: 'https://www.cfa-rennes.fr/formations/cap-boulanger',
    });
    // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('is a single main with the school name and the content, without navigation, banner, content info nor skip link', () => {
    renderSheet();
    const main = screen.getByRole('main');
    expect(within(main).getByText('CFA des Métiers de Bouche')).toBeTruthy();
    expect(within(main).getByRole('heading', { level: 1, name: 'CAP Boulanger' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('prints the document title, the contact, the generation date and the source URL when given', () => {
    renderSheet({
      documentTitle: 'Fiche formation',
      contact: { phone: '02 99 12 34 56', email: 'contact@cfa.fr' },
      generatedAt: '12 mars 2025',
      sourceUrl: 'https://www.cfa-rennes.fr/formations/cap-boulanger',
    });
    expect(screen.getByText('Fiche formation')).toBeTruthy();
    expect(screen.getByRole('link', { name: '02 99 12 34 56' }).getAttribute('href')).toBe('tel:0299123456');
    expect(screen.getByRole('link', { name: 'contact@cfa.fr' }).getAttribute('href')).toBe('mailto:contact@cfa.fr');
    expect(screen.getByText('Document généré le 12 mars 2025')).toBeTruthy();
    const source = screen.getByRole('link', { name: 'https://www.cfa-rennes.fr/formations/cap-boulanger' });
    expect(source.getAttribute('href')).toBe('https://www.cfa-rennes.fr/formations/cap-boulanger');
  });
});
