import { E2E_ADMIN } from './server';

export const DB_PASSWORD = 'db-password-of-the-bundle-test';

/** Secrets in the environment of the e2e build (build-once.ts), which bundle-secrets.spec.ts must not find. */
export const BUILD_SECRETS = {
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  DATABASE_URL: `postgres://course:${DB_PASSWORD}@127.0.0.1:5432/course`,
};
