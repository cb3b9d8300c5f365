// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptedFormats, fieldMessages, FileField, type FileFieldProps, fileFieldHint, formatFileSize } from '../index';

afterEach(cleanup);

const MB = 1024 * 1024;

/** jsdom gives file inputs no role: find them by their label. */
const fileInput = (name: string) => screen.getByLabelText<HTMLInputElement>(name);

describe('FileField', () => {
  it('has no accessibility violations (default, hint, error, required, disabled)', async () => {
    const cases: FileFieldProps[] = [
      { label: 'Logo de l’entreprise' },
      { label: 'Logo de l’entreprise', accept: 'image/png,image/jpeg', maxSizeBytes: 2 * MB },
      { label: 'Logo de l’entreprise', accept: 'image/png', error: fieldMessages.fileTooLarge(2 * MB) },
      { label: 'CV', accept: '.pdf', required: true },
      { label: 'CV', disabled: true },
    ];
    for (const props of cases) {
      const { container } = render(<FileField {...props} />);
      // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations).toEqual([]);
      cleanup();
    }
  });

  it('is a file input described by a hint built from accept and the maximum size', () => {
    render(<FileField label="Logo" id="logo" accept="image/png,image/jpeg" maxSizeBytes={2 * MB} multiple />);
    const input = fileInput('Logo');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('accept')).toBe('image/png,image/jpeg');
    expect(input.multiple).toBe(true);
    expect(input.getAttribute('aria-describedby')).toBe('logo-hint');
    expect(document.getElementById('logo-hint')?.textContent).toBe(
      'Formats acceptés : PNG, JPEG. Taille maximale : 2\u00a0Mo.',
    );
  });

  it('shows the caller’s hint instead, or none with null', () => {
    const { rerender } = render(<FileField label="CV" id="cv" accept=".pdf" hint="Votre CV en PDF." />);
    expect(document.getElementById('cv-hint')?.textContent).toBe('Votre CV en PDF.');
    rerender(<FileField label="CV" id="cv" accept=".pdf" hint={null} />);
    expect(document.getElementById('cv-hint')).toBeNull();
    expect(fileInput('CV').hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('fileFieldHint', () => {
  it('names the formats as people know them, in the singular for one', () => {
    expect(acceptedFormats('image/png, image/jpeg,.JPG,application/pdf,image/png')).toEqual(['PNG', 'JPEG', 'JPG', 'PDF']);
    expect(acceptedFormats('image/*,application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toEqual([
      'images',
      'DOCX',
    ]);
    expect(fileFieldHint({ accept: '.pdf' })).toBe('Format accepté : PDF.');
    expect(fileFieldHint({ maxSizeBytes: 500 * 1024 })).toBe('Taille maximale : 500\u00a0Ko.');
    expect(fileFieldHint({})).toBeUndefined();
  });

  it('formats sizes in French with binary multiples', () => {
    expect(formatFileSize(0)).toBe('0\u00a0octet');
    expect(formatFileSize(900)).toBe('900\u00a0octets');
    expect(formatFileSize(2 * MB)).toBe('2\u00a0Mo');
    expect(formatFileSize(1.5 * MB)).toBe('1,5\u00a0Mo');
    expect(formatFileSize(3 * 1024 * MB)).toBe('3\u00a0Go');
    expect(() => formatFileSize(-1)).toThrow(/"bytes"/);
  });
});

describe('fieldMessages', () => {
  it('gives French messages that say what to do', () => {
    expect(fieldMessages.required('le titre')).toBe('Veuillez renseigner le titre.');
    expect(fieldMessages.choose('le type de contrat')).toBe('Veuillez choisir le type de contrat.');
    expect(fieldMessages.tooLong(1)).toBe('Veuillez saisir 1 caractère au maximum.');
    expect(fieldMessages.tooLong(80)).toBe('Veuillez saisir 80 caractères au maximum.');
    expect(fieldMessages.fileTooLarge('2 Mo')).toBe('Le fichier dépasse la taille maximale de 2 Mo.');
    expect(fieldMessages.fileTooLarge(2 * MB)).toBe('Le fichier dépasse la taille maximale de 2\u00a0Mo.');
    expect(fieldMessages.fileType(['PNG', 'JPEG'])).toBe(
      'Ce format de fichier n’est pas accepté. Formats acceptés : PNG, JPEG.',
    );
    expect(fieldMessages.fileType(['PDF'])).toBe('Ce format de fichier n’est pas accepté. Format accepté : PDF.');
    expect(fieldMessages.postalCode).toBe('Veuillez saisir un code postal à 5 chiffres.');
  });
});
