// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BreadcrumbItem, Breadcrumbs, type BreadcrumbsProps, type LinkComponentProps } from '../index';

afterEach(cleanup);

const items: BreadcrumbItem[] = [
  { label: 'Accueil', href: '/' },
  { label: 'Formations', href: '/formations' },
  { label: 'Métiers de bouche' },
  { label: 'CAP Boulanger en apprentissage', href: '/formations/cap-boulanger' },
];

describe('Breadcrumbs', () => {
  it('has no accessibility violations', async () => {
    const { container } = render(<Breadcrumbs items={items} />);
    // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('is a navigation landmark named "Fil d’Ariane" holding an ordered list', () => {
    render(<Breadcrumbs items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Accueil',
      'Formations',
      'Métiers de bouche',
      'CAP Boulanger en apprentissage',
    ]);
  });

  it('links the ancestors that have an href, and marks the last item as the current page, not a link', () => {
    render(<Breadcrumbs items={items} />);
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Accueil', '/'],
      ['Formations', '/formations'],
    ]);
    const current = screen.getByText('CAP Boulanger en apprentissage');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.closest('a')).toBeNull();
    expect(screen.getByText('Métiers de bouche').closest('a')).toBeNull();
    expect(screen.getByText('Métiers de bouche').getAttribute('aria-current')).toBeNull();
  });

  it('keeps separators out of the text read by screen readers', () => {
    render(<Breadcrumbs items={items} />);
    expect(screen.getByRole('list').textContent).toBe(
      'AccueilFormationsMétiers de boucheCAP Boulanger en apprentissage',
    );
  });

  it('shows a single item as the current page', () => {
    render(<Breadcrumbs items={[{ label: 'Accueil', href: '/' }]} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Accueil').getAttribute('aria-current')).toBe('page');
  });

  it('renders links through linkAs, and lets the landmark name be overridden', () => {
    function RouterLink({ href, children, ...props }: LinkComponentProps) {
      return (
        <a {...props} href={href} data-router="yes">
          {children}
        </a>
      );
    }
    render(<Breadcrumbs items={items} linkAs={RouterLink} label="Vous êtes ici" />);
    const nav = screen.getByRole('navigation', { name: 'Vous êtes ici' });
    expect(within(nav).getByRole('link', { name: 'Accueil' }).dataset['router']).toBe('yes');
  });

  it.each<[string, Partial<BreadcrumbsProps>]>([
    ['"items" must hold at least one item', { items: [] }],
    ['"items[1].label" must not be empty', { items: [{ label: 'Accueil', href: '/' }, { label: ' ' }] }],
  ])('throws an Error: %s', (message, props) => {
    // React logs the errors thrown while rendering: keep the test output readable.
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => render(<Breadcrumbs items={items} {...props} />)).toThrow(`Breadcrumbs: ${message}`);
    } finally {
      spy.mockRestore();
    }
  });
});
