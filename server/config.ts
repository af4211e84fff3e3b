import proxyAddr from 'proxy-addr';
import { z } from 'zod';
import { PRIVACY_SETTING_MAX, type PrivacySettings } from '@shared/contracts/privacy-config';
import { PASSWORD_HASH_COST } from './modules/auth/password';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const TRUST_PROXY_HELP =
  "give the number of proxies on this machine in front of the server (e.g. 1), or the proxies' addresses " +
  'and subnets, comma-separated (e.g. 10.0.0.5, loopback)';

/**
 * TRUST_PROXY: a hop count (proxies on this machine) or a list of proxy addresses and subnets. `true` is
 * refused: Express would then take the left-most X-Forwarded-For entry, which the client writes, as the
 * client's address.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): number | string[] | false => {
    const v = value?.trim() ?? '';
    if (v === '' || v === 'false' || v === '0') return false;
    if (/^\d+$/.test(v)) return Number(v);
    if (v === 'true') {
      ctx.addIssue({
        code: 'custom',
        message: `true would let any client choose its own address (the left-most X-Forwarded-For entry); ${TRUST_PROXY_HELP}`,
      });
      return z.NEVER;
    }
    const list = v
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    try {
      proxyAddr.compile(list);
      return list;
    } catch (err) {
      ctx.addIssue({
        code: 'custom',
        message: `${(err as Error).message}; ${TRUST_PROXY_HELP}`,
      });
      return z.NEVER;
    }
  });

const isLoopback = proxyAddr.compile('loopback');

/**
 * Express's `trust proxy` for TRUST_PROXY. A list is Express's own: exactly those proxies. A hop count
 * trusts that many proxies on this machine only (loopback): Express's bare count trusts whoever connects,
 * so a client that reaches the app's port directly, bypassing the proxy, would choose its own address with
 * X-Forwarded-For. A proxy on another machine is given by its address.
 */
export function trustProxySetting(
  trust: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (address, hop) => hop < trust && isLoopback(address, hop);
}

const PUBLIC_URL_HELP =
  'give the address students open, e.g. http://192.168.0.12:5000 or https://course.example.com';

/**
 * The site's public address for the join screen: an absolute http(s) URL with no query,
 * fragment or credentials; the trailing slash is trimmed. Unset or empty: the join screen uses the address
 * the instructor's browser used.
 */
const publicUrl = z
  .string()
  .optional()
  .transform((value, ctx): string | undefined => {
    const v = value?.trim() ?? '';
    if (v === '') return undefined;
    const fail = (problem: string) => {
      ctx.addIssue({ code: 'custom', message: `${problem}; ${PUBLIC_URL_HELP}` });
      return z.NEVER;
    };
    let url: URL;
    try {
      url = new URL(v);
    } catch {
      return fail('must be an absolute address starting with http:// or https://');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return fail('must start with http:// or https://');
    if (v.includes('?') || v.includes('#')) return fail('must not have a query (?) or a fragment (#)');
    if (url.username || url.password) return fail('must not contain a user name or password');
    return url.href.replace(/\/+$/, '');
  });

/**
 * Characters a line shown on the privacy page may not hold: control characters (newlines, tabs, escapes), line
 * and paragraph separators, and the bidirectional marks, embeddings, overrides and isolates that would make
 * the text read differently from what is stored.
 */
const NOT_ONE_LINE = /[\p{Cc}\p{Zl}\p{Zp}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * One line of text the privacy page shows (PRIVACY_CONTROLLER, PRIVACY_CONTACT): trimmed, at most
 * PRIVACY_SETTING_MAX characters, no control or bidirectional characters. Unset or empty: null.
 */
const privacyLine = z
  .string()
  .optional()
  .transform((value, ctx): string | null => {
    const v = value?.trim() ?? '';
    if (v === '') return null;
    const fail = (problem: string) => {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    };
    if (NOT_ONE_LINE.test(v))
      return fail(
        'must be one line of plain text: no line breaks, tabs, control characters or bidirectional marks',
      );
    if ([...v].length > PRIVACY_SETTING_MAX) return fail(`must be at most ${PRIVACY_SETTING_MAX} characters`);
    return v;
  });

/**
 * The most seats one class takes (SEATS_PER_CLASS_MAX); past it a join is refused as for a closed class.
 * 1,000 by default: a large lecture hall twice over. At most 5,000, the live streams one process holds.
 */
export const SEATS_PER_CLASS = { default: 1_000, min: 2, max: 5_000 };

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    ADMIN_EMAIL: z
      .string()
      .email()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    ADMIN_PASSWORD: z
      .string()
      .min(12, 'must be at least 12 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    ADMIN_NAME: z.string().min(1).max(100).default('Instructor'),
    SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
    SESSION_MAX_HOURS: z.coerce.number().int().positive().default(12),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxy,
    RATE_LIMIT_DISABLED: bool,
    PUBLIC_URL: publicUrl,
    PASSWORD_HASH_COST: z.coerce
      .number()
      .int()
      .min(PASSWORD_HASH_COST.min)
      .max(PASSWORD_HASH_COST.max)
      .default(PASSWORD_HASH_COST.production),
    RENDER_DEADLINE_MS: z.coerce.number().int().positive().default(3_000),
    PRIVACY_CONTROLLER: privacyLine,
    PRIVACY_CONTACT: privacyLine,
    SEATS_PER_CLASS_MAX: z.coerce
      .number()
      .int()
      .min(SEATS_PER_CLASS.min)
      .max(SEATS_PER_CLASS.max)
      .default(SEATS_PER_CLASS.default),
  })
  .refine((e) => !e.ADMIN_PASSWORD || e.ADMIN_EMAIL, {
    message: 'ADMIN_PASSWORD is set but ADMIN_EMAIL is not',
    path: ['ADMIN_EMAIL'],
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host?: string;
  dataDir: string;
  databaseUrl?: string;
  admin: { email?: string; password?: string; name: string };
  session: { idleMs: number; maxAgeMs: number };
  logLevel: string;
  /** TRUST_PROXY: false, a count of proxies on this machine, or the proxies' addresses and subnets. */
  trustProxy: false | number | string[];
  rateLimit: boolean;
  /** PUBLIC_URL: the address the join screen shows (no trailing slash); unset: the browser's own. */
  publicUrl?: string;
  /** scrypt's cost as a power of two for new password hashes; stored hashes keep the cost they were made at. */
  passwordHashCost: number;
  /** How long the server renderer may take before the page is sent unrendered (the browser renders it). */
  renderDeadlineMs: number;
  /** Who is responsible for the students' data and whom to contact, as the privacy page shows them. */
  privacy: PrivacySettings;
  /** The most seats one class takes (SEATS_PER_CLASS). */
  seatsPerClass: number;
};

export class ConfigError extends Error {}

/** Reads and validates the environment; throws ConfigError with one readable message listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME },
    session: {
      idleMs: e.SESSION_IDLE_MINUTES * 60_000,
      maxAgeMs: e.SESSION_MAX_HOURS * 3_600_000,
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimit: !(e.RATE_LIMIT_DISABLED ?? false),
    publicUrl: e.PUBLIC_URL,
    passwordHashCost: e.PASSWORD_HASH_COST,
    renderDeadlineMs: e.RENDER_DEADLINE_MS,
    privacy: { controller: e.PRIVACY_CONTROLLER, contact: e.PRIVACY_CONTACT },
    seatsPerClass: e.SEATS_PER_CLASS_MAX,
  };
}

/**
 * The settings tests run with, whatever the machine's load: the cheapest password hash, and a
 * render deadline no busy machine reaches (a slow render is not a failure; a test of the deadline sets its own).
 */
export const TEST_SETTINGS = {
  PASSWORD_HASH_COST: String(PASSWORD_HASH_COST.min),
  RENDER_DEADLINE_MS: '600000',
};

/** A config for tests: quiet, no rate limits unless a test turns them on, and TEST_SETTINGS. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: overrides.env ?? 'test', LOG_LEVEL: 'silent', ...TEST_SETTINGS }),
    ...overrides,
  };
}
