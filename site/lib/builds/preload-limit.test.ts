import { describe, expect, it } from 'vitest';
import { createLimiter, limitRoutePreloads, MAX_PRELOADS } from './preload-limit';

/** A fetch whose answers the test releases one by one, counting how many are in flight. */
function controlledFetch() {
  const pending: Array<() => void> = [];
  const state = { inFlight: 0, maxInFlight: 0, calls: 0 };
  const fetch = (() => {
    state.calls++;
    state.inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    return new Promise<Response>((resolve) =>
      pending.push(() => {
        state.inFlight--;
        resolve(new Response('ok'));
      }),
    );
  }) as typeof globalThis.fetch;
  return { fetch, pending, state };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the route preload limit', () => {
  it('never runs more than 4 preloads at once, and completes them all in order', async () => {
    const target = controlledFetch();
    const page = { fetch: target.fetch };
    limitRoutePreloads(page);
    const answers = Array.from({ length: 11 }, (_, index) => page.fetch(`https://example.fr/page-${index}`, { headers: { RSC: '1', 'Next-Router-Prefetch': '1' } }));
    await tick();
    expect(target.state.inFlight).toBe(MAX_PRELOADS);
    while (target.pending.length > 0) {
      target.pending.shift()?.();
      await tick();
      expect(target.state.inFlight).toBeLessThanOrEqual(4);
    }
    const responses = await Promise.all(answers);
    expect(responses.every((response) => response.ok)).toBe(true);
    expect(target.state).toEqual({ inFlight: 0, maxInFlight: 4, calls: 11 });
  });

  it('lets navigations and other requests through at once, whatever the queue', async () => {
    const target = controlledFetch();
    const page = { fetch: target.fetch };
    limitRoutePreloads(page);
    for (let index = 0; index < 6; index++) void page.fetch('/a', { headers: new Headers({ 'Next-Router-Prefetch': '1' }) });
    void page.fetch('/navigation', { headers: { RSC: '1' } });
    void page.fetch(new Request('https://example.fr/api'));
    await tick();
    expect(target.state.inFlight).toBe(6);
  });

  it('is installed once: a second call does not wrap the fetch again', () => {
    const page = { fetch: controlledFetch().fetch };
    limitRoutePreloads(page);
    const wrapped = page.fetch;
    limitRoutePreloads(page);
    expect(page.fetch).toBe(wrapped);
  });

  it('frees the slot of a preload that fails', async () => {
    const limit = createLimiter(1);
    const failed = limit(() => Promise.reject(new Error('offline')));
    const next = limit(() => Promise.resolve('done'));
    await expect(failed).rejects.toThrow('offline');
    await expect(next).resolves.toBe('done');
    const thrown = limit(() => {
      throw new Error('sync');
    });
    await expect(thrown).rejects.toThrow('sync');
    await expect(limit(() => Promise.resolve(2))).resolves.toBe(2);
  });
});
