// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../index';

afterEach(cleanup);

describe('Button', () => {
  it('has no accessibility violations', async () => {
    const { container } = render(<Button>Envoyer</Button>);
    // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('is a button named by its text, of type button unless told otherwise', () => {
    render(<Button>Déposer une offre</Button>);
    const button = screen.getByRole('button', { name: 'Déposer une offre' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.dataset['variant']).toBe('primary');
  });

  it('calls onClick when pressed, and not when disabled', () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Valider</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} disabled>
        Valider
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
