import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.js';

describe('loadEnv', () => {
  it('gives the embedded defaults for an empty environment', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      SQLITE_PATH: 'data/portico.db',
      SEED_DEMO: true,
      COOKIE_SECURE: 'auto',
      TRUST_PROXY: false,
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    expect(loadEnv({ PORT: '', DATABASE_URL: '', SEED_DEMO: '' })).toMatchObject({
      PORT: 3000,
      SEED_DEMO: true,
    });
  });

  it('parses the values', () => {
    const env = loadEnv({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/portico',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      PUBLIC_URL: 'https://careers.example.com/',
      SEED_DEMO: 'false',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      LOG_LEVEL: 'debug',
    });
    expect(env.PORT).toBe(8080);
    expect(env.PUBLIC_URL).toBe('https://careers.example.com');
    expect(env.SEED_DEMO).toBe(false);
    expect(env.TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });

  it('lists every bad variable in one error, without echoing connection strings', () => {
    let error: unknown;
    try {
      loadEnv({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://secret@db/x',
        SEED_DEMO: 'maybe',
        LOG_LEVEL: 'loud',
        COOKIE_SECURE: 'sometimes',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems;
    expect(problems.map((p) => p.split(':')[0])).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'SEED_DEMO', 'LOG_LEVEL', 'COOKIE_SECURE']),
    );
    expect(problems).toHaveLength(5);
    expect((error as EnvError).message).not.toContain('secret');
    expect((error as EnvError).message).toContain('"eighty"');
  });

  it('rejects a port out of range', () => {
    expect(() => loadEnv({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('runs one process by default; more workers need shared rate limits in Redis', () => {
    expect(loadEnv({}).WORKERS).toBe(1);
    expect(() => loadEnv({ WORKERS: '2' })).toThrow(/WORKERS: more than one worker needs REDIS_URL/);
    expect(loadEnv({ WORKERS: '2', REDIS_URL: 'redis://127.0.0.1:6379' }).WORKERS).toBe(2);
    expect(() => loadEnv({ WORKERS: '0' })).toThrow(/WORKERS/);
  });
});
