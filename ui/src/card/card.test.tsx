// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Card, CardDetails, CardGrid, type CardProps, type LinkComponentProps } from '../index';

afterEach(cleanup);

const image = { src: '/images/pains.svg', alt: '', width: 640, height: 360 };

describe('Card', () => {
  it('has no accessibility violations, with or without a picture, alone or in a grid', async () => {
    const { container } = render(
      <CardGrid aria-label="Actualités">
        <Card title="Le CFA ouvre ses portes" href="/actualites/portes-ouvertes" image={image} eyebrow="Vie du campus">
          Venez découvrir nos ateliers.
        </Card>
        <Card title="Résultats des examens" href="/actualites/resultats" meta="Publié le 2 juillet 2026" />
      </CardGrid>,
    );
    // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('has one link, named by the title, inside a level-3 heading by default', () => {
    render(
      <Card
        title="Journée portes ouvertes"
        href="/agenda/portes-ouvertes"
        image={image}
        eyebrow="Événement"
        meta="Samedi 14 mars"
        footer={<span>Entrée libre</span>}
      >
        Rencontrez les formateurs et les apprentis.
      </Card>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/agenda/portes-ouvertes');
    const heading = screen.getByRole('heading', { level: 3, name: 'Journée portes ouvertes' });
    expect(within(heading).getByRole('link', { name: 'Journée portes ouvertes' })).toBe(links[0]);
    expect(screen.getByRole('article').dataset['variant']).toBe('default');
    expect(screen.getByText('Rencontrez les formateurs et les apprentis.').tagName).toBe('P');
  });

  it('puts the title first in the document, before the eyebrow and the picture', () => {
    render(<Card title="CAP Pâtissier" href="/formations/cap-patissier" image={image} eyebrow="CAP" />);
    const article = screen.getByRole('article');
    expect(article.textContent?.startsWith('CAP Pâtissier')).toBe(true);
    expect(article.lastElementChild?.querySelector('img')).toBeTruthy();
  });

  it('takes the heading level from the page structure', () => {
    const { rerender } = render(<Card title="Menu du jeudi" href="/menus/jeudi" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Menu du jeudi' })).toBeTruthy();
    rerender(<Card title="Menu du jeudi" href="/menus/jeudi" headingLevel={4} />);
    expect(screen.getByRole('heading', { level: 4, name: 'Menu du jeudi' })).toBeTruthy();
  });

  it('renders the image lazily, or the media slot instead, and marks whether there is a picture', () => {
    const { container, rerender } = render(<Card title="Cuisine" href="/metiers/cuisinier" image={image} />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('alt')).toBe('');
    expect(screen.getByRole('article').hasAttribute('data-has-media')).toBe(true);
    rerender(<Card title="Cuisine" href="/metiers/cuisinier" image={image} media={<picture data-testid="media" />} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('picture')).toBeTruthy();
    rerender(<Card title="Cuisine" href="/metiers/cuisinier" />);
    expect(screen.getByRole('article').hasAttribute('data-has-media')).toBe(false);
  });

  it('renders the link through linkAs and describes it with describedBy', () => {
    function RouterLink({ href, children, ...props }: LinkComponentProps) {
      return (
        <a {...props} href={href} data-router="yes">
          {children}
        </a>
      );
    }
    render(
      <>
        <Card title="Offre de stage" href="/offres/stage" linkAs={RouterLink} describedBy="etat" />
        <p id="etat">Brouillon</p>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Offre de stage', description: 'Brouillon' });
    expect(link.dataset['router']).toBe('yes');
  });

  it('keeps controls of the footer clickable', () => {
    const onClick = vi.fn();
    render(
      <Card title="Offre" href="/offres/1" footer={<button type="button" onClick={onClick}>Modifier</button>} />,
    );
    screen.getByRole('button', { name: 'Modifier' }).click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each<[RegExp, Partial<CardProps>]>([
    [/"headingLevel" must be 2, 3 or 4/, { headingLevel: 5 as CardProps['headingLevel'] }],
    [/"title" must not be empty/, { title: '' }],
    [/"href" must be a non-empty string/, { href: '' }],
  ])('throws an Error naming the invalid prop: %s', (message, props) => {
    // React logs the errors thrown while rendering: keep the test output readable.
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => render(<Card title="Titre" href="/page" {...props} />)).toThrow(message);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('CardGrid and CardDetails', () => {
  it('puts each card in a list item, and renders nothing without cards', () => {
    const { container, rerender } = render(
      <CardGrid>
        <Card title="Boulanger" href="/metiers/boulanger" />
        {false}
        <Card title="Pâtissier" href="/metiers/patissier" />
      </CardGrid>,
    );
    const list = screen.getByRole('list');
    expect(list.getAttribute('role')).toBe('list');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Boulanger', 'Pâtissier']);
    rerender(<CardGrid>{[]}</CardGrid>);
    expect(container.innerHTML).toBe('');
  });

  it('lists terms and values, leaving out empty values', () => {
    render(<CardDetails items={[{ label: 'Durée', value: '2 ans' }, { label: 'Campus', value: undefined }]} />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Durée']);
    expect(screen.getByRole('definition').textContent).toBe('2 ans');
  });
});
