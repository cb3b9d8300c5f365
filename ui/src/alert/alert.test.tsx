// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { Alert, type AlertVariant } from '../index';

afterEach(cleanup);

const variants: AlertVariant[] = ['info', 'success', 'warning', 'error'];

describe('Alert', () => {
  it('has no accessibility violations in every variant, with and without title', async () => {
    for (const variant of variants) {
      const { container } = render(
        <>
          <Alert variant={variant} title="Inscriptions ouvertes">
            <p>Les candidatures pour la rentrée de septembre sont ouvertes.</p>
          </Alert>
          <Alert variant={variant} headingLevel={2} title="Titre en intertitre" />
          <Alert variant={variant}>Votre message a bien été envoyé.</Alert>
        </>,
      );
      // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations).toEqual([]);
      cleanup();
    }
  });

  it('is an alert for errors and a status otherwise, unless given a role', () => {
    const { rerender } = render(<Alert variant="error">Le service est indisponible.</Alert>);
    expect(screen.getByRole('alert').dataset['variant']).toBe('error');
    for (const variant of ['info', 'success', 'warning'] as const) {
      rerender(<Alert variant={variant}>Message</Alert>);
      expect(screen.getByRole('status').dataset['variant']).toBe(variant);
    }
    rerender(
      <Alert variant="warning" role="note">
        Message
      </Alert>,
    );
    expect(screen.getByRole('note')).toBeTruthy();
  });

  it('says its variant to screen readers before the title, with a decorative icon', () => {
    const { container, rerender } = render(<Alert variant="success" title="Offre publiée" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Succès : Offre publiée');
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    rerender(
      <Alert variant="error" variantLabel="Error">
        Failed.
      </Alert>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Error : Failed.');
  });
});
