import localFont from 'next/font/local';

/*
 * The two variable fonts of the design tokens, Latin subset (every character of French text), loaded by
 * next/font: the files are preloaded from the page's <head>, and `display: 'optional'` means a page is
 * never laid out twice. If a font is not there within the first ~100 ms (a first visit on a slow phone
 * network), the page keeps the size-matched fallback and the font is cached for the next page. With
 * fontsource's `swap`, the late swap moved the whole page (Lighthouse CLS 0.35 on `/`; docs/performance.md).
 * Other characters fall back to the system fonts of --font-body / --font-heading, glyph by glyph.
 */
export const sans = localFont({
  src: '../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  weight: '200 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-sans-face',
  adjustFontFallback: 'Arial',
});

export const serif = localFont({
  src: '../../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
  weight: '200 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-serif-face',
  adjustFontFallback: 'Times New Roman',
});
