import { EDITOR_LINK_PROTOCOLS, EDITOR_SANITIZED_URL } from './constants';

/** The base relative links resolve against: the document's, as an anchor would; a neutral http base on the server. */
function baseUrl(): string {
  return typeof document === 'undefined' ? 'http://localhost/' : document.baseURI;
}

/**
 * The link the editor keeps for `url`: `url` itself when its protocol is http, https, mailto or
 * tel, otherwise `about:blank` (and the editor drops such a link, keeping its text). The same rule as Quill 2's `Link.sanitize`, narrowed: the URL is
 * resolved like an anchor's `href` (so relative links take the page's protocol and are kept;
 * tabs, newlines and case in the scheme do not hide `javascript:`), and the text before the first
 * `:` of the result is the protocol.
 */
export function sanitizeEditorLink(url: string): string {
  let resolved: string;
  try {
    resolved = new URL(url, baseUrl()).href;
  } catch {
    // An anchor whose href cannot be parsed reports it as written.
    resolved = url;
  }
  const protocol = resolved.slice(0, resolved.indexOf(':'));
  return EDITOR_LINK_PROTOCOLS.includes(protocol) ? url : EDITOR_SANITIZED_URL;
}

/** Whether the editor keeps a link to `url` (see `sanitizeEditorLink`); it drops any other link. */
export function isAllowedEditorLink(url: unknown): url is string {
  return typeof url === 'string' && url.trim() !== '' && url !== EDITOR_SANITIZED_URL && sanitizeEditorLink(url) === url;
}
