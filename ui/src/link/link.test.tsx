// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, type LinkComponentProps } from './link';

afterEach(cleanup);

describe('Link', () => {
  it('renders an accessible anchor by default', async () => {
    const { container } = render(<Link href="/articles">Toutes les actualités</Link>);
    expect((await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
    expect(screen.getByRole('link', { name: 'Toutes les actualités' }).getAttribute('href')).toBe('/articles');
  });

  it('says that an external link opens a new window', () => {
    render(
      <Link href="https://www.service-public.fr" external>
        Service public
      </Link>,
    );
    const link = screen.getByRole('link', { name: /^Service public ?\(nouvelle fenêtre\)$/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders through the component given as `as`, such as the framework link', () => {
    function RouterLink({ href, children, ...props }: LinkComponentProps & { children?: ReactNode }) {
      return (
        <a {...props} href={href} data-router="yes">
          {children}
        </a>
      );
    }
    render(
      <Link as={RouterLink} href="/contact">
        Nous contacter
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Nous contacter' }).getAttribute('data-router')).toBe('yes');
  });
});
