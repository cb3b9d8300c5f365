import { describe, expect, it } from 'vitest';
import { LATEST_VERSION, parseDraftData, previewRequest } from './preview';

const UUID = '5ef03d4a-eea6-52c6-8706-72bc3e836a0d';
const OTHER = '6dd72b26-c293-5dbb-8b7b-e38dfc000b04';
const base = 'http://cms.test';

describe('preview requests', () => {
  it('are never cached, carry the visitor’s session and ask for the latest revision of one resource', () => {
    const [url, init] = previewRequest(
      `${base}/jsonapi/node/article/${UUID}?include=field_image`,
      { headers: new Headers({ Accept: 'application/vnd.api+json' }), next: { revalidate: 60, tags: [`node:${UUID}`] } },
      { cookie: 'SESSabc=xyz', draft: {} },
    );
    const parsed = new URL(url);
    expect(parsed.searchParams.get('resourceVersion')).toBe(LATEST_VERSION);
    expect(parsed.searchParams.get('include')).toBe('field_image');
    expect(init.cache).toBe('no-store');
    expect('next' in init).toBe(false);
    expect(new Headers(init.headers).get('cookie')).toBe('SESSabc=xyz');
    expect(new Headers(init.headers).get('accept')).toBe('application/vnd.api+json');
  });

  it('ask for the revision a preview link named, for that resource only', () => {
    const preview = { cookie: '', draft: { uuid: UUID, resourceVersion: 'id:12' } };
    expect(new URL(previewRequest(`${base}/jsonapi/node/article/${UUID}`, {}, preview)[0]).searchParams.get('resourceVersion')).toBe('id:12');
    expect(new URL(previewRequest(`${base}/jsonapi/node/article/${OTHER}`, {}, preview)[0]).searchParams.get('resourceVersion')).toBe(LATEST_VERSION);
  });

  it('leave collections, the router, writes and an explicit version alone, and never replace a given cookie', () => {
    const preview = { cookie: 'SESSabc=xyz', draft: {} };
    for (const input of [`${base}/jsonapi/node/article?page[limit]=3`, `${base}/router/translate-path?path=/article/x`]) {
      expect(new URL(previewRequest(input, {}, preview)[0]).searchParams.has('resourceVersion')).toBe(false);
    }
    expect(new URL(previewRequest(`${base}/jsonapi/node/article/${UUID}`, { method: 'PATCH' }, preview)[0]).searchParams.has('resourceVersion')).toBe(false);
    expect(new URL(previewRequest(`${base}/jsonapi/node/article/${UUID}?resourceVersion=id:3`, {}, preview)[0]).searchParams.get('resourceVersion')).toBe('id:3');
    const [, init] = previewRequest(`${base}/api/users`, { headers: { Cookie: 'SESSother=1' } }, preview);
    expect(new Headers(init.headers).get('cookie')).toBe('SESSother=1');
  });

  it('read the preview link’s data from its cookie, dropping anything malformed', () => {
    expect(parseDraftData(JSON.stringify({ path: '/a', resourceVersion: 'rel:latest-version', uuid: UUID, secret: 's' }))).toEqual({
      path: '/a',
      resourceVersion: 'rel:latest-version',
      uuid: UUID,
    });
    expect(parseDraftData(JSON.stringify({ resourceVersion: 'id:12;DROP' }))).toEqual({});
    expect(parseDraftData('{pas du json')).toEqual({});
    expect(parseDraftData(undefined)).toEqual({});
  });
});
