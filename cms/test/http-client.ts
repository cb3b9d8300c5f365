/**
 * A small HTTP client keeping the session cookie, like a browser would. It imports nothing of the
 * cms, so the differential suite (./drupal) uses it without loading the cms into every file;
 * ./support.ts re-exports it for the cms's own tests.
 */

export interface Answer {
  status: number;
  type: string | null;
  headers: Headers;
  // Parsed JSON documents (or the text of other answers): the tests assert or compare them.
  body: any;
}

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
    const answer = await this.request('POST', '/user/login?_format=json', { body: { name, pass }, headers: { 'Content-Type': 'application/json' } });
    if (answer.status === 200) this.csrf = answer.body.csrf_token;
    return answer;
  }

  /** An unsafe JSON:API request with the CSRF token (as the site sends it). */
  write(method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<Answer> {
    return this.request(method, url, { ...(body === undefined ? {} : { body }), headers: { 'X-CSRF-Token': this.csrf } });
  }
}
