import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';

/**
 * The captured answers of the embedded cms (capture.mjs), served from a real local port at the
 * requests they answered: the mappers' tests point DRUPAL_BASE_URL here, and the whole read runs
 * (the generated fetcher, next-drupal's deserialiser, the mapper).
 */

/** A JSON:API resource, loosely: enough for a test to change a captured document. */
export type Resource = { type: string; id: string; attributes: Record<string, unknown>; relationships?: Record<string, { data: unknown }> };
/** A JSON:API document (or a Decoupled Router answer) as captured. */
export type Document = { data?: Resource | Resource[]; included?: Resource[]; meta?: Record<string, unknown>; links?: Record<string, { href: string }> };

const manifest = JSON.parse(readFileSync(new URL('./requests.json', import.meta.url), 'utf8')) as {
  seededAt: string;
  base: string;
  answers: Record<string, string>;
};

/** The instant the demo content was seeded at and the mappers were run at: "now" for the tests. */
export const SEEDED_AT = new Date(manifest.seededAt);

/** A captured document, as in its file (`events-page-1-upcoming.json`). */
export function fixture(file: string): Document {
  return JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')) as Document;
}

/** A request as requests.json names it: path, then the decoded parameters sorted by name. */
function requestKey(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const params = [...searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return params.length ? `${pathname}?${params.map(([name, value]) => `${name}=${value}`).join('&')}` : pathname;
}

export type FixtureServer = {
  base: string;
  /** The files answered since `reset()`, in order. */
  answered: string[];
  /** The requests no file answers since `reset()` (answered 404): a mapper asking what it did not at the capture. */
  unanswered: string[];
  /** From now on, answers `file` with `change` applied to a copy of it (a variation on a real answer). */
  vary(file: string, change: (document: Document) => void): void;
  /** Forgets the variations and the requests. */
  reset(): void;
  close(): Promise<void>;
};

export async function serveFixtures(): Promise<FixtureServer> {
  const variations = new Map<string, (document: Document) => void>();
  const state = { answered: [] as string[], unanswered: [] as string[] };
  let base = '';

  function answer(request: IncomingMessage, response: ServerResponse) {
    request.resume();
    const key = requestKey(request.url ?? '/');
    const file = manifest.answers[key];
    if (!file) {
      state.unanswered.push(key);
      response.writeHead(404, { 'Content-Type': 'application/vnd.api+json' });
      response.end(JSON.stringify({ errors: [{ status: '404', title: 'Not Found', detail: `No fixture answers ${key}.` }] }));
      return;
    }
    state.answered.push(file);
    const document = JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8').replaceAll(manifest.base, base)) as Document;
    variations.get(file)?.(document);
    response.writeHead(200, { 'Content-Type': key.startsWith('/router/') ? 'application/json' : 'application/vnd.api+json' });
    response.end(JSON.stringify(document));
  }

  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    get answered() {
      return state.answered;
    },
    get unanswered() {
      return state.unanswered;
    },
    vary: (file, change) => void variations.set(file, change),
    reset() {
      variations.clear();
      state.answered = [];
      state.unanswered = [];
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A test file's backend: the captured answers served for the whole file, `DRUPAL_BASE_URL` pointed
 * at them before `load` imports the mapper (the site reads its configuration when its modules are
 * first loaded), reset before each test, after which every request must have been one the capture
 * answered (otherwise the mapper's query changed: run capture.mjs). `frozenClock`: each test runs
 * at the instant of the capture, for the mappers that read "now".
 */
export function withCapturedBackend(load: (server: FixtureServer) => Promise<void>, { frozenClock = false } = {}): void {
  let server: FixtureServer | undefined;
  beforeAll(async () => {
    server = await serveFixtures();
    vi.stubEnv('DRUPAL_BASE_URL', server.base);
    await load(server);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await server?.close();
  });
  beforeEach(() => {
    server?.reset();
    if (!frozenClock) return;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(SEEDED_AT);
  });
  afterEach(() => {
    if (frozenClock) vi.useRealTimers();
    expect(server?.unanswered).toEqual([]);
  });
}
