import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    // `npm start` runs React's production build unless NODE_ENV says otherwise (issue 16)
    expect(c).toMatchObject({ port: 5000, dataDir: './data', env: 'production', rateLimit: true });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.trustProxy).toBe(false);
  });

  it('lists every problem in one message', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        ADMIN_PASSWORD: 'short',
        ADMIN_EMAIL: 'a@b.co',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL: must start with postgres://');
    expect(message).toContain('ADMIN_PASSWORD: must be at least 12 characters');
  });

  it('refuses a password without an email', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long-enough-password' })).toThrow(/ADMIN_EMAIL/);
  });
});
