// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorSummary, TextField } from '../index';

afterEach(cleanup);

const errors = [
  { fieldId: 'offre-titre', message: 'Veuillez renseigner le titre de l’offre.' },
  { fieldId: 'offre-cp', message: 'Veuillez saisir un code postal à 5 chiffres.' },
];

describe('ErrorSummary', () => {
  it('has no accessibility violations', async () => {
    const { container } = render(
      <>
        <ErrorSummary errors={errors} description="Corrigez les champs suivants :" />
        <TextField id="offre-titre" label="Titre" error={errors[0]?.message} />
        <TextField id="offre-cp" label="Code postal" error={errors[1]?.message} />
      </>,
    );
    // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('is an alert titled with the French plural of the number of errors', () => {
    const { rerender } = render(<ErrorSummary errors={errors} />);
    const alert = screen.getByRole('alert', { name: 'Le formulaire contient 2 erreurs' });
    expect(within(alert).getByRole('heading', { level: 2, name: 'Le formulaire contient 2 erreurs' })).toBeTruthy();
    rerender(<ErrorSummary errors={errors.slice(0, 1)} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Le formulaire contient 1 erreur' })).toBeTruthy();
    rerender(<ErrorSummary errors={errors} title={(count) => `${count} problèmes`} />);
    expect(screen.getByRole('alert', { name: '2 problèmes' })).toBeTruthy();
  });

  it('links each message to its field', () => {
    render(<ErrorSummary errors={errors} />);
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Veuillez renseigner le titre de l’offre.', '#offre-titre'],
      ['Veuillez saisir un code postal à 5 chiffres.', '#offre-cp'],
    ]);
  });

  it('can be focused by the page after a failed submission', () => {
    const ref = createRef<HTMLDivElement>();
    render(<ErrorSummary errors={errors} ref={ref} />);
    expect(ref.current?.getAttribute('tabindex')).toBe('-1');
    ref.current?.focus();
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
