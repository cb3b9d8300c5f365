// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldMessages, Select, type SelectProps } from '../index';

afterEach(cleanup);

const contracts = [
  { value: 'apprentissage', label: 'Contrat d’apprentissage' },
  { value: 'professionnalisation', label: 'Contrat de professionnalisation' },
  { value: 'cdi', label: 'CDI', disabled: true },
];

describe('Select', () => {
  it('has no accessibility violations (default, hint, error, required, disabled)', async () => {
    const cases: SelectProps[] = [
      { label: 'Type de contrat', options: contracts },
      { label: 'Type de contrat', options: contracts, hint: 'Le contrat proposé à l’apprenti.' },
      { label: 'Type de contrat', options: contracts, placeholder: true, error: fieldMessages.choose('le type de contrat') },
      { label: 'Type de contrat', options: contracts, required: true },
      { label: 'Type de contrat', options: contracts, disabled: true },
    ];
    for (const props of cases) {
      const { container } = render(<Select {...props} />);
      // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations).toEqual([]);
      cleanup();
    }
  });

  it('renders the options, then the children, after an optional "Choisir…" of empty value', () => {
    render(
      <Select label="Type de contrat" options={contracts} placeholder required error="Veuillez choisir.">
        <option value="stage">Stage</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Type de contrat (obligatoire)' });
    const options = within(select).getAllByRole<HTMLOptionElement>('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choisir…',
      'Contrat d’apprentissage',
      'Contrat de professionnalisation',
      'CDI',
      'Stage',
    ]);
    expect(options[0]?.value).toBe('');
    expect(options[3]?.disabled).toBe(true);
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a custom placeholder text, and none by default', () => {
    const { rerender } = render(<Select label="Ville" options={[{ value: 'rennes', label: 'Rennes' }]} />);
    expect(screen.queryByRole('option', { name: 'Choisir…' })).toBeNull();
    rerender(<Select label="Ville" options={[{ value: 'rennes', label: 'Rennes' }]} placeholder="Toutes les villes" />);
    expect(screen.getByRole('option', { name: 'Toutes les villes' })).toBeTruthy();
  });

  it('keeps the chosen option when an error appears', () => {
    const { rerender } = render(<Select label="Type de contrat" options={contracts} placeholder />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Type de contrat' });
    fireEvent.change(select, { target: { value: 'professionnalisation' } });
    rerender(<Select label="Type de contrat" options={contracts} placeholder error="Erreur du serveur." />);
    expect(select.value).toBe('professionnalisation');
  });
});
