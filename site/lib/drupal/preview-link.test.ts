import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isGrantedRead } from '../preview';
import { isGenuinePreviewLink, readSignedPreviewLink } from './preview-link';

// A link exactly as next 1.6.3's simple_oauth generator built it on the lab Drupal (issue 17).
const LINK =
  'slug=/article/brouillon-secret&scope=editor&timestamp=1795599927&secret=pMNtaCzQGCwkQ_dZ9feleQRYWJMUR-QYNo2xWGxeZgs&plugin=simple_oauth&locale=fr&defaultLocale=fr&resourceVersion=rel%3Alatest-version';

describe('readSignedPreviewLink', () => {
  it('reads the next module’s signed link: the slug is the page, the fields go to the backend as they came', () => {
    expect(readSignedPreviewLink(new URLSearchParams(LINK))).toEqual({
      path: '/article/brouillon-secret',
      resourceVersion: 'rel:latest-version',
      fields: {
        slug: '/article/brouillon-secret',
        scope: 'editor',
        timestamp: '1795599927',
        secret: 'pMNtaCzQGCwkQ_dZ9feleQRYWJMUR-QYNo2xWGxeZgs',
        plugin: 'simple_oauth',
        locale: 'fr',
        defaultLocale: 'fr',
        resourceVersion: 'rel:latest-version',
      },
    });
    // Anything else in the query is not sent (the backend signs only its own fields).
    expect(readSignedPreviewLink(new URLSearchParams(`${LINK}&path=/article/autre`))).toMatchObject({ path: '/article/brouillon-secret' });
    expect(Object.keys((readSignedPreviewLink(new URLSearchParams(`${LINK}&path=/x`)) as { fields: object }).fields)).not.toContain('path');
  });

  it('leaves next-drupal’s other links (path + shared secret) to the other check', () => {
    expect(readSignedPreviewLink(new URLSearchParams('path=/article/x&secret=s&resourceVersion=rel:latest-version&plugin=simple_oauth'))).toBeNull();
  });

  it('refuses a link that cannot be genuine before asking the backend', () => {
    const without = (name: string) => {
      const params = new URLSearchParams(LINK);
      params.delete(name);
      return params;
    };
    const withValue = (name: string, value: string) => {
      const params = new URLSearchParams(LINK);
      params.set(name, value);
      return params;
    };
    for (const params of [
      without('slug'),
      without('scope'),
      without('secret'),
      without('timestamp'),
      withValue('timestamp', 'hier'),
      withValue('slug', '//evil.example/x'),
      withValue('slug', 'https://evil.example/x'),
      withValue('slug', '/\\evil.example'),
      withValue('slug', '/article/x\nSet-Cookie: a=b'),
      withValue('resourceVersion', 'rel:nimporte'),
      new URLSearchParams(`${LINK}&slug=/article/autre`),
    ]) {
      expect(readSignedPreviewLink(params), params.toString()).toBe('invalid');
    }
  });
});

describe('isGenuinePreviewLink (POST /next/preview-url)', () => {
  let backend: Server;
  let base = '';
  const received: { url: string | undefined; type: string | undefined; body: unknown }[] = [];
  let answer = 200;

  beforeAll(async () => {
    backend = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        received.push({ url: req.url, type: req.headers['content-type'], body: JSON.parse(text) as unknown });
        res.writeHead(answer, { 'content-type': 'application/json' }).end(answer === 200 ? '{"scope":"editor"}' : '{"message":"The provided secret is invalid."}');
      });
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const address = backend.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  });
  afterAll(async () => {
    backend.closeAllConnections();
    await new Promise<void>((resolve) => backend.close(() => resolve()));
  });

  const link = () => {
    const read = readSignedPreviewLink(new URLSearchParams(LINK));
    if (!read || read === 'invalid') throw new Error('the sample link must read');
    return read;
  };

  it('asks the backend with the link’s fields as JSON and believes only a 200', async () => {
    answer = 200;
    expect(await isGenuinePreviewLink(link(), base)).toBe(true);
    expect(received.at(-1)).toEqual({ url: '/next/preview-url', type: 'application/json', body: link().fields });
    for (const status of [422, 401, 403, 404, 500, 204]) {
      answer = status;
      expect(await isGenuinePreviewLink(link(), base), String(status)).toBe(false);
    }
  });

  it('refuses when the backend cannot be reached', async () => {
    expect(await isGenuinePreviewLink(link(), 'http://127.0.0.1:1')).toBe(false);
  });
});

describe('isGrantedRead (the reads a link preview makes with the OAuth client)', () => {
  const draft = { path: '/article/brouillon-secret', uuid: '5b6a00d8-a9f2-44ea-8fd4-3d44f56ad145', resourceVersion: 'rel:latest-version' };
  const backend = 'http://127.0.0.1:8080';

  it('grants the GET of the link’s resource and the translation of its path', () => {
    expect(isGrantedRead(`${backend}/jsonapi/node/article/${draft.uuid}?include=field_image`, 'GET', draft)).toBe(true);
    expect(isGrantedRead(`${backend}/jsonapi/node/article/${draft.uuid}`, undefined, draft)).toBe(true);
    expect(isGrantedRead(`${backend}/router/translate-path?path=${encodeURIComponent(draft.path)}&_format=json`, 'GET', draft)).toBe(true);
  });

  it('grants nothing else: another resource, a collection, another path, a write', () => {
    expect(isGrantedRead(`${backend}/jsonapi/node/article/5b6a00d8-a9f2-44ea-8fd4-3d44f56ad146`, 'GET', draft)).toBe(false);
    expect(isGrantedRead(`${backend}/jsonapi/node/article?filter[id]=${draft.uuid}`, 'GET', draft)).toBe(false);
    expect(isGrantedRead(`${backend}/router/translate-path?path=/article/autre`, 'GET', draft)).toBe(false);
    expect(isGrantedRead(`${backend}/jsonapi/node/article/${draft.uuid}`, 'PATCH', draft)).toBe(false);
    expect(isGrantedRead(`${backend}/jsonapi/node/article/${draft.uuid}`, 'GET', {})).toBe(false);
  });
});
