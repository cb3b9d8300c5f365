import { describe, expect, it } from 'vitest';
import { createApiClient, RETRY_STATUSES, shouldRetry } from './client';

function recorder(statuses: number[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    calls.push({ url: String(input), init: init ?? {} });
    const status = statuses.shift() ?? 200;
    return new Response(status === 204 ? null : JSON.stringify({ status }), { status });
  };
  return { calls, fetch: fetchStub as typeof fetch };
}

describe('retry policy', () => {
  it('retries idempotent reads once on transient statuses only', async () => {
    for (const status of RETRY_STATUSES) {
      const { calls, fetch } = recorder([status, 200]);
      const result = await createApiClient({ fetch }).get('/jsonapi/node/article');
      expect(calls).toHaveLength(2);
      expect(result.ok).toBe(true);
    }
    const { calls, fetch } = recorder([404]);
    const result = await createApiClient({ fetch }).get('/jsonapi/node/article');
    expect(calls).toHaveLength(1);
    expect(result).toMatchObject({ ok: false, status: 404 });
  });

  it('gives up after one retry, returning the error data', async () => {
    const { calls, fetch } = recorder([503, 503, 200]);
    const result = await createApiClient({ fetch }).get('/x');
    expect(calls).toHaveLength(2);
    expect(result).toEqual({ ok: false, status: 503, error: { status: 503 } });
  });

  it('never retries writes, and returns the server error data for the form', async () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'] as const) {
      expect(shouldRetry(method, 503)).toBe(false);
      const { calls, fetch } = recorder([503]);
      const result = await createApiClient({ fetch }).request(method, '/jsonapi/node/offre_emploi', { data: {} });
      expect(calls).toHaveLength(1);
      expect(result).toEqual({ ok: false, status: 503, error: { status: 503 } });
    }
  });
});

describe('requests', () => {
  it('encodes JSON bodies and sends the CSRF token on unsafe methods only', async () => {
    const { calls, fetch } = recorder([201, 200]);
    const client = createApiClient({ fetch, csrfToken: async () => 'jeton', baseUrl: 'http://site' });
    await client.post('/jsonapi/node/offre_emploi', { data: { type: 'node--offre_emploi' } });
    await client.get('/jsonapi/node/offre_emploi');
    const [write, read] = calls;
    expect(write?.url).toBe('http://site/jsonapi/node/offre_emploi');
    expect(write?.init.body).toBe('{"data":{"type":"node--offre_emploi"}}');
    expect(write?.init.headers).toMatchObject({
      'Content-Type': 'application/vnd.api+json',
      Accept: 'application/vnd.api+json',
      'X-CSRF-Token': 'jeton',
    });
    expect(read?.init.headers).not.toHaveProperty('X-CSRF-Token');
    expect(write?.init.credentials).toBe('include');
  });

  it('uses plain JSON for REST routes and reads 204 as no data', async () => {
    const { calls, fetch } = recorder([204]);
    const result = await createApiClient({ fetch }).post('/webform_rest/submit', { webform_id: 'contact' }, false);
    expect(calls[0]?.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(result).toEqual({ ok: true, status: 204, data: null });
  });
});
