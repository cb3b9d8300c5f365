// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { DateField, type DateFieldProps, fieldMessages } from '../index';

afterEach(cleanup);

/** jsdom gives date inputs no role: find them by their label. */
const dateInput = (name: string) => screen.getByLabelText<HTMLInputElement>(name);

describe('DateField', () => {
  it('has no accessibility violations (default, hint, error, required, disabled)', async () => {
    const cases: DateFieldProps[] = [
      { label: 'Date de début' },
      { label: 'Date de début', hint: 'Le premier jour du contrat.' },
      { label: 'Date d’expiration', defaultValue: '2020-01-15', error: fieldMessages.dateInPast },
      { label: 'Date de début', required: true },
      { label: 'Date de début', disabled: true },
    ];
    for (const props of cases) {
      const { container } = render(<DateField {...props} />);
      // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations).toEqual([]);
      cleanup();
    }
  });

  it('is a native date input with the format hint by default', () => {
    const { rerender } = render(<DateField label="Date de début" id="debut" min="2025-09-01" />);
    const input = dateInput('Date de début');
    expect(input.getAttribute('type')).toBe('date');
    expect(input.getAttribute('min')).toBe('2025-09-01');
    expect(input.getAttribute('aria-describedby')).toBe('debut-hint');
    expect(screen.getByText('Format : jj/mm/aaaa')).toBeTruthy();
    rerender(<DateField label="Date de début" id="debut" hint={null} />);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('keeps the date typed when an error appears', () => {
    const { rerender } = render(<DateField label="Date d’expiration" id="fin" />);
    fireEvent.change(dateInput('Date d’expiration'), { target: { value: '2020-01-15' } });
    rerender(<DateField label="Date d’expiration" id="fin" error={fieldMessages.dateInPast} />);
    const input = dateInput('Date d’expiration');
    expect(input.value).toBe('2020-01-15');
    expect(input.getAttribute('aria-describedby')).toBe('fin-hint fin-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
