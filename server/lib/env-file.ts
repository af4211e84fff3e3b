import fs from 'node:fs';

/**
 * Settings from a `.env` file in the working directory, when there is one, read by Node itself. The
 * environment's own variables win over the file's.
 */
export function loadEnvFile(): void {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
}
