import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
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
    TRUST_PROXY: bool,
    RATE_LIMIT_DISABLED: bool,
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
  session: { idleMs: number; maxAgeMs: number; secureCookie: boolean };
  logLevel: string;
  trustProxy: boolean;
  rateLimit: boolean;
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
      secureCookie: e.NODE_ENV === 'production',
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    rateLimit: !(e.RATE_LIMIT_DISABLED ?? false),
  };
}

/** A config for tests: quiet, no rate limits unless a test turns them on. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // Derive from the environment a real start would have, so `env: 'production'` brings its cookie rules.
  return {
    ...loadConfig({ NODE_ENV: overrides.env ?? 'test', LOG_LEVEL: 'silent' }),
    ...overrides,
  };
}
