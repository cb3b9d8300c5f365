import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';

// scripts/e2e.mjs starts a local stand-in for Sentry (scripts/lib/sentry-sink.mjs) and gives the
// site its DSN: what the site reports arrives there as raw envelopes.
const sink = process.env['E2E_SENTRY_SINK'] ?? 'http://127.0.0.1:9';
const secret = process.env['E2E_MONITORING_SECRET'] ?? '';
const EMAIL = 'jeanne.dupont@example.fr';
const FORWARDED_FOR = '203.0.113.7';

/** The raw envelopes that mention `marker` (other tests report to the same sink). */
async function envelopesWith(request: APIRequestContext, marker: string): Promise<string[]> {
  const all = (await (await request.get(`${sink}/envelopes`)).json()) as string[];
  return all.filter((envelope) => envelope.includes(marker));
}

/** The event of an envelope: its lines are the envelope header, then item headers and payloads. */
function eventOf(envelope: string): any {
  const lines = envelope.split('\n').filter(Boolean);
  const index = lines.findIndex((line) => JSON.parse(line).type === 'event');
  return JSON.parse(lines[index + 1] ?? '{}');
}

function expectNothingPersonal(envelope: string) {
  expect(envelope).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/);
  expect(envelope).not.toContain('ip_address');
  expect(envelope).not.toContain('127.0.0.1');
  expect(envelope).not.toContain('::1');
  expect(envelope).not.toContain(FORWARDED_FOR);
  // Nothing about cookies, but in the SDK's list of the site's packages (`set-cookie-parser`).
  expect(envelope.replace(/"modules":\{[^}]*\}/g, '')).not.toMatch(/cookie/i);
  expect(envelope).not.toContain('SESSabc');
  expect(envelope).not.toContain('session-secrete');
}

async function expectedBuild(request: APIRequestContext) {
  const config = await (await request.get('/api/client-config')).json();
  expect(config.sentry).toMatchObject({ environment: 'production', release: config.buildId });
  return config.sentry as { environment: string; release: string };
}

test.describe('error reporting', () => {
  test('an uncaught error and an unhandled rejection in the browser reach Sentry, without personal data', async ({ page, request }) => {
    const { environment, release } = await expectedBuild(request);
    const marker = `navigateur-${randomUUID()}`;
    await page.goto('/');
    // The rejection first, the error once the rejection has been seen: Sentry's SDK ignores a
    // window error or rejection that follows, in the same turn, an error it caught in a function
    // it wraps (setTimeout's callback), so the two thrown together would race.
    await page.evaluate(
      ({ marker, email }) =>
        new Promise<void>((resolve) => {
          addEventListener(
            'unhandledrejection',
            () =>
              setTimeout(() => {
                setTimeout(() => {
                  throw new Error(`Erreur de test ${marker}-erreur pour ${email}`);
                });
                resolve();
              }),
            { once: true },
          );
          void Promise.reject(new Error(`Rejet de test ${marker}-rejet pour ${email}`));
        }),
      { marker, email: EMAIL },
    );
    await expect.poll(async () => (await envelopesWith(request, marker)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    const envelopes = await envelopesWith(request, marker);
    for (const suffix of ['erreur', 'rejet']) {
      const envelope = envelopes.find((raw) => raw.includes(`${marker}-${suffix}`));
      expect(envelope, `the envelope of the ${suffix}`).toBeDefined();
      expectNothingPersonal(envelope!);
      const event = eventOf(envelope!);
      expect(event.exception.values[0].value).toContain('[e-mail]');
      expect(event).toMatchObject({ environment, release });
    }
  });

  test('a server error reaches Sentry through onRequestError, without cookies, query or addresses', async ({ request }) => {
    const { environment, release } = await expectedBuild(request);
    const marker = `serveur-${randomUUID()}`;
    const answer = await request.get(`/api/monitoring/check?kind=server&marker=${marker}&email=${encodeURIComponent(EMAIL)}`, {
      headers: { 'x-monitoring-secret': secret, cookie: 'SESSabc=session-secrete; user=%7B%22uid%22%3A2%7D', 'x-forwarded-for': FORWARDED_FOR },
    });
    expect(answer.status()).toBe(500);
    await expect.poll(async () => (await envelopesWith(request, marker)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    const [envelope] = await envelopesWith(request, marker);
    expectNothingPersonal(envelope!);
    const event = eventOf(envelope!);
    expect(event.exception.values[0].value).toBe(`Monitoring check: a server error on purpose (${marker})`);
    expect(event).toMatchObject({ environment, release });
    expect(event.contexts.nextjs.request_path).toBe('/api/monitoring/check');
  });

  test('the check route does not exist without the secret', async ({ request }) => {
    expect((await request.get('/api/monitoring/check?kind=server')).status()).toBe(404);
    expect((await request.get('/api/monitoring/check?kind=server', { headers: { 'x-monitoring-secret': 'pas-le-bon-secret-du-tout' } })).status()).toBe(404);
  });
});

test.describe('error reporting with the cms stopped @cms-down', () => {
  test('a write the backend cannot take is reported with its method and path only; a read is not', async ({ request }) => {
    const read = randomUUID();
    const write = randomUUID();
    expect((await request.get(`/jsonapi/node/offre_emploi/${read}`)).status()).toBe(502);
    const answer = await request.patch(`/jsonapi/node/offre_emploi/${write}?email=${encodeURIComponent(EMAIL)}`, {
      headers: { 'content-type': 'application/vnd.api+json', cookie: 'SESSabc=session-secrete', 'x-forwarded-for': FORWARDED_FOR },
      data: { data: { type: 'node--offre_emploi', id: write, attributes: { title: `Offre de ${EMAIL}`, body: 'corps-confidentiel' } } },
    });
    expect(answer.status()).toBe(502);
    await expect.poll(async () => (await envelopesWith(request, write)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    const [envelope] = await envelopesWith(request, write);
    expectNothingPersonal(envelope!);
    expect(envelope).not.toContain('corps-confidentiel');
    expect(eventOf(envelope!).contexts.site).toEqual({ method: 'PATCH', path: `/jsonapi/node/offre_emploi/${write}` });
    expect(await envelopesWith(request, read)).toEqual([]);
  });
});
