import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKEND_TIMEOUT_MS } from '../backend-timeout';
import { drupal } from './client';

// A frozen backend: it takes the connection and never answers (as a cms stopped with SIGSTOP).
let server: Server;
let base = '';
let asked = 0;

beforeAll(async () => {
  server = createServer(() => {
    asked++;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the Drupal client’s reads', () => {
  it('give up on a backend that does not answer after BACKEND_TIMEOUT_MS, instead of holding the page', async () => {
    expect(BACKEND_TIMEOUT_MS).toBe(10_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const read = drupal.fetch(`${base}/jsonapi/node/article?page[limit]=3`).then(
      () => 'answered',
      (error: unknown) => (error instanceof Error ? error.name : String(error)),
    );
    // The request reaches the backend (setImmediate is not faked: real I/O turns go by).
    for (let turn = 0; asked === 0 && turn < 10_000; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(asked).toBe(1);
    await vi.advanceTimersByTimeAsync(BACKEND_TIMEOUT_MS - 100);
    let settled = false;
    void read.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(await read).toBe('TimeoutError');
  });
});
