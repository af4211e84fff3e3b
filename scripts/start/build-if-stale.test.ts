import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAMP, isStale } from './build-if-stale';

const touch = (file: string, at: number) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, '');
  fs.utimesSync(file, at / 1000, at / 1000);
};

describe('npm start builds only when the build is stale', () => {
  it('builds without a stamp, skips when nothing changed since, and builds again after an edit', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'start-'));
    const t = Date.now() - 60_000;
    touch(path.join(root, 'client/src/main.tsx'), t);
    touch(path.join(root, 'package.json'), t);
    expect(isStale(root)).toBe(true);
    touch(path.join(root, STAMP), t + 1_000);
    for (const dir of ['client/src', 'client', 'dist'])
      fs.utimesSync(path.join(root, dir), t / 1000, t / 1000);
    expect(isStale(root)).toBe(false);
    touch(path.join(root, 'shared/simulations.ts'), t + 2_000);
    expect(isStale(root)).toBe(true);
  });
});
