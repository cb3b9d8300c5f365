// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { VisuallyHidden } from './visually-hidden';

afterEach(cleanup);

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name of its parent', async () => {
    const { container } = render(
      <button type="button">
        <span aria-hidden="true">›</span>
        <VisuallyHidden>Page suivante</VisuallyHidden>
      </button>,
    );
    expect((await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeTruthy();
  });
});
