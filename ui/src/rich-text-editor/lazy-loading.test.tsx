// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Record when Quill, or the module built on it, is evaluated.
const loaded = vi.hoisted(() => ({ quill: false, editor: false }));
vi.mock('quill', () => {
  loaded.quill = true;
  return { default: class {} };
});
vi.mock('./quill-editor', () => {
  loaded.editor = true;
  return { default: () => <div role="textbox" aria-label="Éditeur simulé" /> };
});

afterEach(cleanup);

describe('RichTextEditor loading', () => {
  it('imports neither Quill nor the editor module with the component library', async () => {
    const ui = await import('../index');
    expect(ui.RichTextEditor).toBeTypeOf('function');
    expect(loaded).toEqual({ quill: false, editor: false });
  });

  it('renders the labelled placeholder on the server, without loading the editor', async () => {
    const { RichTextEditor } = await import('../index');
    const html = renderToString(<RichTextEditor label="Description de la formation" hint="Trois paragraphes au plus." />);
    expect(html).toContain('Chargement de l’éditeur…');
    expect(html).toContain('Description de la formation');
    expect(loaded.editor).toBe(false);
  });

  it('shows the placeholder while the editor loads, then the editor', async () => {
    const { RichTextEditor } = await import('../index');
    const { container } = render(<RichTextEditor label="Description de la formation" required error="La description est obligatoire." />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Chargement de l’éditeur…');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
    expect(screen.getByRole('group', { name: /^Description de la formation/ })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Éditeur simulé' })).toBeTruthy();
    expect(loaded.editor).toBe(true);
    expect(loaded.quill).toBe(false);
  });

  it('uses a custom loading text', async () => {
    const { RichTextEditor } = await import('../index');
    const html = renderToString(<RichTextEditor label="Programme" loadingLabel="Préparation de l’éditeur de texte…" />);
    expect(html).toContain('Préparation de l’éditeur de texte…');
  });
});
