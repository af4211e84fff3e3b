import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const gzipSize = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** The JS files a chunk loads before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

export function readManifest(outDir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Gzipped bytes of the JS that the given manifest keys (and their static imports) load. */
export function jsWeight(
  outDir: string,
  manifest: Manifest,
  keys: string[],
): { bytes: number; files: string[] } {
  const all = new Set<string>();
  for (const k of keys) staticClosure(manifest, k, all);
  const files = [...all].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  return { bytes: files.reduce((sum, f) => sum + gzipSize(path.join(outDir, f)), 0), files };
}
