// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { type LinkComponentProps, Tag, TagList } from '../index';

afterEach(cleanup);

describe('Tag and TagList', () => {
  it('has no accessibility violations', async () => {
    const { container } = render(
      <TagList label="Catégories">
        <Tag>Neutre</Tag>
        <Tag variant="brand">Boulangerie</Tag>
        <Tag variant="success">Ouvert</Tag>
        <Tag variant="warning">Brouillon</Tag>
        <Tag variant="danger">Expirée</Tag>
        <Tag variant="info" href="/actualites?categorie=vie-du-campus">
          Vie du campus
        </Tag>
      </TagList>,
    );
    // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('is a span with its variant, neutral by default, passing native props', () => {
    render(
      <>
        <Tag title="Certificat d’aptitude professionnelle">CAP</Tag>
        <Tag variant="warning">Brouillon</Tag>
      </>,
    );
    const cap = screen.getByText('CAP');
    expect(cap.tagName).toBe('SPAN');
    expect(cap.dataset['variant']).toBe('neutral');
    expect(cap.getAttribute('title')).toBe('Certificat d’aptitude professionnelle');
    expect(screen.getByText('Brouillon').dataset['variant']).toBe('warning');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is a link with href, rendered through linkAs when given', () => {
    function RouterLink({ href, children, ...props }: LinkComponentProps) {
      return (
        <a {...props} href={href} data-router="yes">
          {children}
        </a>
      );
    }
    render(
      <Tag variant="brand" href="/formations?diplome=cap" linkAs={RouterLink}>
        CAP
      </Tag>,
    );
    const link = screen.getByRole('link', { name: 'CAP' });
    expect(link.getAttribute('href')).toBe('/formations?diplome=cap');
    expect(link.dataset['router']).toBe('yes');
    expect(link.dataset['variant']).toBe('brand');
  });

  it('lists tags in a named list, one item each, and renders nothing when empty', () => {
    const { container, rerender } = render(
      <TagList>
        <Tag>Cuisine</Tag>
        <Tag>Pâtisserie</Tag>
        {null}
      </TagList>,
    );
    const list = screen.getByRole('list', { name: 'Étiquettes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Cuisine', 'Pâtisserie']);
    rerender(<TagList label="Diplômes préparés">{[]}</TagList>);
    expect(container.innerHTML).toBe('');
  });
});
