// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { CardSkeleton, LoadingRegion, Skeleton } from '../index';

afterEach(cleanup);

describe('Skeleton', () => {
  it('has no accessibility violations inside a loading region', async () => {
    const { container } = render(
      <LoadingRegion>
        <Skeleton variant="circle" />
        <Skeleton variant="rect" height={120} />
        <Skeleton lines={3} />
        <CardSkeleton />
      </LoadingRegion>,
    );
    // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('is hidden from assistive technologies', () => {
    const { container } = render(
      <>
        <Skeleton lines={2} />
        <Skeleton variant="rect" />
        <CardSkeleton />
      </>,
    );
    for (const element of Array.from(container.children)) {
      expect(element.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('draws the number of lines asked, the last one shorter, at the given size', () => {
    const { container, rerender } = render(<Skeleton lines={3} width="20rem" />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.dataset['variant']).toBe('text');
    expect(root.style.width).toBe('20rem');
    const lines = Array.from(root.children) as HTMLElement[];
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => line.dataset['last'] !== undefined)).toEqual([false, false, true]);
    rerender(<Skeleton variant="circle" width={48} />);
    expect((container.firstElementChild as HTMLElement).style.width).toBe('48px');
    expect(() => rerender(<Skeleton lines={0} />)).toThrow(/"lines"/);
  });
});

describe('LoadingRegion', () => {
  it('announces one status, "Chargement…" by default, and hides its placeholders', () => {
    const { rerender } = render(
      <LoadingRegion>
        <CardSkeleton />
        <CardSkeleton />
      </LoadingRegion>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Chargement…');
    expect(status.querySelector('[aria-hidden="true"]')?.children).toHaveLength(2);
    rerender(<LoadingRegion label="Chargement des offres d’emploi…" />);
    expect(screen.getByRole('status').textContent).toBe('Chargement des offres d’emploi…');
  });
});
