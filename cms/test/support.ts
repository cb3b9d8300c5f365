import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer, type RunningServer } from '../src/server.js';

/**
 * The databases the cms tests run on: PGlite always, PostgreSQL too when `TEST_DATABASE_URL`
 * points at a server (each test file then gets a database of its own, dropped afterwards).
 */
export const databases: readonly ('pglite' | 'postgresql')[] = process.env['TEST_DATABASE_URL'] ? ['pglite', 'postgresql'] : ['pglite'];

export interface TestServer extends RunningServer {
  dataDir: string;
  stop(): Promise<void>;
}

/** A fresh PostgreSQL database on the `TEST_DATABASE_URL` server, and how to drop it. */
export async function createPostgresDatabase(prefix = 'cms_test'): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env['TEST_DATABASE_URL']!;
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Starts a cms with the demo content on a fresh database and data directory. */
export async function startTestServer(
  database: 'pglite' | 'postgresql',
  options: { seed?: boolean; revalidate?: { url: string; secret: string }; draftSecret?: string } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cms-test-'));
  const postgres = database === 'postgresql' ? await createPostgresDatabase() : undefined;
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: postgres?.url,
    seedWhenEmpty: options.seed ?? true,
    revalidate: options.revalidate,
    draftSecret: options.draftSecret,
  });
  return {
    ...server,
    dataDir,
    stop: async () => {
      await server.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  type: string | null;
  headers: Headers;
  // Parsed JSON documents: the tests assert their shape.
  body: any;
}

/** A small HTTP client keeping the session cookie, like a browser would. */
export class Client {
  cookie = '';
  csrf = '';

  constructor(readonly base: string) {}

  async request(method: string, url: string, init: { body?: unknown; headers?: Record<string, string>; raw?: string | Uint8Array } = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (this.cookie) headers['Cookie'] = this.cookie;
    if (init.body !== undefined) headers['Content-Type'] ??= 'application/vnd.api+json';
    const response = await fetch(`${this.base}${url}`, {
      method,
      headers,
      body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
      redirect: 'manual',
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const first = setCookie.split(';')[0] ?? '';
      this.cookie = /=deleted$|=$/.test(first) ? '' : first;
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: response.status, type: response.headers.get('content-type'), headers: response.headers, body };
  }

  get(url: string, headers?: Record<string, string>): Promise<Answer> {
    return this.request('GET', url, headers ? { headers } : {});
  }

  /** Logs in through Drupal's JSON login and keeps the session cookie and CSRF token. */
  async login(name: string, pass: string): Promise<Answer> {
    const answer = await this.request('POST', '/user/login?_format=json', {
      body: { name, pass },
      headers: { 'Content-Type': 'application/json' },
    });
    if (answer.status === 200) this.csrf = answer.body.csrf_token;
    return answer;
  }

  /** An unsafe JSON:API request with the CSRF token (as the site sends it). */
  write(method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<Answer> {
    return this.request(method, url, { ...(body === undefined ? {} : { body }), headers: { 'X-CSRF-Token': this.csrf } });
  }
}
