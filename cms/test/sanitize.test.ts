import fc from 'fast-check';
import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_TAGS, sanitizeRichText, sanitizeText } from '../src/content/sanitize.js';

/** Known XSS payloads (OWASP cheat sheet, PortSwigger, mXSS write-ups, sanitizer bug reports). */
const XSS_PAYLOADS: readonly string[] = [
  // Script elements in many forms
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<script/src=data:,alert(1)></script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>alert(1);//<</script>',
  '<script\x20type="text/javascript">javascript:alert(1);</script>',
  '<script>alert(1)',
  '<p>safe</p><script src=//xss.example></script',
  '"><script>alert(document.cookie)</script>',
  '<scr\0ipt>alert(1)</scr\0ipt>',
  '<script>/*</script><img src=x onerror=alert(1)>*/</script>',
  // Event handlers
  '<img src=x onerror=alert(1)>',
  '<img src="https://ok.example/a.png" onerror="alert(1)">',
  '<IMG SRC=x OnErRoR=alert(1)>',
  '<img src=x onerror\n=\nalert(1)>',
  '<img/src=x/onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<p onclick="alert(1)">click</p>',
  '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
  '<span onpointerenter=alert(1) style="color: red">x</span>',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror="alert(1)">',
  '<marquee onstart=alert(1)>x</marquee>',
  '<p/onclick=alert(1)>x</p>',
  // SVG / MathML
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)//',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">CLICKME</math>',
  '<math><mi xlink:href="data:x,<script>alert(1)</script>">',
  '<math><mtext><option><FAKEFAKE><option></option><mglyph><svg><mtext><textarea><a title="</textarea><img src=x onerror=alert(1)>">',
  // javascript: URLs, obfuscated
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href=" &#14;  javascript:alert(1)">x</a>',
  '<a href="\x01javascript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="javascript&NewLine;:alert(1)">x</a>',
  '<a href=javascript:alert(1)>x</a>',
  "<a href='javascript:alert(1)'>x</a>",
  '<a href="javascript://%0Aalert(1)">x</a>',
  '<a href="  javascript:alert(1)  ">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="VBScript:msgbox(1)">x</a>',
  '<a href="livescript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="DATA:text/html,<script>alert(1)</script>">x</a>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="data:text/html,<script>alert(1)</script>">',
  '<img src="vbscript:msgbox(1)">',
  '<img dynsrc="javascript:alert(1)" lowsrc="javascript:alert(1)">',
  '<img srcset="javascript:alert(1) 1x">',
  // Frames, objects, embeds
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe srcdoc="&lt;img src=x onerror=alert(1)&gt;"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<embed src="javascript:alert(1)">',
  '<embed src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<frameset><frame src="javascript:alert(1)"></frameset>',
  // Document-level tricks
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<isindex action="javascript:alert(1)" type=image>',
  // Styles
  '<div style="width: expression(alert(1));">x</div>',
  '<span style="background:url(javascript:alert(1))">x</span>',
  '<span style="color: rgb(0,0,0); background-image: url(&quot;javascript:alert(1)&quot;)">x</span>',
  '<span style="color: expression(alert(1))">x</span>',
  '<span style="color: red; -moz-binding: url(https://xss.example/xss.xml#xss)">x</span>',
  '<span style="color:\\65xpression(alert(1))">x</span>',
  '<style>@import "javascript:alert(1)";</style>',
  '<p style="color: /**/ rgb(1,2,3) /* */ ; behavior: url(xss.htc)">x</p>',
  // Broken / unclosed markup, mXSS
  '<img src=x onerror=alert(1)//',
  '<a href="javascript:alert(1)"',
  '<img """><script>alert(1)</script>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>',
  '<noframes><img title="</noframes><img src=x onerror=alert(1)>"></noframes>',
  '<textarea><img title="</textarea><img src=x onerror=alert(1)>"></textarea>',
  '<title><img title="</title><img src=x onerror=alert(1)>"></title>',
  '<xmp><img title="</xmp><img src=x onerror=alert(1)>"></xmp>',
  '<template><img src=x onerror=alert(1)></template>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[><img src=x onerror=alert(1)>]]>',
  '<?xml-stylesheet href="javascript:alert(1)"?>',
  '<p title="&lt;img src=x onerror=alert(1)&gt;">x</p>',
  '<a href="https://ok.example" title="\\"><script>alert(1)</script>">x</a>',
  '<listing>&lt;img src=x onerror=alert(1)&gt;</listing>',
  '<select><template><img src=x onerror=alert(1)></template></select>',
  '<plaintext><img src=x onerror=alert(1)>',
];

/** Decodes the few entities sanitize-html writes in attribute values. */
function decodeAttribute(value: string): string {
  return value
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

interface ParsedTag {
  name: string;
  attributes: Array<[string, string]>;
}

/** Regex tokenisation of the output: every `<` must open a real tag (text has `&lt;`). */
function tagsByRegex(html: string): ParsedTag[] {
  const tags: ParsedTag[] = [];
  const lessThans = html.split('<').length - 1;
  const tagPattern = /<\/?([a-z][a-z0-9]*)((?:\s+[^\s"'>/=]+(?:="[^"]*")?)*)\s*\/?>/gi;
  for (const match of html.matchAll(tagPattern)) {
    const attributes: Array<[string, string]> = [];
    for (const attr of (match[2] ?? '').matchAll(/([^\s"'>/=]+)(?:="([^"]*)")?/g)) {
      attributes.push([attr[1]!.toLowerCase(), decodeAttribute(attr[2] ?? '')]);
    }
    tags.push({ name: match[1]!.toLowerCase(), attributes });
  }
  // Every "<" in the output belongs to a well-formed tag matched above.
  expect(tags.length, `stray "<" in ${html}`).toBe(lessThans);
  return tags;
}

/** The same check with a real HTML parser: sanitize-html (htmlparser2) with nothing filtered. */
function tagsByParser(html: string): ParsedTag[] {
  const tags: ParsedTag[] = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    onOpenTag: (name, attribs) => tags.push({ name, attributes: Object.entries(attribs) }),
  });
  return tags;
}

const DANGEROUS_URL = /(?:java|vb|live)script:|data:(?!image\/(?:png|gif|jpeg|bmp|x-icon|webp);base64,)/i;
/** The same, as the scheme of a URL attribute (an https URL may contain "javascript:" in its path). */
const DANGEROUS_SCHEME = new RegExp(`^(?:${DANGEROUS_URL.source})`, 'i');

/** Whether an attribute value is a script-capable URL; URL attributes are judged by their scheme only. */
function isDangerous(name: string, value: string): boolean {
  return (name === 'href' || name === 'src' ? DANGEROUS_SCHEME : DANGEROUS_URL).test(squeeze(value));
}

/** Strips what browsers ignore in URLs (and more), so obfuscation cannot hide a scheme. */
function squeeze(value: string): string {
  return [...value].filter((char) => char.codePointAt(0)! > 0x20).join('');
}

function assertSafe(output: string): void {
  expect(output).not.toMatch(/<script/i);
  for (const tags of [tagsByRegex(output), tagsByParser(output)]) {
    for (const tag of tags) {
      expect(RICH_TEXT_TAGS, `tag <${tag.name}> in ${output}`).toContain(tag.name);
      for (const [name, value] of tag.attributes) {
        expect(name, `attribute ${name} in ${output}`).not.toMatch(/^on/i);
        expect(squeeze(value), `attribute ${name}="${value}" in ${output}`).not.toMatch(DANGEROUS_URL);
        if (name === 'style') expect(value).not.toMatch(/url|expression|\\|\/\*/i);
      }
    }
  }
  // No event-handler attribute anywhere inside a tag.
  for (const tag of output.match(/<[^>]*>/g) ?? []) expect(tag).not.toMatch(/\son\w+\s*=/i);
}

describe('sanitizeRichText: XSS corpus', () => {
  it('has a corpus of at least 50 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload]))('neutralises %j', (payload) => {
    const once = sanitizeRichText(payload);
    assertSafe(once);
    expect(sanitizeRichText(once)).toBe(once);
  });

  it('keeps the text of removed harmless tags but drops script-like content', () => {
    expect(sanitizeRichText('<div>bonjour</div><script>alert(1)</script>')).toBe('bonjour');
    expect(sanitizeRichText('<svg><text>caché</text></svg>visible')).toBe('visible');
    expect(sanitizeRichText('<math><mi>x</mi></math>y')).toBe('y');
    expect(sanitizeRichText('<iframe srcdoc="x">inside</iframe>after')).toBe('after');
    expect(sanitizeRichText('<object data="x">fallback</object>ok')).toBe('ok');
    expect(sanitizeRichText('<noscript>no</noscript><template>t</template>yes')).toBe('yes');
    expect(sanitizeRichText('<form action="javascript:alert(1)">Nom</form>')).toBe('Nom');
    expect(sanitizeRichText('<p>a<!-- commentaire -->b</p>')).toBe('<p>ab</p>');
  });

  it('drops unsafe hrefs rather than rewriting them to about:blank', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">lien</a>')).toBe('<a>lien</a>');
    expect(sanitizeRichText('<a href="jav&#x09;ascript:alert(1)" target="_blank">lien</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer">lien</a>',
    );
    expect(sanitizeRichText('<a href="//evil.example/x">lien</a>')).toBe('<a>lien</a>');
    expect(sanitizeRichText('<a href="/\\evil.example/x">lien</a>')).toBe('<a>lien</a>');
    expect(sanitizeRichText('<a href="ftp://files.example/">lien</a>')).toBe('<a>lien</a>');
    expect(sanitizeRichText('<img src="javascript:alert(1)" alt="x">')).toBe('');
    // Scheme-less relative references are not in the allowlist either.
    expect(sanitizeRichText('<a href="page.html">lien</a>')).toBe('<a>lien</a>');
    // Only the scheme matters: "javascript:" inside an https URL's path is harmless.
    expect(sanitizeRichText('<a href="https://ok.example/javascript:x">lien</a>')).toBe(
      '<a href="https://ok.example/javascript:x">lien</a>',
    );
    // URLs are written back the way browsers read them.
    expect(sanitizeRichText('<a href=" ht&#x09;tps://ok.example/ ">lien</a>')).toBe(
      '<a href="https://ok.example/">lien</a>',
    );
  });

  it('forces rel on target=_blank and drops other targets and rels', () => {
    expect(sanitizeRichText('<a href="https://a.fr" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://a.fr" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://a.fr" target="_top" rel="opener">x</a>')).toBe(
      '<a href="https://a.fr">x</a>',
    );
    expect(sanitizeRichText('<a href="https://a.fr" name="n" title="t" id="i">x</a>')).toBe(
      '<a href="https://a.fr">x</a>',
    );
  });

  it('filters classes, styles and attribute values', () => {
    expect(sanitizeRichText('<p class="ql-align-right evil ql-indent-9 ql-indent-8">x</p>')).toBe(
      '<p class="ql-align-right ql-indent-8">x</p>',
    );
    expect(sanitizeRichText('<p class="hidden">x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<span style="color:#E60000;font-size:40px;position:fixed">x</span>')).toBe(
      '<span style="color: #E60000;">x</span>',
    );
    expect(sanitizeRichText('<span style="color: rgb(300, 0, 0)">x</span>')).toBe('<span>x</span>');
    expect(sanitizeRichText('<span style="color: red">x</span>')).toBe('<span>x</span>');
    expect(sanitizeRichText('<pre spellcheck="true">x</pre>')).toBe('<pre>x</pre>');
    expect(sanitizeRichText('<li data-list="evil" data-x="1">x</li>')).toBe('<li>x</li>');
    expect(sanitizeRichText('<img src="https://a.fr/i.png" width="100" height="50px" title="t">')).toBe(
      '<img src="https://a.fr/i.png" width="100" />',
    );
    expect(sanitizeRichText('<img src="/sites/default/files/photo.jpg" alt="">')).toBe(
      '<img src="/sites/default/files/photo.jpg" alt="" />',
    );
  });

  it('strips control characters', () => {
    expect(sanitizeRichText('<p>a\u0000b\u0007c&#1;d\u009be</p>')).toBe('<p>abcde</p>');
  });
});

describe('sanitizeRichText: Quill output survives', () => {
  const intact: ReadonlyArray<[string, string]> = [
    ['formatted paragraph', '<p class="ql-align-center"><strong>Gras</strong> <em>italique</em> <u>souligné</u></p>'],
    ['list with data-list', '<ol><li data-list="bullet">Premier</li><li data-list="ordered">Deuxième</li></ol>'],
    ['checked list', '<ol><li data-list="checked">Fait</li><li data-list="unchecked">À faire</li></ol>'],
    ['plain lists', '<ul><li>un</li></ul><ol><li class="ql-indent-1">deux</li></ol>'],
    ['external link', '<a href="https://example.fr" target="_blank" rel="noopener noreferrer">lien</a>'],
    ['mailto link', '<a href="mailto:a@b.fr">écrire</a>'],
    ['tel link', '<a href="tel:+33299000000">appeler</a>'],
    ['relative links', '<a href="/formations/bts">BTS</a> <a href="#contact">contact</a>'],
    ['coloured span', '<span style="color: rgb(230, 0, 0);">rouge</span>'],
    ['two colours', '<span style="background-color: rgb(255, 255, 0); color: rgb(230, 0, 0);">x</span>'],
    ['hex colour', '<span style="color: #06c;">bleu</span>'],
    ['Quill 1 code block', '<pre class="ql-syntax" spellcheck="false">const a = 1 &lt; 2;</pre>'],
    ['Quill 2 code block', '<pre data-language="plain">code</pre>'],
    ['inline code', '<p><code>npm test</code></p>'],
    ['sizes and fonts', '<p><span class="ql-size-large ql-font-serif">Titre</span></p>'],
    ['justify', '<p class="ql-align-justify">Texte justifié.</p>'],
    ['data image', '<img src="data:image/png;base64,iVBORw0KGgo=" alt="x" />'],
    ['headings', '<h1>Un</h1><h2>Deux</h2><h3>Trois</h3><h4>4</h4><h5>5</h5><h6>6</h6>'],
    ['blockquote', '<blockquote>« Citation »</blockquote>'],
    ['strike, sub, sup', '<p><s>barré</s> H<sub>2</sub>O m<sup>2</sup> <b>b</b> <i>i</i></p>'],
    ['break and rule', '<p>ligne<br />suite</p><hr />'],
    [
      'French text',
      '<p>L’école de Saint-Malo forme aux métiers de l’hôtellerie – « très » prisé : 100 % d’insertion & plus.</p>',
    ],
  ];

  it.each(intact)('%s', (_label, html) => {
    const expected = html.replace(' & ', ' &amp; ');
    expect(sanitizeRichText(html)).toBe(expected);
  });

  it('normalises Quill output written with HTML void tags and attribute order', () => {
    expect(sanitizeRichText('<p><br></p>')).toBe('<p><br /></p>');
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBORw0KGgo=" alt="x">')).toBe(
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="x" />',
    );
    // Quill 2's Link.create writes href, rel, target.
    expect(sanitizeRichText('<a href="https://example.fr" rel="noopener noreferrer" target="_blank">lien</a>')).toBe(
      '<a href="https://example.fr" target="_blank" rel="noopener noreferrer">lien</a>',
    );
    expect(sanitizeRichText('<span style="color:rgb(230,0,0)">x</span>')).toBe(
      '<span style="color: rgb(230, 0, 0);">x</span>',
    );
  });

  it('keeps entities and non-breaking spaces as text', () => {
    expect(sanitizeRichText('<p>a &lt;b&gt; &amp; c&nbsp;d</p>')).toBe('<p>a &lt;b&gt; &amp; c\u00a0d</p>');
    expect(sanitizeRichText('')).toBe('');
  });
});

describe('sanitizeRichText: properties', () => {
  const fragment = fc.oneof(
    fc.constantFrom(
      '<a',
      '<img',
      '<p',
      '<span',
      '<svg',
      '<math',
      '<script>',
      '</script>',
      '<style>',
      '</style>',
      '<noscript>',
      '</noscript>',
      '<textarea>',
      '</textarea>',
      '<title>',
      '<iframe srcdoc="',
      '<template>',
      '<!--',
      '-->',
      '<![CDATA[',
      ']]>',
      '</',
      '>',
      '/>',
      '<',
      ' ',
      '\t',
      '\n',
      '"',
      "'",
      '=',
      ' href=',
      ' src=',
      ' style=',
      ' class=',
      ' target=_blank',
      ' onerror=',
      ' onload=',
      ' ONclick=',
      '/onmouseover=',
      'javascript:',
      'JaVaScRiPt:',
      'jav&#x09;ascript:',
      '&#106;avascript:',
      'java\nscript:',
      '&#x6A;',
      '&colon;',
      'vbscript:',
      'data:text/html,',
      'data:image/png;base64,AAAA',
      'https://ok.example/',
      'alert(1)',
      'expression(',
      'url(',
      'color: rgb(1, 2, 3);',
      'ql-align-center',
      '&amp;',
      '&lt;',
      '&',
      'é’',
      '<li data-list=bullet>',
      '</li>',
      '<ul>',
      '<button>',
      '<div>',
      '<table><td>',
      '<select>',
      '<option>',
      '<b>',
      '</b>',
      '<br>',
      '</br>',
    ),
    fc.string({ maxLength: 4 }),
  );
  const markup = fc.array(fragment, { maxLength: 40 }).map((parts) => parts.join(''));

  it('never outputs an event handler or a script URL, and is idempotent', () => {
    fc.assert(
      fc.property(markup, (html) => {
        const once = sanitizeRichText(html);
        for (const tag of once.match(/<[^>]*>/g) ?? []) {
          expect(tag).not.toMatch(/\son\w+\s*=/i);
          expect(tag).not.toMatch(/(?:href|src)="\s*(?:javascript|vbscript|data:text)/i);
        }
        for (const tag of tagsByParser(once)) {
          for (const [name, value] of tag.attributes) {
            expect(name).not.toMatch(/^on/i);
            expect(isDangerous(name, value), `${name}="${value}"`).toBe(false);
          }
        }
        expect(sanitizeRichText(once)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });

  it('drops obfuscated script schemes (case, entities, ignorable characters)', () => {
    const noise = fc.constantFrom('', '', '', '\t', '\n', '\r', '&#x09;', '&#10;', '&Tab;', '&NewLine;', '&#13;');
    const encoded = (char: string) =>
      fc.constantFrom(
        char,
        char.toUpperCase(),
        `&#${char.charCodeAt(0)};`,
        `&#x${char.charCodeAt(0).toString(16)};`,
        `&#00${char.charCodeAt(0)}`,
      );
    const scheme = fc.constantFrom('javascript:', 'vbscript:', 'data:text/html,', 'livescript:');
    const obfuscated = scheme.chain((name) =>
      fc
        .tuple(...[...name].map((char) => fc.tuple(encoded(char), noise)))
        .map((pieces) => pieces.map(([char, gap]) => char + gap).join('')),
    );
    const lead = fc.constantFrom('', ' ', '\u0001', '&#1;', '\u0000', '&#32;', '\u000b');
    fc.assert(
      fc.property(lead, obfuscated, fc.constantFrom('a', 'img'), (prefix, url, tag) => {
        const attribute = tag === 'a' ? 'href' : 'src';
        const html = `<${tag} ${attribute}="${prefix}${url}alert(1)">x</${tag}>`;
        const out = sanitizeRichText(html);
        expect(out).not.toContain(`${attribute}=`);
      }),
      { numRuns: 1000 },
    );
  });

  it('is idempotent when removed elements changed how the parser closed others', () => {
    // htmlparser2 does not close the first <li> inside <button>: once the button
    // is removed, a second pass would close it, so the sanitiser runs to a fixpoint.
    const html = '<li data-list=bullet><button><li data-list=bullet>';
    const once = sanitizeRichText(html);
    expect(once).toBe('<li data-list="bullet"></li><li data-list="bullet"></li>');
    expect(sanitizeRichText(once)).toBe(once);
  });

  it('is idempotent on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const once = sanitizeRichText(text);
        expect(sanitizeRichText(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });
});

describe('sanitizeText', () => {
  it('strips control characters except tab and newline, and trims', () => {
    expect(sanitizeText('  Bonjour\u0000 le\u0007 monde\u007f\u0085 ')).toBe('Bonjour le monde');
    expect(sanitizeText('a\tb\nc')).toBe('a\tb\nc');
    expect(sanitizeText('a\r\nb\rc')).toBe('a\nb\nc');
    expect(sanitizeText('\n\t x \n')).toBe('x');
  });

  it('does not interpret HTML', () => {
    expect(sanitizeText('<b>Été</b> &amp; <script>x</script>')).toBe('<b>Été</b> &amp; <script>x</script>');
  });

  it('replaces lone surrogates', () => {
    expect(sanitizeText('a\ud800b')).toBe('a\ufffdb');
    expect(sanitizeText('😀')).toBe('😀');
  });
});
