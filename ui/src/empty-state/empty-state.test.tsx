// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { EmptyState } from '../index';

afterEach(cleanup);

const title = 'Aucune offre d’emploi ne correspond à votre recherche.';

describe('EmptyState', () => {
  it('has no accessibility violations, with and without action and illustration', async () => {
    const { container } = render(
      <>
        <EmptyState title={title} />
        <EmptyState
          title={title}
          illustration={<svg viewBox="0 0 10 10" />}
          action={<a href="/offres-emploi">Voir toutes les offres</a>}
        >
          <p>Essayez d’élargir votre recherche à d’autres villes.</p>
        </EmptyState>
      </>,
    );
    // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('titles with a heading of the given level (2 by default)', () => {
    const { rerender } = render(<EmptyState title={title} />);
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    rerender(<EmptyState title={title} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: title })).toBeTruthy();
  });

  it('hides the illustration from assistive technologies and shows the description and action', () => {
    const { container } = render(
      <EmptyState title={title} illustration={<svg viewBox="0 0 10 10" />} action={<a href="/offres-emploi">Voir toutes les offres</a>}>
        Essayez d’élargir votre recherche.
      </EmptyState>,
    );
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText('Essayez d’élargir votre recherche.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir toutes les offres' }).getAttribute('href')).toBe('/offres-emploi');
  });
});
