/**
 * Writes a Brotli (.br, maximum quality) and a gzip (.gz) copy beside every compressible built asset, so the
 * server sends hashed assets compressed without compressing them on each request (@fastify/static's
 * `preCompressed`). Runs after the client build; a copy that would not be smaller is not written.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = fileURLToPath(new URL('../dist/client/assets', import.meta.url));
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt)$/;
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
for (const name of readdirSync(dir)) {
  const full = join(dir, name);
  if (!COMPRESSIBLE.test(name) || !statSync(full).isFile()) continue;
  const bytes = readFileSync(full);
  if (bytes.length < MIN_BYTES) continue;
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = gzipSync(bytes, { level: 9 });
  if (br.length < bytes.length) writeFileSync(`${full}.br`, br);
  if (gz.length < bytes.length) writeFileSync(`${full}.gz`, gz);
  files += 1;
  before += bytes.length;
  after += br.length;
}
console.log(
  `precompressed ${files} assets: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB (brotli)`,
);
