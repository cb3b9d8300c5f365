// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField, type TextFieldProps } from '../index';

afterEach(cleanup);

const email = 'Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.fr.';

describe('TextField', () => {
  it('has no accessibility violations (default, hint, error, required, disabled)', async () => {
    const cases: TextFieldProps[] = [
      { label: 'Nom' },
      { label: 'Adresse e-mail', type: 'email', hint: 'Par exemple nom@exemple.fr' },
      { label: 'Adresse e-mail', type: 'email', defaultValue: 'jean.dupont@exemple', error: email },
      { label: 'Titre de l’offre', required: true, hint: '80 caractères au maximum', error: 'Veuillez renseigner le titre.' },
      { label: 'Ville', disabled: true, defaultValue: 'Rennes' },
    ];
    for (const props of cases) {
      const { container } = render(<TextField {...props} />);
      // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations).toEqual([]);
      cleanup();
    }
  });

  it('is a textbox named by its label, with a generated id unless given one', () => {
    const { rerender } = render(<TextField label="Ville" />);
    const input = screen.getByRole('textbox', { name: 'Ville' });
    expect(input.id).not.toBe('');
    expect(input.getAttribute('type')).toBe('text');
    rerender(<TextField label="Ville" id="offre-ville" />);
    expect(screen.getByRole('textbox', { name: 'Ville' }).id).toBe('offre-ville');
  });

  it('says "(obligatoire)" in the label of a required field, and sets native required', () => {
    render(<TextField label="Nom" required />);
    const input = screen.getByRole('textbox', { name: 'Nom (obligatoire)' });
    expect(input.hasAttribute('required')).toBe(true);
    cleanup();
    render(<TextField label="Name" required requiredLabel="(required)" />);
    expect(screen.getByRole('textbox', { name: 'Name (required)' })).toBeTruthy();
  });

  it('is described by its hint and error, only those present, then by the caller’s ids', () => {
    const { rerender } = render(<TextField label="Code postal" id="cp" />);
    const input = screen.getByRole('textbox', { name: 'Code postal' });
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    rerender(<TextField label="Code postal" id="cp" hint="5 chiffres" />);
    expect(input.getAttribute('aria-describedby')).toBe('cp-hint');
    rerender(<TextField label="Code postal" id="cp" error="Veuillez saisir un code postal à 5 chiffres." />);
    expect(input.getAttribute('aria-describedby')).toBe('cp-error');
    rerender(<TextField label="Code postal" id="cp" hint="5 chiffres" error="Code invalide." aria-describedby="autre" />);
    expect(input.getAttribute('aria-describedby')).toBe('cp-hint cp-error autre');
    expect(document.getElementById('cp-hint')?.textContent).toBe('5 chiffres');
    expect(document.getElementById('cp-error')?.textContent).toBe('Erreur : Code invalide.');
  });

  it('marks an invalid field with aria-invalid and data-invalid, and shows the error before the input', () => {
    const { container, rerender } = render(<TextField label="E-mail" type="email" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(container.querySelector('[data-invalid]')).toBeNull();
    rerender(<TextField label="E-mail" type="email" error={email} />);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelector('[data-invalid]')).not.toBeNull();
    const error = screen.getByText(email).closest('p');
    expect(error?.compareDocumentPosition(input)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('keeps what the user typed when an error appears', () => {
    const { rerender } = render(<TextField label="E-mail" type="email" name="email" defaultValue="jean" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail' });
    fireEvent.change(input, { target: { value: 'jean.dupont@exemple' } });
    rerender(<TextField label="E-mail" type="email" name="email" defaultValue="jean" error={email} />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail' })).toBe(input);
    expect(input.value).toBe('jean.dupont@exemple');
  });

  it('passes native props and ref to the input, and className to the wrapper', () => {
    const ref = createRef<HTMLInputElement>();
    const { container } = render(
      <TextField
        label="Téléphone"
        type="tel"
        name="telephone"
        autoComplete="tel"
        inputMode="tel"
        maxLength={14}
        ref={ref}
        width="sm"
        className="extra"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Téléphone' });
    expect(ref.current).toBe(input);
    expect(input.getAttribute('type')).toBe('tel');
    expect(input.getAttribute('name')).toBe('telephone');
    expect(input.getAttribute('autocomplete')).toBe('tel');
    expect(input.getAttribute('maxlength')).toBe('14');
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper.classList.contains('extra')).toBe(true);
    expect(wrapper.dataset['width']).toBe('sm');
  });
});
