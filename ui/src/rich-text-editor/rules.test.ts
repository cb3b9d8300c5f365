// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  EDITOR_HISTORY,
  EDITOR_IMAGE_MIMETYPES,
  EDITOR_LINK_PROTOCOLS,
  EDITOR_TOOLBARS,
  editorFormatsOf,
  type EditorContentType,
  type EditorTheme,
  type EditorToolbar,
  type EditorToolbarConfig,
  isAllowedEditorLink,
  sanitizeEditorLink,
} from '../index';
import { validateEditorProps, validateEditorValue } from './validate';

/** The controls of a toolbar as `format` or `format:value` (pickers as `format[values]`). */
function controls(config: EditorToolbarConfig): string[] {
  return config.flat().map((control) => {
    if (typeof control === 'string') return control;
    const [format, value] = Object.entries(control)[0] ?? ['', ''];
    return Array.isArray(value) ? `${format}[${value.join(',')}]` : `${format}:${String(value)}`;
  });
}

describe('sanitizeEditorLink', () => {
  it('keeps http, https, mailto and tel links as written', () => {
    for (const url of [
      'https://www.example.fr',
      'http://cfa.example.fr/formations?page=2#cuisine',
      'mailto:accueil@cfa.example.fr',
      'tel:+33299000000',
      'HTTPS://WWW.EXAMPLE.FR',
    ]) {
      expect(sanitizeEditorLink(url)).toBe(url);
    }
  });

  it('turns every other protocol into about:blank, however it is disguised', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'ftp://ftp.example.fr/programme.pdf',
      'sms:+33600000000',
      'file:///etc/passwd',
    ]) {
      expect(sanitizeEditorLink(url)).toBe('about:blank');
    }
  });

  it('keeps relative links, which take the page’s protocol (as Quill’s own rule does)', () => {
    expect(sanitizeEditorLink('/formations/cap-cuisine')).toBe('/formations/cap-cuisine');
    expect(sanitizeEditorLink('programme.pdf')).toBe('programme.pdf');
    expect(sanitizeEditorLink('//www.example.fr')).toBe('//www.example.fr');
  });

  it('tells which links the editor keeps (the others are dropped, their text kept)', () => {
    for (const url of ['https://www.example.fr', 'mailto:accueil@cfa.example.fr', 'tel:+33299000000', '/formations', 'programme.pdf']) {
      expect(isAllowedEditorLink(url)).toBe(true);
    }
    for (const url of ['javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'sms:+33600000000', 'about:blank', '', null, undefined, true]) {
      expect(isAllowedEditorLink(url)).toBe(false);
    }
  });

  it('allows exactly the four protocols', () => {
    expect(EDITOR_LINK_PROTOCOLS).toEqual(['http', 'https', 'mailto', 'tel']);
  });
});

describe('toolbar presets', () => {
  it('essential: headings 1 to 6, bold, italic, underline, lists, align, blockquote, code block, link, colour, clean', () => {
    expect(controls(EDITOR_TOOLBARS.essential)).toEqual([
      'header[1,2,3,4,5,6,false]',
      'bold',
      'italic',
      'underline',
      'list:ordered',
      'list:bullet',
      'align[false,center,right,justify]',
      'blockquote',
      'code-block',
      'link',
      'color[]',
      'clean',
    ]);
  });

  it('minimal: headings 1 and 2, bold, italic, underline, link, lists, clean', () => {
    expect(controls(EDITOR_TOOLBARS.minimal)).toEqual([
      'header[1,2,false]',
      'bold',
      'italic',
      'underline',
      'link',
      'list:ordered',
      'list:bullet',
      'clean',
    ]);
  });

  it('full: every format the editor allows', () => {
    expect(controls(EDITOR_TOOLBARS.full)).toEqual([
      'header[1,2,false]',
      'font[false,serif,monospace]',
      'size[small,false,large,huge]',
      'bold',
      'italic',
      'underline',
      'strike',
      'color[]',
      'background[]',
      'script:sub',
      'script:super',
      'list:ordered',
      'list:bullet',
      'indent:-1',
      'indent:+1',
      'align[false,center,right,justify]',
      'blockquote',
      'code-block',
      'link',
      'image',
      'video',
      'clean',
    ]);
  });

  it('lets the editor accept only the formats each toolbar offers', () => {
    expect(editorFormatsOf(EDITOR_TOOLBARS.essential)).toEqual([
      'header', 'bold', 'italic', 'underline', 'list', 'align', 'blockquote', 'code-block', 'link', 'color',
    ]);
    expect(editorFormatsOf(EDITOR_TOOLBARS.minimal)).toEqual(['header', 'bold', 'italic', 'underline', 'link', 'list']);
    expect(editorFormatsOf(EDITOR_TOOLBARS.full)).toEqual([
      'header', 'font', 'size', 'bold', 'italic', 'underline', 'strike', 'color', 'background', 'script', 'list', 'indent',
      'align', 'blockquote', 'code-block', 'link', 'image', 'video',
    ]);
  });

  it('uploads only images, and keeps an undo history of the user’s own changes', () => {
    expect(EDITOR_IMAGE_MIMETYPES).toEqual(['image/png', 'image/gif', 'image/jpeg', 'image/bmp', 'image/x-icon']);
    expect(EDITOR_HISTORY).toEqual({ delay: 1000, maxStack: 100, userOnly: true });
  });
});

describe('prop validation', () => {
  it('accepts the documented values', () => {
    expect(() => validateEditorProps('html', 'snow', 'essential')).not.toThrow();
    expect(() => validateEditorProps('delta', 'bubble', 'full')).not.toThrow();
    expect(() => validateEditorProps('text', '', '#barre-outils')).not.toThrow();
  });

  it('names the invalid prop and its allowed values', () => {
    expect(() => validateEditorProps('markdown' as EditorContentType, 'snow', 'essential')).toThrow(
      'RichTextEditor: "contentType" must be one of "delta", "html", "text" (received "markdown").',
    );
    expect(() => validateEditorProps('html', 'dark' as EditorTheme, 'essential')).toThrow(
      'RichTextEditor: "theme" must be one of "snow", "bubble", "" (received "dark").',
    );
    expect(() => validateEditorProps('html', 'snow', 'complet' as EditorToolbar)).toThrow(
      /^RichTextEditor: "toolbar" must be one of "essential", "minimal", "full" or a CSS id selector/,
    );
    expect(() => validateEditorProps('html', 'snow', '.barre' as EditorToolbar)).toThrow(/"toolbar"/);
    expect(() => validateEditorProps('html', 'snow', '#' as EditorToolbar)).toThrow(/"toolbar"/);
  });

  it('checks that the value matches the content type', () => {
    expect(() => validateEditorValue('delta', 'value', '<p>Bonjour</p>')).toThrow(/"value" must be a Delta/);
    expect(() => validateEditorValue('html', 'defaultValue', { ops: [] })).toThrow(/"defaultValue" must be a string/);
    expect(() => validateEditorValue('delta', 'value', { ops: [{ insert: 'Bonjour\n' }] })).not.toThrow();
    expect(() => validateEditorValue('text', 'value', undefined)).not.toThrow();
  });
});
