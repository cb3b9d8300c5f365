import { describe, expect, it } from 'vitest';
import { isRead, requestMethod, RETRY_STATUSES, shouldRetry, withRetry } from './retry-policy';

/** One request per call, answered by the statuses given in turn ('refused': no answer at all). */
function backend(answers: Array<number | 'refused'>) {
  const tries: number[] = [];
  const attempt = async () => {
    tries.push(tries.length + 1);
    const next = answers.shift() ?? 200;
    if (next === 'refused') throw new TypeError('fetch failed');
    return new Response(JSON.stringify({ status: next }), { status: next });
  };
  return { tries, attempt };
}

describe('the retry policy (product spec §7)', () => {
  it('tries a read once more on 408, 409, 425, 429, 500, 502, 503 and 504 only', () => {
    expect(RETRY_STATUSES).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    for (const status of RETRY_STATUSES) expect(shouldRetry('GET', status) && shouldRetry('head', status)).toBe(true);
    for (const status of [400, 401, 403, 404, 422, 501]) expect(shouldRetry('GET', status)).toBe(false);
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      expect(isRead(method)).toBe(false);
      expect(shouldRetry(method, 503)).toBe(false);
    }
  });

  it('reads a request’s method from its options or its Request, GET otherwise', () => {
    expect(requestMethod('http://cms/jsonapi')).toBe('GET');
    expect(requestMethod('http://cms/jsonapi', { method: 'POST' })).toBe('POST');
    expect(requestMethod(new Request('http://cms/jsonapi', { method: 'DELETE' }))).toBe('DELETE');
  });

  it('gives the second try’s answer, after the pause, and says why it tried again', async () => {
    const { tries, attempt } = backend([503, 200]);
    const reasons: string[] = [];
    const started = Date.now();
    const response = await withRetry('GET', attempt, { delayMs: 50, onRetry: (reason) => reasons.push(reason) });
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(tries).toEqual([1, 2]);
    expect(reasons).toEqual(['status 503']);
  });

  it('tries a read once more when there was no answer, and gives the second failure as it is', async () => {
    const { tries, attempt } = backend(['refused', 'refused']);
    await expect(withRetry('GET', attempt, { delayMs: 0 })).rejects.toThrow('fetch failed');
    expect(tries).toEqual([1, 2]);
  });

  it('never tries a write twice, answered or not', async () => {
    const answered = backend([503, 201]);
    expect((await withRetry('POST', answered.attempt, { delayMs: 0 })).status).toBe(503);
    expect(answered.tries).toEqual([1]);
    const refused = backend(['refused', 201]);
    await expect(withRetry('PATCH', refused.attempt, { delayMs: 0 })).rejects.toThrow('fetch failed');
    expect(refused.tries).toEqual([1]);
  });

  it('does not try again what the caller itself called off', async () => {
    const controller = new AbortController();
    const tries: number[] = [];
    const attempt = async () => {
      tries.push(1);
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    };
    await expect(withRetry('GET', attempt, { delayMs: 0, signal: controller.signal })).rejects.toThrow('aborted');
    expect(tries).toHaveLength(1);
  });
});
