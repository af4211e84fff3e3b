// Part of `npm run build`, after `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside each of the
// build's scripts and styles, which the server sends as they are (server/static-assets.ts). Compressing here
// costs a request nothing, so both use their smallest setting.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { COMPRESSIBLE } from '../../server/static-assets';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compresses every compressible file in `dir`; returns how many files it compressed. */
export async function compressAssets(dir: string): Promise<number> {
  const names = fs.readdirSync(dir).filter((name) => COMPRESSIBLE.test(name));
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const raw = await fs.promises.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      // a copy no smaller than the file (a few bytes of text) is not written: the file goes as it is
      const copies: Array<[string, Buffer]> = [
        [`${file}.br`, br],
        [`${file}.gz`, gz],
      ];
      await Promise.all(
        copies
          .filter(([, body]) => body.length < raw.length)
          .map(([to, body]) => fs.promises.writeFile(to, body)),
      );
    }),
  );
  return names.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = fileURLToPath(new URL('../../dist/client/assets', import.meta.url));
  const t0 = performance.now();
  const count = await compressAssets(dir);
  console.log(`compressed ${count} scripts and styles in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
