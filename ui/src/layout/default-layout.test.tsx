// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountMenu, DefaultLayout, type DefaultLayoutProps, type LinkComponentProps } from '../index';

afterEach(cleanup);

const navigation = [
  { label: 'Formations', href: '/formations' },
  { label: 'Métiers', href: '/metiers' },
  { label: 'Actualités', href: '/actualites', current: true },
  { label: 'Contact', href: '/contact' },
];

function renderLayout(props: Partial<DefaultLayoutProps> = {}) {
  return render(
    <DefaultLayout siteName="CFA des Métiers de Bouche" navigation={navigation} {...props}>
      <h1>Nos formations</h1>
      <p>Du CAP au BTS, en apprentissage.</p>
    </DefaultLayout>,
  );
}

describe('DefaultLayout', () => {
  it('has no accessibility violations, anonymous or signed in', async () => {
    const contact = { address: ['12 rue des Métiers', '35000 Rennes'], phone: '02 99 12 34 56', email: 'contact@cfa.fr' };
    const accountMenus = [<AccountMenu key="a" user={null} />, <AccountMenu key="b" user={{ name: 'Boulangerie Martin' }} />];
    for (const accountMenu of accountMenus) {
      const { container } = renderLayout({ accountMenu, contact, year: 2025 });
      // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations).toEqual([]);
      cleanup();
    }
  }, 20_000);

  it('has named landmarks: banner, main navigation, main, content info', () => {
    renderLayout();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('contenu');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'Navigation principale' })).toHaveLength(1);
  });

  it('starts with skip links to the content, the navigation and the footer, whose targets take focus', () => {
    renderLayout();
    const toContent = screen.getByRole('link', { name: 'Aller au contenu' });
    expect(toContent.getAttribute('href')).toBe('#contenu');
    expect(document.querySelectorAll('a')[0]).toBe(toContent);
    const main = screen.getByRole('main');
    expect(main.getAttribute('tabindex')).toBe('-1');
    const toNavigation = screen.getByRole('link', { name: 'Aller à la navigation' });
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(toNavigation.getAttribute('href')).toBe(`#${nav.id}`);
    const toFooter = screen.getByRole('link', { name: 'Aller au pied de page' });
    expect(toFooter.getAttribute('href')).toBe(`#${screen.getByRole('contentinfo').id}`);
    main.focus();
    expect(document.activeElement).toBe(main);
  });

  it('names the home link after the site, and puts the page content in main', () => {
    renderLayout({ homeHref: '/accueil' });
    const home = within(screen.getByRole('banner')).getByRole('link', { name: 'CFA des Métiers de Bouche – Accueil' });
    expect(home.getAttribute('href')).toBe('/accueil');
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: 'Nos formations' })).toBeTruthy();
  });

  it('lists the navigation once in a "Menu" disclosure, marking the current page', () => {
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(nav.querySelector('details > summary')?.textContent).toBe('Menu');
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual(['Formations', 'Métiers', 'Actualités', 'Contact']);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((l) => l.textContent)).toEqual([
      'Actualités',
    ]);
  });

  it('renders internal links through linkAs', () => {
    function RouterLink({ href, children, ...props }: LinkComponentProps & { children?: ReactNode }) {
      return (
        <a {...props} href={href} data-router="yes">
          {children}
        </a>
      );
    }
    renderLayout({ linkAs: RouterLink });
    expect(screen.getByRole('link', { name: /^CFA des Métiers de Bouche/ }).dataset['router']).toBe('yes');
    expect(screen.getByRole('link', { name: 'Formations', hidden: true }).dataset['router']).toBe('yes');
    expect(screen.getByRole('link', { name: 'Mentions légales' }).dataset['router']).toBe('yes');
    expect(screen.getByRole('link', { name: 'Aller au contenu' }).dataset['router']).toBeUndefined();
  });

  it('leaves the navigation and its skip link out when there are no entries', () => {
    renderLayout({ navigation: [] });
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Aller à la navigation' })).toBeNull();
  });
});
