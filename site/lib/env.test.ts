import { describe, expect, it } from 'vitest';
import { parseSiteEnv } from './env';

describe('site configuration', () => {
  it('defaults to the embedded cms and the local site', () => {
    const env = parseSiteEnv({});
    expect(env.drupalBaseUrl).toBe('http://127.0.0.1:8080');
    expect(env.siteUrl).toBe('http://localhost:3000');
    expect(env.titleSeparator).toBe(' | ');
  });

  it('follows CMS_PORT and PORT, and drops trailing slashes of URLs', () => {
    const env = parseSiteEnv({ CMS_PORT: '9090', PORT: '4000', SITE_URL: 'https://www.example.fr/' });
    expect(env.drupalBaseUrl).toBe('http://127.0.0.1:9090');
    expect(env.siteUrl).toBe('https://www.example.fr');
    expect(parseSiteEnv({ DRUPAL_BASE_URL: 'https://cms.example.fr/' }).drupalBaseUrl).toBe('https://cms.example.fr');
  });

  it('treats an empty variable as unset', () => {
    expect(parseSiteEnv({ DRUPAL_BASE_URL: '' }).drupalBaseUrl).toBe('http://127.0.0.1:8080');
  });

  it('stops with a message naming each bad value', () => {
    expect(() => parseSiteEnv({ PORT: 'abc', DRUPAL_BASE_URL: 'ftp://x' })).toThrow(/PORT[\s\S]*DRUPAL_BASE_URL/);
  });

  it('reads the analytics and error-reporting switches', () => {
    expect(parseSiteEnv({}).gtm).toEqual({ enabled: false, id: undefined, debug: false });
    expect(parseSiteEnv({ GTM_ENABLED: 'true', GTM_ID: 'GTM-AB12CD3', GTM_DEBUG: '1' }).gtm).toEqual({ enabled: true, id: 'GTM-AB12CD3', debug: true });
    expect(() => parseSiteEnv({ GTM_ID: 'UA-1234' })).toThrow(/GTM_ID/);
    expect(parseSiteEnv({ SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2', NODE_ENV: 'production' }).sentry).toEqual({
      dsn: 'https://key@o1.ingest.sentry.io/2',
      environment: 'production',
    });
    expect(parseSiteEnv({ SENTRY_ENVIRONMENT: 'recette' }).sentry.environment).toBe('recette');
    expect(parseSiteEnv({}).monitoringSecret).toBeUndefined();
    expect(parseSiteEnv({ MONITORING_SECRET: 'a-long-enough-secret' }).monitoringSecret).toBe('a-long-enough-secret');
    expect(() => parseSiteEnv({ MONITORING_SECRET: 'short' })).toThrow(/MONITORING_SECRET/);
  });
});
