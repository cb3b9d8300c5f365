// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArticleCard } from '../index';

afterEach(cleanup);

const article = {
  title: 'Nos apprentis boulangers médaillés au concours régional',
  href: '/actualites/apprentis-medailles',
  date: '2026-03-29T23:30:00Z',
  summary: 'Trois apprentis du CFA montent sur le podium.',
  category: 'Vie du campus',
  image: { src: '/images/pains.svg', alt: '' },
};

describe('ArticleCard', () => {
  it('has no accessibility violations', async () => {
    const { container } = render(<ArticleCard {...article} />);
    // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
    expect((await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });

  it('has one link named by the title, the category, summary and the date as in Paris', () => {
    render(<ArticleCard {...article} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([article.title]);
    expect(screen.getByRole('heading', { level: 3, name: article.title })).toBeTruthy();
    expect(screen.getByText('Vie du campus').dataset['variant']).toBe('brand');
    expect(screen.getByText(article.summary)).toBeTruthy();
    const time = screen.getByText('30 mars 2026');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('dateTime')).toBe('2026-03-30');
    expect(time.parentElement?.textContent).toBe('Publié le 30 mars 2026');
    expect(screen.getByRole('article').dataset['variant']).toBe('article');
  });

  it('lets the date label be overridden, and works without category nor image', () => {
    render(<ArticleCard title="Rentrée 2026" href="/actualites/rentree" date="2026-09-01" dateLabel="Mis à jour le" />);
    expect(screen.getByText('1er septembre 2026').parentElement?.textContent).toBe('Mis à jour le 1er septembre 2026');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('throws an Error naming an invalid date', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => render(<ArticleCard {...article} date="29/03/2026" />)).toThrow(/ArticleCard: "date"/);
    } finally {
      spy.mockRestore();
    }
  });
});
