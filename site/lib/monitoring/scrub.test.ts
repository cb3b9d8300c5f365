import type { Event, StackFrame } from '@sentry/nextjs';
import { describe, expect, it } from 'vitest';
import { MAX_FRAMES, scrubBreadcrumb, scrubEvent, scrubText } from './scrub';

const EMAIL = 'jeanne.dupont@example.fr';

function frames(count: number): StackFrame[] {
  return Array.from({ length: count }, (_, index) => ({ filename: `app:///chunk-${index}.js`, function: `f${index}`, lineno: index + 1 }));
}

describe('the error-reporting scrubber', () => {
  it('replaces e-mail and IP addresses in any text', () => {
    expect(scrubText(`Compte ${EMAIL} depuis 192.168.1.20, ::1 et 2001:db8:0:0:0:0:0:1`)).toBe('Compte [e-mail] depuis [ip], [ip] et [ip]');
    expect(scrubText('Rendez-vous à 12:30:45, version 1.2.3')).toBe('Rendez-vous à 12:30:45, version 1.2.3');
  });

  it('replaces e-mails in the message, exception values, breadcrumbs, extra data and tags', () => {
    const event = scrubEvent({
      message: `Échec pour ${EMAIL}`,
      exception: { values: [{ type: 'Error', value: `Utilisateur ${EMAIL} inconnu` }] },
      breadcrumbs: [{ category: 'console', message: `envoi à ${EMAIL}` }],
      extra: { form: { contact: EMAIL, list: [EMAIL] } },
      tags: { account: EMAIL },
    } satisfies Event);
    expect(JSON.stringify(event)).not.toContain('@example.fr');
    expect(event.message).toBe('Échec pour [e-mail]');
    expect(event.exception?.values?.[0]?.value).toBe('Utilisateur [e-mail] inconnu');
    expect(event.breadcrumbs?.[0]?.message).toBe('envoi à [e-mail]');
    expect(event.extra).toEqual({ form: { contact: '[e-mail]', list: ['[e-mail]'] } });
  });

  it('drops the user’s IP address, e-mail and name, and the request’s cookies, body, query and private headers', () => {
    const event = scrubEvent({
      user: { id: '42', ip_address: '203.0.113.9', email: EMAIL, username: 'jdupont' },
      request: {
        method: 'POST',
        url: `https://www.example.fr/offres-emploi?q=${EMAIL}#haut`,
        query_string: `q=${EMAIL}`,
        cookies: { SESS1: 'secret' },
        data: { password: 'secret' },
        env: { REMOTE_ADDR: '203.0.113.9' },
        headers: { Cookie: 'SESS1=secret', Authorization: 'Basic eA==', 'X-Forwarded-For': '203.0.113.9', 'User-Agent': 'Mozilla/5.0', 'x-csrf-token': 'abc' },
      },
      contexts: { nextjs: { request_path: '/api/monitoring/check?email=x', route_type: 'route' } },
    } satisfies Event);
    expect(event.user).toEqual({ id: '42' });
    expect(event.request).toEqual({ method: 'POST', url: 'https://www.example.fr/offres-emploi', headers: { 'User-Agent': 'Mozilla/5.0' } });
    expect(event.contexts?.['nextjs']).toEqual({ request_path: '/api/monitoring/check', route_type: 'route' });
    expect(scrubEvent({ user: { ip_address: '{{auto}}' } }).user).toBeUndefined();
  });

  it('keeps the innermost 50 frames of each stack trace, without local variables', () => {
    const event = scrubEvent({
      exception: { values: [{ type: 'RangeError', stacktrace: { frames: [...frames(80), { filename: 'app:///thrower.js', vars: { email: EMAIL } }] } }] },
      threads: { values: [{ stacktrace: { frames: frames(60) } }] },
    } satisfies Event);
    const kept = event.exception?.values?.[0]?.stacktrace?.frames ?? [];
    expect(kept).toHaveLength(MAX_FRAMES);
    expect(kept.at(-1)).toEqual({ filename: 'app:///thrower.js' });
    expect(kept[0]?.function).toBe('f31');
    expect(event.threads?.values?.[0]?.stacktrace?.frames).toHaveLength(MAX_FRAMES);
  });

  it('drops source lines longer than 1024 characters around a frame', () => {
    const long = `x`.repeat(1025);
    const event = scrubEvent({
      exception: {
        values: [{ stacktrace: { frames: [{ filename: 'a.js', context_line: long, pre_context: ['const a = 1;', long], post_context: [long, '}'] }, { filename: 'b.js', context_line: 'throw error;' }] } }],
      },
    } satisfies Event);
    const [bundled, source] = event.exception?.values?.[0]?.stacktrace?.frames ?? [];
    expect(bundled).toEqual({ filename: 'a.js', pre_context: ['const a = 1;'], post_context: ['}'] });
    expect(source).toEqual({ filename: 'b.js', context_line: 'throw error;' });
  });

  it('cuts the URLs of breadcrumbs to their path', () => {
    const crumb = scrubBreadcrumb({ category: 'navigation', data: { from: '/offres-emploi?lieu=Lyon', to: `/login?u=${EMAIL}`, url: 'http://127.0.0.1:8080/jsonapi?x=1' } });
    expect(crumb.data).toEqual({ from: '/offres-emploi', to: '/login', url: 'http://[ip]:8080/jsonapi' });
  });
});
