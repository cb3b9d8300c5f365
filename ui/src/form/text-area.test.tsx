// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldMessages, TextArea, type TextAreaProps } from '../index';

afterEach(cleanup);

describe('TextArea', () => {
  it('has no accessibility violations (default, hint, error, required, disabled)', async () => {
    const cases: TextAreaProps[] = [
      { label: 'Message' },
      { label: 'Description du poste', hint: 'Missions, horaires, avantages.' },
      { label: 'Description du poste', defaultValue: 'Commis', error: fieldMessages.tooLong(2000) },
      { label: 'Message', required: true },
      { label: 'Message', disabled: true },
    ];
    for (const props of cases) {
      const { container } = render(<TextArea {...props} />);
      // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations).toEqual([]);
      cleanup();
    }
  });

  it('is a multi-line textbox named by its label, described by hint and error', () => {
    render(<TextArea label="Message" id="message" hint="Soyez précis." error="Veuillez renseigner votre message." required />);
    const textarea = screen.getByRole('textbox', { name: 'Message (obligatoire)' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('aria-describedby')).toBe('message-hint message-error');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(textarea.getAttribute('rows')).toBe('6');
  });

  it('keeps what the user typed when an error appears', () => {
    const { rerender } = render(<TextArea label="Message" name="message" />);
    const textarea = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    fireEvent.change(textarea, { target: { value: 'Bonjour, je souhaite postuler.' } });
    rerender(<TextArea label="Message" name="message" error={fieldMessages.tooLong(10)} />);
    expect(textarea.value).toBe('Bonjour, je souhaite postuler.');
  });
});
