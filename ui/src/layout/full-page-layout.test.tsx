// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { FullPageLayout } from '../index';

afterEach(cleanup);

function renderLayout(back?: { label: string; href: string }) {
  return render(
    <FullPageLayout back={back}>
      <h1>Carte des formations</h1>
    </FullPageLayout>,
  );
}

describe('FullPageLayout', () => {
  it('has no accessibility violations', async () => {
    const { container } = renderLayout({ label: 'Retour à l’accueil', href: '/' });
    // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('has a focusable main#contenu and no header, footer nor navigation', () => {
    renderLayout();
    const main = screen.getByRole('main');
    expect(main.id).toBe('contenu');
    expect(main.getAttribute('tabindex')).toBe('-1');
    expect(within(main).getByRole('heading', { level: 1, name: 'Carte des formations' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('puts the optional back link first in the main content', () => {
    renderLayout({ label: 'Retour à l’accueil', href: '/' });
    const back = screen.getByRole('link', { name: 'Retour à l’accueil' });
    expect(back.getAttribute('href')).toBe('/');
    expect(screen.getByRole('main').firstElementChild).toBe(back);
  });
});
