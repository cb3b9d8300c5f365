// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { Checkbox, type CheckboxProps, fieldMessages } from '../index';

afterEach(cleanup);

const terms = 'J’accepte les conditions générales d’utilisation';

describe('Checkbox', () => {
  it('has no accessibility violations (default, hint, error, required, disabled)', async () => {
    const cases: CheckboxProps[] = [
      { label: terms },
      { label: 'Recevoir la lettre d’information', hint: 'Une fois par mois.' },
      { label: terms, error: fieldMessages.mustAccept('les conditions générales d’utilisation') },
      { label: terms, required: true },
      { label: terms, disabled: true, defaultChecked: true },
    ];
    for (const props of cases) {
      const { container } = render(<Checkbox {...props} />);
      // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations).toEqual([]);
      cleanup();
    }
  });

  it('is a checkbox named by its label, described by its hint and error, invalid with an error', () => {
    render(<Checkbox label={terms} id="cgu" hint="Lisez-les avant de publier." error="Veuillez accepter." required />);
    const checkbox = screen.getByRole('checkbox', { name: `${terms} (obligatoire)` });
    expect(checkbox.getAttribute('aria-describedby')).toBe('cgu-hint cgu-error');
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    expect(checkbox.hasAttribute('required')).toBe(true);
  });

  it('toggles by clicking its label, and stays ticked when an error appears', () => {
    const { rerender } = render(<Checkbox label={terms} name="cgu" />);
    const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name: terms });
    fireEvent.click(screen.getByText(terms));
    expect(checkbox.checked).toBe(true);
    rerender(<Checkbox label={terms} name="cgu" error="Autre erreur du formulaire." />);
    expect(checkbox.checked).toBe(true);
  });
});
