import { describe, expect, it } from 'vitest';

import { EnvError, loadEnv } from './env';
import { s3Settings } from './s3-env';

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
      SHUTDOWN_DELAY_MS: 5_000,
      LOG_LEVEL: 'info',
      REQUESTS_PER_HOUR: 10,
      SMTP_URL: undefined,
      WEBHOOK_URL: undefined,
      REDIS_URL: undefined,
    });
  });

  it('when REDIS_URL is set, then it must be a redis:// or rediss:// URL', () => {
    expect(loadEnv({ REDIS_URL: 'redis://:secret@cache:6379/2' }).REDIS_URL).toBe(
      'redis://:secret@cache:6379/2',
    );
    expect(loadEnv({ REDIS_URL: 'rediss://cache.example:6380' }).REDIS_URL).toBe(
      'rediss://cache.example:6380',
    );
    expect(() => loadEnv({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL: expected a redis:\/\//);
    expect(() => loadEnv({ REDIS_URL: 'cache:6379' })).toThrow(/REDIS_URL/);
  });

  it('when notifications are configured, then the URLs and addresses are checked and e-mail needs a sender', () => {
    const env = loadEnv({
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      NOTIFY_EMAIL: 'orders@example.com',
      WEBHOOK_URL: 'https://hooks.example.com/x',
      REQUESTS_PER_HOUR: '25',
    });
    expect(env).toMatchObject({ NOTIFY_EMAIL: 'orders@example.com', REQUESTS_PER_HOUR: 25 });
    expect(() => loadEnv({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(/NOTIFY_EMAIL/);
    expect(() => loadEnv({ SMTP_URL: 'http://mail.example.com', NOTIFY_EMAIL: 'a@b.co' })).toThrow(
      /SMTP_URL/,
    );
    expect(() => loadEnv({ WEBHOOK_URL: 'ftp://x', REQUESTS_PER_HOUR: '0' })).toThrow(
      /WEBHOOK_URL[\s\S]*REQUESTS_PER_HOUR|REQUESTS_PER_HOUR[\s\S]*WEBHOOK_URL/,
    );
  });

  it('parses booleans, numbers and the trust-proxy forms', () => {
    const env = loadEnv({ SEED_DEMO: 'false', PORT: '8080', TRUST_PROXY: '1', API_TARGET: '' });
    expect(env).toMatchObject({ SEED_DEMO: false, PORT: 8080, TRUST_PROXY: 1, API_TARGET: undefined });
    expect(loadEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8');
    expect(loadEnv({ TRUST_PROXY: '192.168.0.1, fd00::/8, 172.16.0.0/255.240.0.0' }).TRUST_PROXY).toBe(
      '192.168.0.1, fd00::/8, 172.16.0.0/255.240.0.0',
    );
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('when TRUST_PROXY is true, then start-up stops and says to write a hop count or addresses', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: .*X-Forwarded-For.*number of proxies.*10\.0\.0\.0\/8/,
    );
  });

  it.each(['yes', '10.0.0.0/33', 'loopback, proxy.internal', '10.0.0.1/8/8'])(
    'when TRUST_PROXY is %s (neither a hop count nor addresses), then start-up stops naming it',
    (value) => {
      expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: not an address or subnet/);
    },
  );

  it('when TEST_CLOCK is set outside NODE_ENV=test (production, or unset), then start-up stops naming it', () => {
    const clock = '2030-04-09T01:50:00.000Z';
    for (const NODE_ENV of ['production', 'development', undefined])
      expect(() => loadEnv({ TEST_CLOCK: clock, NODE_ENV })).toThrow(/TEST_CLOCK: only for tests/);
    expect(loadEnv({ TEST_CLOCK: clock, NODE_ENV: 'test' }).TEST_CLOCK).toBe(clock);
    expect(() => loadEnv({ TEST_CLOCK: 'tomorrow', NODE_ENV: 'test' })).toThrow(
      /TEST_CLOCK: expected an ISO/,
    );
  });

  it('when SITE_URL is an origin, then it is kept without the trailing slash', () => {
    expect(loadEnv({}).SITE_URL).toBeUndefined();
    expect(loadEnv({ SITE_URL: 'https://Cakes.Example.com/' }).SITE_URL).toBe('https://cakes.example.com');
    expect(loadEnv({ SITE_URL: 'http://localhost:8080' }).SITE_URL).toBe('http://localhost:8080');
  });

  it.each([
    'cakes.example.com',
    'ftp://cakes.example.com',
    'https://cakes.example.com/shop',
    'https://cakes.example.com/?a=1',
    'https://user:pw@cakes.example.com',
  ])('when SITE_URL is %s, then start-up stops and shows what an origin looks like', (value) => {
    expect(() => loadEnv({ SITE_URL: value })).toThrow(
      /SITE_URL: .*expected an origin like https:\/\/cakes\.example\.com/,
    );
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

describe('the S3 settings', () => {
  const local = {
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'cakeshop-pictures',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('when none is set, then the pictures stay on disk', () => {
    expect(s3Settings(loadEnv({}))).toBeUndefined();
  });

  it('when a local server is named, then its addresses are path-style and links go to the first image origin', () => {
    expect(
      s3Settings(loadEnv({ ...local, IMAGE_ORIGINS: 'https://pictures.example, https://cdn.example' })),
    ).toEqual({
      bucket: 'cakeshop-pictures',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      publicOrigin: 'https://pictures.example',
    });
  });

  it('when AWS itself is meant (no endpoint, no keys), then addresses are virtual-hosted and the SDK finds its credentials', () => {
    expect(s3Settings(loadEnv({ S3_BUCKET: 'cakeshop-pictures', S3_REGION: 'eu-west-1' }))).toMatchObject({
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      publicOrigin: undefined,
    });
    expect(s3Settings(loadEnv({ ...local, S3_FORCE_PATH_STYLE: 'false' }))?.forcePathStyle).toBe(false);
  });

  it.each([
    [{ S3_ENDPOINT: local.S3_ENDPOINT }, ['S3_BUCKET', 'S3_REGION']],
    [{ S3_BUCKET: local.S3_BUCKET }, ['S3_REGION']],
    [{ ...local, S3_SECRET_ACCESS_KEY: undefined }, ['S3_SECRET_ACCESS_KEY']],
    [{ ...local, S3_ACCESS_KEY_ID: '' }, ['S3_ACCESS_KEY_ID']],
    [{ ...local, S3_BUCKET: 'Cake_Pictures' }, ['S3_BUCKET']],
    [{ ...local, API_TARGET: 'http://backend:8080' }, ['S3_BUCKET']],
  ])('when only part of them is set (%o), then start-up stops naming %o', (source, named) => {
    let message = '';
    try {
      loadEnv(source);
    } catch (error) {
      message = error instanceof EnvError ? error.message : '';
    }
    for (const name of named) expect(message).toContain(`${name}:`);
  });
});
