import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readEnv } from '../src/env.js';

describe('cms configuration', () => {
  it('defaults to port 8080 and an embedded database under .data/cms', () => {
    const env = readEnv({});
    expect(env.CMS_PORT).toBe(8080);
    expect(env.dataDir).toBe(path.resolve('.data/cms'));
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(readEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('refuses bad values with a message that names them', () => {
    expect(() => readEnv({ CMS_PORT: '99999', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    expect(() => readEnv({ CMS_PORT: '99999' })).toThrow(/CMS_PORT/);
    expect(() => readEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
