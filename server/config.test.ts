import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, testConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    // `npm start` runs React's production build unless NODE_ENV says otherwise
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

  it('hashes passwords at production strength unless PASSWORD_HASH_COST says otherwise; tests use the cheapest', () => {
    expect(loadConfig({}).passwordHashCost).toBe(17);
    expect(loadConfig({ PASSWORD_HASH_COST: '12' }).passwordHashCost).toBe(12);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '9' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '19' })).toThrow(/PASSWORD_HASH_COST/);
    expect(testConfig().passwordHashCost).toBe(10);
  });

  it('gives the server renderer 3 s unless RENDER_DEADLINE_MS says otherwise; tests one no busy machine reaches', () => {
    expect(loadConfig({}).renderDeadlineMs).toBe(3_000);
    expect(loadConfig({ RENDER_DEADLINE_MS: '5000' }).renderDeadlineMs).toBe(5_000);
    expect(testConfig().renderDeadlineMs).toBeGreaterThanOrEqual(600_000);
  });

  it('seats 1,000 a class unless SEATS_PER_CLASS_MAX says otherwise, from 2 to 5,000', () => {
    expect(loadConfig({}).seatsPerClass).toBe(1_000);
    expect(loadConfig({ SEATS_PER_CLASS_MAX: '2000' }).seatsPerClass).toBe(2_000);
    expect(() => loadConfig({ SEATS_PER_CLASS_MAX: '1' })).toThrow(/SEATS_PER_CLASS_MAX/);
    expect(() => loadConfig({ SEATS_PER_CLASS_MAX: '5001' })).toThrow(/SEATS_PER_CLASS_MAX/);
    expect(() => loadConfig({ SEATS_PER_CLASS_MAX: 'many' })).toThrow(/SEATS_PER_CLASS_MAX/);
  });

  it('refuses a password without an email', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long-enough-password' })).toThrow(/ADMIN_EMAIL/);
  });

  describe("PUBLIC_URL (the join screen's address)", () => {
    it('is unset by default and when empty', () => {
      expect(loadConfig({}).publicUrl).toBeUndefined();
      expect(loadConfig({ PUBLIC_URL: '' }).publicUrl).toBeUndefined();
      expect(loadConfig({ PUBLIC_URL: '  ' }).publicUrl).toBeUndefined();
    });

    it.each([
      ['http://192.168.0.12:5000', 'http://192.168.0.12:5000'],
      ['http://192.168.0.12:5000/', 'http://192.168.0.12:5000'],
      ['https://course.example.com//', 'https://course.example.com'],
      ['  https://Course.Example.com/  ', 'https://course.example.com'],
      ['https://course.example.com:443/', 'https://course.example.com'],
      ['https://example.com/course/', 'https://example.com/course'],
    ])('takes %j as %j', (value, expected) => {
      expect(loadConfig({ PUBLIC_URL: value }).publicUrl).toBe(expected);
    });

    it.each([
      ['course.example.com', 'must be an absolute address'],
      ['192.168.0.12:5000', 'must be an absolute address'],
      ['localhost:5000', 'must start with http:// or https://'],
      ['/join', 'must be an absolute address'],
      ['ftp://example.com', 'must start with http:// or https://'],
      ['javascript:alert(1)', 'must start with http:// or https://'],
      ['https://example.com/?class=1', 'must not have a query (?) or a fragment (#)'],
      ['https://example.com/?', 'must not have a query (?) or a fragment (#)'],
      ['https://example.com/#top', 'must not have a query (?) or a fragment (#)'],
      ['https://user:secret@example.com', 'must not contain a user name or password'],
    ])('refuses %j with a clear message', (value, problem) => {
      let error: unknown;
      try {
        loadConfig({ PUBLIC_URL: value });
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toContain(`PUBLIC_URL: ${problem}`);
      expect((error as Error).message).toContain('e.g. http://192.168.0.12:5000');
    });
  });
  describe('PRIVACY_CONTROLLER and PRIVACY_CONTACT (who is responsible, on the privacy page)', () => {
    it('are unset by default and when empty or blank', () => {
      expect(loadConfig({}).privacy).toEqual({ controller: null, contact: null });
      expect(loadConfig({ PRIVACY_CONTROLLER: '', PRIVACY_CONTACT: '   ' }).privacy).toEqual({
        controller: null,
        contact: null,
      });
    });

    it('take one line each, trimmed, either without the other', () => {
      expect(
        loadConfig({
          PRIVACY_CONTROLLER: '  (주)한빛인재개발원 HR Academy ',
          PRIVACY_CONTACT: 'privacy@hanbit.example, 02-123-4567',
        }).privacy,
      ).toEqual({
        controller: '(주)한빛인재개발원 HR Academy',
        contact: 'privacy@hanbit.example, 02-123-4567',
      });
      expect(loadConfig({ PRIVACY_CONTACT: 'dpo@example.com' }).privacy).toEqual({
        controller: null,
        contact: 'dpo@example.com',
      });
      // 200 characters, Korean counted as one each
      expect(loadConfig({ PRIVACY_CONTROLLER: '가'.repeat(200) }).privacy.controller).toHaveLength(200);
    });

    it.each([
      ['PRIVACY_CONTROLLER', 'Acme\nEvil line', 'must be one line of plain text'],
      ['PRIVACY_CONTACT', 'a@b.example\r\nSet-Cookie: x', 'must be one line of plain text'],
      ['PRIVACY_CONTROLLER', 'Acme\tCorp', 'must be one line of plain text'],
      ['PRIVACY_CONTACT', 'esc\u001b[31m', 'must be one line of plain text'],
      ['PRIVACY_CONTROLLER', 'Acme\u0085Corp', 'must be one line of plain text'],
      ['PRIVACY_CONTROLLER', 'Acme\u2028Corp', 'must be one line of plain text'],
      ['PRIVACY_CONTACT', 'moc.elpmaxe@\u202Eevil', 'must be one line of plain text'],
      ['PRIVACY_CONTROLLER', '\u2066Acme\u2069', 'must be one line of plain text'],
      ['PRIVACY_CONTROLLER', 'Acme\u200FCorp', 'must be one line of plain text'],
      ['PRIVACY_CONTACT', 'x'.repeat(201), 'must be at most 200 characters'],
    ])('refuses %s=%j with a clear message', (name, value, problem) => {
      let error: unknown;
      try {
        loadConfig({ [name]: value });
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toContain(`${name}: ${problem}`);
    });
  });
});
