// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Paginator, type PaginatorProps, pageWindow } from '../index';

afterEach(cleanup);

/** The visible page numbers of the rendered paginator, ellipses as '…'. */
function shownItems(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('li'))
    .filter((li) => !li.dataset['control'])
    .map((li) => li.textContent ?? '');
}

function renderPaginator(props: Partial<PaginatorProps> = {}) {
  return render(<Paginator totalItems={120} currentPage={1} {...props} />);
}

describe('Paginator', () => {
  it('has no accessibility violations (buttons, links, degraded mode, rtl)', async () => {
    const cases: PaginatorProps[] = [
      { totalItems: 500, currentPage: 25 },
      { totalItems: 500, currentPage: 1 },
      { totalItems: 500, currentPage: 1, type: 'link', linkUrl: '/articles?page=[page]' },
      { totalItems: 500, currentPage: 50, type: 'link', linkUrl: '/articles?page=[page]' },
      { currentPage: 3, hasNext: true, hasPrevious: true },
      { totalItems: 500, currentPage: 7, dir: 'rtl', locale: 'ar' },
    ];
    for (const props of cases) {
      const { container } = render(<Paginator {...props} />);
      // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations).toEqual([]);
      cleanup();
    }
  });

  it('is a navigation landmark named "Pagination" holding a list', () => {
    renderPaginator();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('list')).toBeTruthy();
    expect(nav.getAttribute('dir')).toBe('ltr');
  });

  it('computes total pages as ceil(totalItems / itemsPerPage)', () => {
    const onChange = vi.fn();
    const lastPage = () => {
      fireEvent.click(screen.getByRole('button', { name: 'Dernière page' }));
      return onChange.mock.lastCall?.[0];
    };
    const { container, rerender } = render(<Paginator totalItems={120} currentPage={1} onChange={onChange} />);
    expect(lastPage()).toBe(12);
    rerender(<Paginator totalItems={121} currentPage={1} onChange={onChange} />);
    expect(lastPage()).toBe(13);
    rerender(<Paginator totalItems={100} itemsPerPage={1} currentPage={1} onChange={onChange} />);
    expect(lastPage()).toBe(100);
    rerender(<Paginator totalItems={50} itemsPerPage={20} currentPage={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(shownItems(container)).toEqual(['1', '2', '3']);
    rerender(<Paginator totalItems={7} itemsPerPage={25} currentPage={1} />);
    expect(shownItems(container)).toEqual(['1']);
  });

  it('renders nothing when there are no items', () => {
    const { container } = render(<Paginator totalItems={0} currentPage={1} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows a window of page numbers with ellipses where pages are skipped', () => {
    const { container, rerender } = render(<Paginator totalItems={1000} currentPage={1} />);
    expect(shownItems(container)).toEqual(['1', '2', '3', '4', '5', '…']);
    rerender(<Paginator totalItems={1000} currentPage={50} />);
    expect(shownItems(container)).toEqual(['…', '48', '49', '50', '51', '52', '…']);
    rerender(<Paginator totalItems={1000} currentPage={100} />);
    expect(shownItems(container)).toEqual(['…', '96', '97', '98', '99', '100']);
    rerender(<Paginator totalItems={30} currentPage={2} />);
    expect(shownItems(container)).toEqual(['1', '2', '3']);
    rerender(<Paginator totalItems={1000} currentPage={50} maxPagesShown={4} />);
    expect(shownItems(container)).toEqual(['…', '49', '50', '51', '52', '…']);
  });

  it('hides the ellipses from assistive technologies and keeps them out of the tab order', () => {
    const { container } = render(<Paginator totalItems={1000} currentPage={50} />);
    const ellipses = Array.from(container.querySelectorAll('li')).filter((li) => li.textContent === '…');
    expect(ellipses).toHaveLength(2);
    for (const li of ellipses) {
      expect(li.getAttribute('aria-hidden')).toBe('true');
      expect(li.querySelector('a, button, [tabindex]')).toBeNull();
    }
  });

  it('marks the current page with aria-current="page", and only it', () => {
    const { container } = renderPaginator({ currentPage: 4 });
    const current = container.querySelectorAll('[aria-current]');
    expect(current).toHaveLength(1);
    expect(current[0]?.getAttribute('aria-current')).toBe('page');
    expect(current[0]?.textContent).toBe('4');
    expect(screen.getByRole('button', { name: 'Page 4' })).toBe(current[0]);
  });

  it('clamps a current page beyond the last one for display', () => {
    const { container } = renderPaginator({ currentPage: 99 });
    expect(screen.getByRole('button', { name: 'Page 12' }).getAttribute('aria-current')).toBe('page');
    expect(shownItems(container)).toEqual(['…', '8', '9', '10', '11', '12']);
    expect((screen.getByRole('button', { name: 'Page suivante' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('disables first and previous on the first page, next and last on the last page', () => {
    const isDisabled = (name: string) => (screen.getByRole('button', { name }) as HTMLButtonElement).disabled;
    const { rerender } = renderPaginator({ currentPage: 1 });
    expect([isDisabled('Première page'), isDisabled('Page précédente')]).toEqual([true, true]);
    expect([isDisabled('Page suivante'), isDisabled('Dernière page')]).toEqual([false, false]);
    rerender(<Paginator totalItems={120} currentPage={12} />);
    expect([isDisabled('Première page'), isDisabled('Page précédente')]).toEqual([false, false]);
    expect([isDisabled('Page suivante'), isDisabled('Dernière page')]).toEqual([true, true]);
    rerender(<Paginator totalItems={5} currentPage={1} />);
    expect(['Première page', 'Page précédente', 'Page suivante', 'Dernière page'].map(isDisabled)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('in button mode, renders type="button" buttons calling onChange with the right page', () => {
    const onChange = vi.fn();
    renderPaginator({ currentPage: 5, onChange });
    for (const button of screen.getAllByRole('button')) expect(button.getAttribute('type')).toBe('button');
    const expected: [string, number][] = [
      ['Première page', 1],
      ['Page précédente', 4],
      ['Page 3', 3],
      ['Page 7', 7],
      ['Page suivante', 6],
      ['Dernière page', 12],
    ];
    for (const [name, page] of expected) {
      fireEvent.click(screen.getByRole('button', { name }));
      expect(onChange).toHaveBeenLastCalledWith(page);
    }
    expect(onChange).toHaveBeenCalledTimes(expected.length);
  });

  it('does not call onChange from disabled controls', () => {
    const onChange = vi.fn();
    renderPaginator({ currentPage: 1, onChange });
    fireEvent.click(screen.getByRole('button', { name: 'Première page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page précédente' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('in link mode, builds hrefs from linkUrl and renders disabled controls as non-links', () => {
    const { container } = renderPaginator({ currentPage: 1, type: 'link', linkUrl: '/articles?page=[page]' });
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/articles?page=3');
    expect(screen.getByRole('link', { name: 'Page suivante' }).getAttribute('href')).toBe('/articles?page=2');
    expect(screen.getByRole('link', { name: 'Dernière page' }).getAttribute('href')).toBe('/articles?page=12');
    expect(screen.queryByRole('link', { name: 'Première page' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Page précédente' })).toBeNull();
    const disabled = container.querySelectorAll('[aria-disabled="true"]');
    expect(Array.from(disabled, (element) => [element.tagName, element.textContent])).toEqual([
      ['SPAN', '«Première page'],
      ['SPAN', '‹Page précédente'],
    ]);
  });

  it('in link mode, replaces every [page] placeholder and still calls onChange on click', () => {
    const onChange = vi.fn();
    renderPaginator({ currentPage: 12, type: 'link', linkUrl: '/p/[page]?from=[page]', onChange });
    const previous = screen.getByRole('link', { name: 'Page précédente' });
    expect(previous.getAttribute('href')).toBe('/p/11?from=11');
    expect(screen.queryByRole('link', { name: 'Page suivante' })).toBeNull();
    fireEvent.click(previous);
    expect(onChange).toHaveBeenCalledWith(11);
  });

  it('sets dir in rtl, keeping the mirrored arrow characters the browser reverses itself', () => {
    const { container, rerender } = renderPaginator({ currentPage: 5 });
    const arrows = () => Array.from(container.querySelectorAll('[data-control] [aria-hidden="true"]'), (e) => e.textContent);
    expect(arrows()).toEqual(['«', '‹', '›', '»']);
    rerender(<Paginator totalItems={120} currentPage={5} dir="rtl" />);
    expect(screen.getByRole('navigation').getAttribute('dir')).toBe('rtl');
    expect(arrows()).toEqual(['«', '‹', '›', '»']);
  });

  it('writes page numbers with Arabic-Indic digits (ar) and Persian digits (ir)', () => {
    const { container, rerender } = render(<Paginator totalItems={1000} currentPage={10} locale="ar" />);
    expect(shownItems(container)).toEqual(['…', '٨', '٩', '١٠', '١١', '١٢', '…']);
    expect(screen.getByRole('button', { name: 'Page ١٠' }).getAttribute('aria-current')).toBe('page');
    rerender(<Paginator totalItems={1000} currentPage={10} locale="ir" />);
    expect(shownItems(container)).toEqual(['…', '۸', '۹', '۱۰', '۱۱', '۱۲', '…']);
    rerender(<Paginator totalItems={1000} currentPage={1} locale="ir" />);
    expect(shownItems(container)).toEqual(['۱', '۲', '۳', '۴', '۵', '…']);
  });

  it('lets every label be overridden', () => {
    const onChange = vi.fn();
    renderPaginator({
      currentPage: 2,
      onChange,
      label: 'Pages des offres',
      previousLabel: 'Précédent',
      nextLabel: 'Suivant',
      firstLabel: 'Début',
      lastLabel: 'Fin',
      pageLabel: (n) => `Aller à la page ${n}`,
    });
    expect(screen.getByRole('navigation', { name: 'Pages des offres' })).toBeTruthy();
    for (const name of ['Précédent', 'Suivant', 'Début', 'Fin', 'Aller à la page 3']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  describe('throws an Error naming the invalid prop', () => {
    // React logs the errors thrown while rendering: keep the test output readable.
    const renderInvalid = (props: Record<string, unknown>) => () =>
      render(<Paginator totalItems={120} currentPage={1} {...(props as Partial<PaginatorProps>)} />);
    const cases: [string, Record<string, unknown>][] = [
      ['itemsPerPage', { itemsPerPage: 0 }],
      ['itemsPerPage', { itemsPerPage: -5 }],
      ['itemsPerPage', { itemsPerPage: 2.5 }],
      ['currentPage', { currentPage: 0 }],
      ['currentPage', { currentPage: -1 }],
      ['currentPage', { currentPage: 1.5 }],
      ['currentPage', { currentPage: Number.NaN }],
      ['maxPagesShown', { maxPagesShown: 0 }],
      ['maxPagesShown', { maxPagesShown: -3 }],
      ['totalItems', { totalItems: -1 }],
      ['dir', { dir: 'auto' }],
      ['type', { type: 'anchor' }],
      ['locale', { locale: 'fr' }],
      ['linkUrl', { type: 'link' }],
      ['linkUrl', { type: 'link', linkUrl: '/articles?page=' }],
    ];
    it.each(cases)('%s: %j', (prop, props) => {
      const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        expect(renderInvalid(props)).toThrow(new RegExp(`"${prop}"`));
        expect(renderInvalid(props)).toThrow(Error);
      } finally {
        spy.mockRestore();
      }
    });
  });

  describe('degraded mode (no totalItems)', () => {
    it('renders only previous, the current page and next', () => {
      const onChange = vi.fn();
      const { container } = render(<Paginator currentPage={3} hasPrevious hasNext onChange={onChange} />);
      expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
        '‹Page précédente',
        '3',
        '›Page suivante',
      ]);
      expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
      expect(container.textContent).not.toContain('…');
      fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
      expect(onChange).toHaveBeenLastCalledWith(4);
      fireEvent.click(screen.getByRole('button', { name: 'Page précédente' }));
      expect(onChange).toHaveBeenLastCalledWith(2);
    });

    it('enables previous and next from hasPrevious and hasNext', () => {
      const isDisabled = (name: string) => (screen.getByRole('button', { name }) as HTMLButtonElement).disabled;
      const { rerender } = render(<Paginator currentPage={1} hasPrevious={false} hasNext />);
      expect([isDisabled('Page précédente'), isDisabled('Page suivante')]).toEqual([true, false]);
      rerender(<Paginator currentPage={8} hasPrevious hasNext={false} />);
      expect([isDisabled('Page précédente'), isDisabled('Page suivante')]).toEqual([false, true]);
      // Without the flags: previous follows the page number, next is off.
      rerender(<Paginator currentPage={8} />);
      expect([isDisabled('Page précédente'), isDisabled('Page suivante')]).toEqual([false, true]);
    });

    it('works with links too', () => {
      render(<Paginator currentPage={2} hasNext type="link" linkUrl="/offres?page=[page]" />);
      expect(screen.getByRole('link', { name: 'Page suivante' }).getAttribute('href')).toBe('/offres?page=3');
      expect(screen.getByRole('link', { name: 'Page précédente' }).getAttribute('href')).toBe('/offres?page=1');
      expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    });
  });
});

describe('pageWindow', () => {
  const E = 'ellipsis';
  it.each([
    // [current, total, maxShown, expected]
    [1, 1, 5, [1]],
    [1, 3, 5, [1, 2, 3]],
    [3, 5, 5, [1, 2, 3, 4, 5]],
    [1, 6, 5, [1, 2, 3, 4, 5, E]],
    [6, 6, 5, [E, 2, 3, 4, 5, 6]],
    [1, 100, 5, [1, 2, 3, 4, 5, E]],
    [2, 100, 5, [1, 2, 3, 4, 5, E]],
    [3, 100, 5, [1, 2, 3, 4, 5, E]],
    [4, 100, 5, [E, 2, 3, 4, 5, 6, E]],
    [50, 100, 5, [E, 48, 49, 50, 51, 52, E]],
    [98, 100, 5, [E, 96, 97, 98, 99, 100]],
    [100, 100, 5, [E, 96, 97, 98, 99, 100]],
    [50, 100, 4, [E, 49, 50, 51, 52, E]],
    [1, 100, 4, [1, 2, 3, 4, E]],
    [100, 100, 4, [E, 97, 98, 99, 100]],
    [99, 100, 4, [E, 97, 98, 99, 100]],
    [50, 100, 1, [E, 50, E]],
    [1, 100, 1, [1, E]],
    [100, 100, 1, [E, 100]],
    [5, 10, 2, [E, 5, 6, E]],
    [50, 100, 7, [E, 47, 48, 49, 50, 51, 52, 53, E]],
    [200, 12, 5, [E, 8, 9, 10, 11, 12]],
    [1, 0, 5, []],
  ] as const)('pageWindow(%i, %i, %i)', (current, total, maxShown, expected) => {
    expect(pageWindow(current, total, maxShown)).toEqual(expected);
  });

  it('never shows more than maxShown pages, always includes the current page, and stays in range', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let maxShown = 1; maxShown <= 9; maxShown += 1) {
        for (let current = 1; current <= total; current += 1) {
          const items = pageWindow(current, total, maxShown);
          const pages = items.filter((item): item is number => item !== 'ellipsis');
          expect(pages.length).toBe(Math.min(maxShown, total));
          expect(pages).toContain(current);
          expect(pages.every((n, i) => n >= 1 && n <= total && (i === 0 || n === (pages[i - 1] ?? 0) + 1))).toBe(true);
          expect(items[0] === 'ellipsis').toBe((pages[0] ?? 1) > 1);
          expect(items.at(-1) === 'ellipsis').toBe((pages.at(-1) ?? total) < total);
        }
      }
    }
  });

  it('rejects invalid arguments, naming them', () => {
    expect(() => pageWindow(0, 10, 5)).toThrow(/"current"/);
    expect(() => pageWindow(1, -1, 5)).toThrow(/"total"/);
    expect(() => pageWindow(1, 10, 0)).toThrow(/"maxShown"/);
    expect(() => pageWindow(1.5, 10, 5)).toThrow(/"current"/);
  });
});
