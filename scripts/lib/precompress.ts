/**
 * Precompressed copies of a bundle's assets (issue 19): next to every hashed JS, CSS and SVG file
 * the build writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9), so a static
 * host (and `npm start`, scripts/lib/serve.ts) sends them as they are, with no compression work
 * per request.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const PRECOMPRESSED = /\.(js|css|svg)$/;

export async function precompressFile(file: string): Promise<void> {
  const bytes = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gz(bytes, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
}

export function precompressPlugin(): Plugin {
  return {
    name: "dashboard-precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      const dir = options.dir ?? "";
      const files = Object.keys(bundle).filter((f) => f.startsWith("assets/") && PRECOMPRESSED.test(f));
      await Promise.all(files.map((f) => precompressFile(path.join(dir, f))));
    },
  };
}
