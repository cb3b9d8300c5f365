/**
 * The XSS corpus of the security tests (issue 9): known payloads from the OWASP filter-evasion
 * cheat sheet, PortSwigger's XSS cheat sheet and mutation-XSS write-ups, each with a short name.
 *
 * Shared by the end-to-end tests (`e2e/security.spec.ts`: offer form, profile, contact form) and
 * the cms's own test (`cms/test/xss.test.ts`: the sanitiser and the JSON:API). Every payload that
 * would run calls `alert(1)` (the tests wrap `alert` to set `window.__xss`) or sets
 * `window.__xss = 1` itself, so a payload that executes is seen even without a dialog.
 */

export interface XssPayload {
  /** A short, unique name (used in test titles and offer titles). */
  readonly name: string;
  readonly family: XssFamily;
  readonly html: string;
}

export type XssFamily =
  | 'script'
  | 'event handler'
  | 'javascript: URL'
  | 'data: URL'
  | 'svg / math'
  | 'frame / object'
  | 'document'
  | 'css'
  | 'broken markup'
  | 'mutation';

const payload = (family: XssFamily, name: string, html: string): XssPayload => ({ family, name, html });

export const XSS_PAYLOADS: readonly XssPayload[] = [
  // Script elements
  payload('script', 'script tag', '<script>alert(1)</script>'),
  payload('script', 'script upper case src', '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>'),
  payload('script', 'script data src', '<script/src=data:,alert(1)></script>'),
  payload('script', 'script split name', '<scr<script>ipt>alert(1)</scr</script>ipt>'),
  payload('script', 'script double open', '<<script>alert(1);//<</script>'),
  payload('script', 'script unclosed', '<p>texte</p><script>window.__xss=1'),
  payload('script', 'script after quote', '"><script>window.__xss=1</script>'),
  payload('script', 'script in comment', '<script>/*</script><img src=x onerror=alert(1)>*/</script>'),
  // Event handlers
  payload('event handler', 'img onerror', '<img src=x onerror=alert(1)>'),
  payload('event handler', 'img onerror mixed case', '<IMG SRC=x OnErRoR=alert(1)>'),
  payload('event handler', 'img slashes', '<img/src=x/onerror=alert(1)>'),
  payload('event handler', 'img newlines', '<img src=x onerror\n=\nalert(1)>'),
  payload('event handler', 'valid img onerror', '<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=" onload="alert(1)" onerror="alert(1)">'),
  payload('event handler', 'body onload', '<body onload=alert(1)>'),
  payload('event handler', 'p onclick', '<p onclick="alert(1)">cliquez</p>'),
  payload('event handler', 'link onmouseover', '<a href="https://ok.example" onmouseover="alert(1)">survol</a>'),
  payload('event handler', 'details ontoggle', '<details open ontoggle=alert(1)>'),
  payload('event handler', 'input autofocus', '<input autofocus onfocus=alert(1)>'),
  payload('event handler', 'video source', '<video><source onerror="alert(1)">'),
  payload('event handler', 'marquee onstart', '<marquee onstart=alert(1)>x</marquee>'),
  payload('event handler', 'span pointer', '<span onpointerenter=alert(1) style="color: red">x</span>'),
  payload('event handler', 'entity-encoded handler', '<img src=x onerror="&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;">'),
  // javascript: URLs
  payload('javascript: URL', 'href javascript', '<a href="javascript:alert(1)">lien</a>'),
  payload('javascript: URL', 'href mixed case', '<a href="JaVaScRiPt:alert(1)">lien</a>'),
  payload('javascript: URL', 'href decimal entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">lien</a>'),
  payload('javascript: URL', 'href padded entities', '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">lien</a>'),
  payload('javascript: URL', 'href hex entities', '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">lien</a>'),
  payload('javascript: URL', 'href tab entity', '<a href="jav&#x09;ascript:alert(1)">lien</a>'),
  payload('javascript: URL', 'href raw newline', '<a href="java\nscript:alert(1)">lien</a>'),
  payload('javascript: URL', 'href leading control', '<a href=" &#14;  javascript:alert(1)">lien</a>'),
  payload('javascript: URL', 'href colon entity', '<a href="javascript&colon;alert(1)">lien</a>'),
  payload('javascript: URL', 'href unquoted', '<a href=javascript:alert(1)>lien</a>'),
  payload('javascript: URL', 'href vbscript', '<a href="vbscript:msgbox(1)">lien</a>'),
  payload('javascript: URL', 'img src javascript', '<img src="javascript:alert(1)">'),
  payload('javascript: URL', 'form action', '<form action="javascript:alert(1)"><button>Envoyer</button></form>'),
  payload('javascript: URL', 'button formaction', '<form><button formaction="javascript:alert(1)">x</button></form>'),
  // data: URLs
  payload('data: URL', 'href data html base64', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">lien</a>'),
  payload('data: URL', 'href data html', '<a href="DATA:text/html,<script>alert(1)</script>">lien</a>'),
  payload('data: URL', 'img data svg', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'),
  payload('data: URL', 'img data html', '<img src="data:text/html,<script>alert(1)</script>">'),
  payload('data: URL', 'object data html', '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>'),
  // SVG and MathML
  payload('svg / math', 'svg onload', '<svg onload=alert(1)>'),
  payload('svg / math', 'svg slash onload', '<svg/onload=alert(1)//'),
  payload('svg / math', 'svg script', '<svg><script>alert(1)</script></svg>'),
  payload('svg / math', 'svg xlink href', '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>'),
  payload('svg / math', 'svg animate onbegin', '<svg><animate onbegin=alert(1) attributeName=x dur=1s>'),
  payload('svg / math', 'svg set href', '<svg><a><set attributeName="href" to="javascript:alert(1)" /><text y="20">x</text></a></svg>'),
  payload('svg / math', 'math href', '<math href="javascript:alert(1)">CLIQUEZ</math>'),
  payload('svg / math', 'math mglyph style', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'),
  // Frames, objects, embeds
  payload('frame / object', 'iframe javascript', '<iframe src="javascript:alert(1)"></iframe>'),
  payload('frame / object', 'iframe srcdoc', '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>'),
  payload('frame / object', 'iframe srcdoc entities', '<iframe srcdoc="&lt;img src=x onerror=parent.__xss=1&gt;"></iframe>'),
  payload('frame / object', 'embed javascript', '<embed src="javascript:alert(1)">'),
  payload('frame / object', 'object javascript', '<object data="javascript:alert(1)"></object>'),
  // Document-level tricks
  payload('document', 'base href', '<base href="javascript:alert(1)//">'),
  payload('document', 'meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'),
  payload('document', 'link stylesheet', '<link rel="stylesheet" href="javascript:alert(1)">'),
  // CSS
  payload('css', 'css expression', '<div style="width: expression(alert(1));">x</div>'),
  payload('css', 'css url javascript', '<span style="background:url(javascript:alert(1))">x</span>'),
  payload('css', 'css escaped expression', '<span style="color:\\65xpression(alert(1))">x</span>'),
  payload('css', 'style import', '<style>@import "javascript:alert(1)";</style>'),
  payload('css', 'moz binding', '<span style="color: red; -moz-binding: url(https://xss.example/xss.xml#xss)">x</span>'),
  // Broken markup
  payload('broken markup', 'unclosed img', '<img src=x onerror=alert(1)//'),
  payload('broken markup', 'unclosed link', '<a href="javascript:alert(1)"'),
  payload('broken markup', 'stray quotes', '<img """><script>alert(1)</script>">'),
  payload('broken markup', 'comment break-out', '<!--<img src="--><img src=x onerror=alert(1)//">'),
  payload('broken markup', 'cdata', '<![CDATA[><img src=x onerror=alert(1)>]]>'),
  payload('broken markup', 'attribute break-out', '<a href="https://ok.example" title="\\"><script>alert(1)</script>">x</a>'),
  // Mutation XSS (raw-text and template containers)
  payload('mutation', 'noscript title', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'),
  payload('mutation', 'textarea title', '<textarea><img title="</textarea><img src=x onerror=alert(1)>"></textarea>'),
  payload('mutation', 'title element', '<title><img title="</title><img src=x onerror=alert(1)>"></title>'),
  payload('mutation', 'template', '<template><img src=x onerror=alert(1)></template>'),
  payload('mutation', 'select template', '<select><template><img src=x onerror=alert(1)></template></select>'),
  payload('mutation', 'math option svg', '<math><mtext><option><FAKEFAKE><option></option><mglyph><svg><mtext><textarea><a title="</textarea><img src=x onerror=alert(1)>">'),
  payload('mutation', 'plaintext', '<plaintext><img src=x onerror=alert(1)>'),
];

/** A representative subset, sent through the real form in the browser (one of each family and more). */
export const FORM_PAYLOADS: readonly XssPayload[] = [
  'script tag',
  'img onerror',
  'details ontoggle',
  'href javascript',
  'href decimal entities',
  'href data html base64',
  'svg onload',
  'math mglyph style',
  'iframe srcdoc',
  'css expression',
  'comment break-out',
  'noscript title',
  'template',
].map((name) => {
  const found = XSS_PAYLOADS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No payload named ${name}`);
  return found;
});

/** Payloads for plain-text fields (names, titles, messages): characters kept, always rendered escaped. */
export const TEXT_PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '</title><script>window.__xss=1</script>',
  '<a href="javascript:alert(1)">x</a>',
  '&lt;img src=x onerror=alert(1)&gt;',
  '{{constructor.constructor(\'alert(1)\')()}}',
  '</script><script>window.__xss=1</script>',
];

const NAMED_ENTITIES: Readonly<Record<string, string>> = { colon: ':', tab: '\t', newline: '\n', quot: '"', apos: "'", amp: '&', lt: '<', gt: '>' };

/** Decodes character references once, as a browser does in an attribute value (numeric ones without `;` too). */
function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d+);?|#x([0-9a-f]+);?|([a-z]+);)/gi, (whole, decimal?: string, hex?: string, named?: string) => {
    if (decimal !== undefined || hex !== undefined) {
      const code = decimal !== undefined ? Number(decimal) : parseInt(hex!, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[named!.toLowerCase()] ?? whole;
  });
}

/**
 * What must never be left in stored rich text: a script element, an event-handler attribute, a
 * script-capable URL (javascript:, vbscript:, data: other than a base64 raster image), an element
 * outside the editor's kind (frames, SVG, forms, …), or CSS able to run or load something. Each tag
 * (an unclosed one at the end too) is judged with its character references decoded and what
 * browsers ignore in URLs (controls, spaces) removed.
 */
export function unsafeInRichText(html: string): string[] {
  const found: string[] = [];
  if (/<script/i.test(html)) found.push('<script');
  for (const tag of html.match(/<[a-z][^>]*(?:>|$)/gi) ?? []) {
    const decoded = decodeEntities(tag);
    if (/[\s/"']on[a-z]+\s*=/i.test(decoded)) found.push(`event handler in ${tag}`);
    const squeezed = [...decoded].filter((char) => char.codePointAt(0)! > 0x20).join('');
    if (/(?:java|vb|live)script:/i.test(squeezed)) found.push(`script URL in ${tag}`);
    if (/data:(?!image\/(?:png|gif|jpeg|bmp|x-icon|webp);base64,)/i.test(squeezed)) found.push(`data: URL in ${tag}`);
    if (/^<(?:iframe|object|embed|frame|base|meta|link|style|svg|math|template|form|input|button|textarea|noscript)\b/i.test(tag)) found.push(`element ${tag}`);
    if (/expression\(|url\(|\\/i.test(squeezed)) found.push(`CSS in ${tag}`);
  }
  return found;
}
