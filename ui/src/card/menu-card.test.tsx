// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MenuCard, type MenuCardProps, formatEuros } from '../index';

afterEach(cleanup);

const menu: MenuCardProps = {
  title: 'Menu du jeudi 12 mars',
  href: '/restaurant/menus/jeudi-12-mars',
  date: '2026-03-12',
  price: 24,
  service: 'lunch',
  courses: [
    { kind: 'starter', name: 'Velouté de potimarron, éclats de châtaigne' },
    { kind: 'main', name: 'Suprême de volaille, jus corsé, légumes glacés' },
    { kind: 'dessert', name: 'Tarte fine aux pommes, glace vanille' },
  ],
};

describe('MenuCard', () => {
  it('has no accessibility violations', async () => {
    const { container } = render(<MenuCard {...menu} />);
    // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
    expect((await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });

  it('has one link named by the title, the service, the day, the courses and the price in euros', () => {
    render(<MenuCard {...menu} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Menu du jeudi 12 mars']);
    expect(screen.getByText('Déjeuner').dataset['variant']).toBe('info');
    expect(screen.getByText('jeudi 12 mars 2026').getAttribute('dateTime')).toBe('2026-03-12');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Entrée', 'Plat', 'Dessert']);
    expect(screen.getByText('Suprême de volaille, jus corsé, légumes glacés').tagName).toBe('DD');
    expect(screen.getByText(/^24,00\s€$/).textContent).toMatch(/^Prix\s:\s24,00\s€$/);
  });

  it('formats euros in French', () => {
    expect(formatEuros(18.5)).toMatch(/^18,50\s€$/);
    expect(formatEuros(1250)).toMatch(/^1\s250,00\s€$/);
  });

  it('lets every word be overridden, and works without price nor service', () => {
    const { price: _price, service: _service, ...rest } = menu;
    const cheese = [{ kind: 'cheese' as const, name: 'Plateau de fromages affinés' }];
    render(<MenuCard {...rest} courses={cheese} labels={{ cheese: 'Fromages' }} />);
    expect(screen.getByRole('term').textContent).toBe('Fromages');
    expect(screen.queryByText(/€/)).toBeNull();
    expect(screen.queryByText('Déjeuner')).toBeNull();
  });

  it.each<[RegExp, Partial<MenuCardProps>]>([
    [/MenuCard: "price"/, { price: -1 }],
    [/MenuCard: "price"/, { price: Number.NaN }],
    [/MenuCard: "date"/, { date: '12 mars' }],
    [/MenuCard: unknown course kind "aperitif"/, { courses: [{ kind: 'aperitif' as 'starter', name: 'Kir breton' }] }],
  ])('throws an Error naming the invalid prop: %s', (message, props) => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => render(<MenuCard {...menu} {...props} />)).toThrow(message);
    } finally {
      spy.mockRestore();
    }
  });
});
