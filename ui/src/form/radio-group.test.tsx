// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox, Fieldset, RadioGroup, type RadioGroupProps } from '../index';

afterEach(cleanup);

const options = [
  { value: 'temps-plein', label: 'Temps plein' },
  { value: 'temps-partiel', label: 'Temps partiel', hint: 'Moins de 35 heures par semaine.' },
  { value: 'saisonnier', label: 'Saisonnier', disabled: true },
];

describe('Fieldset and RadioGroup', () => {
  it('have no accessibility violations (default, hint, error, required, disabled)', async () => {
    const cases: RadioGroupProps[] = [
      { legend: 'Temps de travail', name: 'temps', options },
      { legend: 'Temps de travail', name: 'temps', options, hint: 'Pendant la période en entreprise.' },
      { legend: 'Temps de travail', name: 'temps', options, error: 'Veuillez choisir le temps de travail.' },
      { legend: 'Temps de travail', name: 'temps', options, required: true, inline: true },
      { legend: 'Temps de travail', name: 'temps', options, disabled: true, defaultValue: 'temps-plein' },
    ];
    for (const props of cases) {
      const { container } = render(<RadioGroup {...props} />);
      // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations).toEqual([]);
      cleanup();
    }
  });

  it('is a group named by its legend and described by its hint and error', () => {
    render(
      <Fieldset legend="Vos centres d’intérêt" hint="Plusieurs choix possibles." error="Veuillez cocher au moins une case." required>
        <Checkbox label="Cuisine" name="interets" value="cuisine" />
        <Checkbox label="Boulangerie" name="interets" value="boulangerie" />
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Vos centres d’intérêt (obligatoire)' });
    const describedBy = (group.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Plusieurs choix possibles.',
      'Erreur : Veuillez cocher au moins une case.',
    ]);
    expect(within(group).getAllByRole('checkbox')).toHaveLength(2);
  });

  it('gives the first radio the given id, the others derived ones, and keeps the choice on error', () => {
    const onChange = vi.fn();
    const { rerender } = render(<RadioGroup legend="Temps de travail" name="temps" id="temps" options={options} onChange={onChange} />);
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((radio) => radio.id)).toEqual(['temps', 'temps-2', 'temps-3']);
    expect(radios[2]?.disabled).toBe(true);
    expect(screen.getByRole('radio', { name: 'Temps partiel' }).getAttribute('aria-describedby')).toBe('temps-2-hint');
    fireEvent.click(screen.getByText('Temps partiel'));
    expect(onChange).toHaveBeenCalledTimes(1);
    rerender(<RadioGroup legend="Temps de travail" name="temps" id="temps" options={options} error="Erreur du serveur." />);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Temps partiel' }).checked).toBe(true);
  });

  it('checks the radio of a controlled value', () => {
    render(<RadioGroup legend="Temps de travail" name="temps" options={options} value="temps-plein" onChange={() => {}} />);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Temps plein' }).checked).toBe(true);
  });
});
