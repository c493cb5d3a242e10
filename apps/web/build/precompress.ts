import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; fonts (woff2) and images are compressed already. */
const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|ico)$/;
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // the manifest is read by the budget test, never served
      if (entry.name !== '.vite') yield* files(full);
    } else yield full;
  }
}

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside a built text file of 1 kB or more. A variant
 * that would not be smaller is not written.
 */
export async function compressFile(file: string): Promise<void> {
  if ((await stat(file)).size < MIN_BYTES) return;
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
}

/**
 * Compresses every built text file (compressFile) once at build time, so the server answers compressed without
 * compressing per request (decision 085).
 */
export function precompress(outDir: () => string): Plugin {
  return {
    name: 'parking:precompress',
    apply: 'build',
    async closeBundle() {
      const work: Promise<void>[] = [];
      for await (const file of files(outDir())) {
        if (TEXT.test(file)) work.push(compressFile(file));
      }
      await Promise.all(work);
    },
  };
}
