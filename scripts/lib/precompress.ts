/**
 * Precompressed copies of a bundle's assets (issue 19): next to every hashed JS, CSS and SVG file
 * and index.html the build writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9), so a static
 * host (and `npm start`, scripts/lib/serve.ts) sends them as they are, with no compression work
 * per request. A file whose content this process already compressed (the same chunk in another
 * bundle of the matrix: vendor code, shared screens) is written from the copies made then.
 */
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const PRECOMPRESSED = /\.(js|css|svg)$/;

/** The brotli and gzip copies made in this process, by the content's hash. */
const compressed = new Map<string, Promise<[Buffer, Buffer]>>();

function compress(bytes: Buffer): Promise<[Buffer, Buffer]> {
  const key = createHash("sha256").update(bytes).digest("base64");
  let copies = compressed.get(key);
  if (!copies) {
    copies = Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gz(bytes, { level: 9 }),
    ]);
    compressed.set(key, copies);
    copies.catch(() => compressed.delete(key));
  }
  return copies;
}

export async function precompressFile(file: string): Promise<void> {
  const [br, gzipped] = await compress(await readFile(file));
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
}

export function precompressPlugin(): Plugin {
  return {
    name: "dashboard-precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      const dir = options.dir ?? "";
      // and the app shell (a static host may send its copies too)
      const files = Object.keys(bundle).filter(
        (f) => (f.startsWith("assets/") && PRECOMPRESSED.test(f)) || f === "index.html",
      );
      await Promise.all(files.map((f) => precompressFile(path.join(dir, f))));
    },
  };
}
