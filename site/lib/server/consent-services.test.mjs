// @ts-check
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CONSENT_SERVICES, trimServicesFile } from './consent-services.mjs';

const require = createRequire(import.meta.url);
const original = readFileSync(require.resolve('tarteaucitronjs/tarteaucitron.services.js'), 'utf8');

describe('trimServicesFile', () => {
  it('keeps exactly the services the site starts, as tarteaucitron defines them', () => {
    const trimmed = trimServicesFile(original);
    /** @type {{ services: Record<string, { key: string, type: string, js: unknown, needConsent: boolean }> }} */
    const tarteaucitron = { services: {} };
    runInNewContext(trimmed, { tarteaucitron });
    expect(Object.keys(tarteaucitron.services)).toEqual(CONSENT_SERVICES);
    for (const name of CONSENT_SERVICES) {
      expect(tarteaucitron.services[name]?.key).toBe(name);
      expect(tarteaucitron.services[name]?.needConsent).toBe(true);
      expect(typeof tarteaucitron.services[name]?.js).toBe('function');
    }
    // The definitions are tarteaucitron's own, word for word.
    for (const name of CONSENT_SERVICES) expect(original).toContain(String(tarteaucitron.services[name]?.js));
  });

  it('is a small fraction of the full file', () => {
    expect(original.length).toBeGreaterThan(200_000);
    expect(trimServicesFile(original).length).toBeLessThan(20_000);
  });

  it('names a service the file does not have', () => {
    expect(() => trimServicesFile(original, ['youtube', 'pas-un-service'])).toThrow('tarteaucitron.services.js has no service "pas-un-service"');
  });
});
