import { describe, expect, it } from 'vitest';

import { EnvError, loadEnv } from './env';

describe('environment', () => {
  it('has the documented defaults', () => {
    expect(loadEnv({})).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      API_TARGET: undefined,
      DATA_DIR: './data',
      ADMIN_EMAIL: 'admin@example.com',
      SEED_DEMO: true,
      MAX_UPLOAD_MB: 5,
      PROXY_TIMEOUT_MS: 30_000,
      TRUST_PROXY: false,
      LOG_LEVEL: 'info',
    });
  });

  it('parses booleans, numbers and the trust-proxy forms', () => {
    const env = loadEnv({ SEED_DEMO: 'false', PORT: '8080', TRUST_PROXY: '1', API_TARGET: '' });
    expect(env).toMatchObject({ SEED_DEMO: false, PORT: 8080, TRUST_PROXY: 1, API_TARGET: undefined });
    expect(loadEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8');
  });

  it('names every bad variable in one message', () => {
    const bad = { PORT: 'abc', API_TARGET: 'ftp://x', SEED_DEMO: 'maybe', LOG_LEVEL: 'loud' };
    let caught: unknown;
    try {
      loadEnv(bad);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const message = (caught as Error).message;
    for (const name of Object.keys(bad)) expect(message).toContain(name);
  });
});

describe('MEDIA_PATHS and IMAGE_ORIGINS', () => {
  it('when given as comma-separated lists, then they are read as paths and origins', () => {
    const env = loadEnv({
      MEDIA_PATHS: '/uploads, /files/images',
      IMAGE_ORIGINS: 'https://cdn.example/x, http://img.example:8080',
    });
    expect(env.MEDIA_PATHS).toEqual(['/uploads', '/files/images']);
    expect(env.IMAGE_ORIGINS).toEqual(['https://cdn.example', 'http://img.example:8080']);
  });

  it('when unset, then both are empty', () => {
    const env = loadEnv({});
    expect(env.MEDIA_PATHS).toEqual([]);
    expect(env.IMAGE_ORIGINS).toEqual([]);
  });

  it.each(['/api', '/cakes/images', '/assets', 'uploads', '/', '/up loads'])(
    'when a media path is %s (the site’s own, or not a path), then start-up stops naming MEDIA_PATHS',
    (path) => {
      expect(() => loadEnv({ MEDIA_PATHS: path })).toThrow(/MEDIA_PATHS/);
    },
  );

  it('when an image origin is not an http(s) URL, then start-up stops naming IMAGE_ORIGINS', () => {
    expect(() => loadEnv({ IMAGE_ORIGINS: 'ftp://cdn.example' })).toThrow(/IMAGE_ORIGINS/);
  });
});
