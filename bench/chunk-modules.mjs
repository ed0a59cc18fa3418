#!/usr/bin/env node
/**
 * What is inside the first load: every module of the chunks a page loads before it hydrates, with the bytes it
 * takes in the minified output (read from the build's source maps), largest first. A tool for finding what the
 * first paint does not need, not a benchmark (`bench/run.mjs bundle-size` prints the totals).
 *
 *   node bench/chunk-modules.mjs [--dir apps/web/dist/client] [--route src/app/routes/profile.tsx] [--top 60]
 *
 * Without `--route` it lists the entry and its static imports. Sizes are of the minified code (not gzip):
 * gzip shrinks every module by a similar factor, so the order is what matters.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const clientDir = option('dir', join(root, 'apps/web/dist/client'));
const routes = process.argv.flatMap((arg, i) => (process.argv[i - 1] === '--route' ? [arg] : []));
const top = Number(option('top', '60'));

const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'));
const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(Object.keys(manifest).find((key) => manifest[key].isEntry));
for (const route of routes) {
  const key = Object.keys(manifest).find((k) => k.endsWith(route));
  if (!key) throw new Error(`no chunk for ${route}`);
  visit(key);
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Decodes one source-map `mappings` line into [generatedColumn, sourceIndex | -1] segments. */
function* segments(mappings) {
  let source = 0;
  let line = 0;
  for (const text of mappings.split(';')) {
    let column = 0;
    for (const segment of text.split(',')) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) source += values[1];
      yield { line, column, source: values.length > 1 ? source : -1 };
    }
    line++;
  }
}

const modules = new Map();
let total = 0;
let totalGzip = 0;
for (const file of files) {
  const code = readFileSync(join(clientDir, file), 'utf8');
  total += code.length;
  totalGzip += gzipSync(code, { level: 9 }).length;
  let map;
  try {
    map = JSON.parse(readFileSync(join(clientDir, `${file}.map`), 'utf8'));
  } catch {
    map = { mappings: '', sources: [] };
  }
  const lines = code.split('\n');
  const all = [...segments(map.mappings)];
  if (all.length === 0) modules.set(`(${file}: no source map)`, code.length);
  for (let i = 0; i < all.length; i++) {
    const { line, column, source } = all[i];
    const next = all[i + 1];
    const end = next && next.line === line ? next.column : lines[line].length;
    const name = source < 0 ? `(${file}: bundler code)` : map.sources[source].replace(/^(\.\.\/)+/, '');
    modules.set(name, (modules.get(name) ?? 0) + (end - column));
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`${files.size} chunks, ${kb(total)} minified, ${kb(totalGzip)} gzip`);
for (const file of files) console.log(`  ${file}`);
const byPackage = new Map();
for (const [name, bytes] of modules) {
  const pkg = name.includes('node_modules/')
    ? name
        .split('node_modules/')
        .pop()
        .split('/')
        .slice(0, name.split('node_modules/').pop().startsWith('@') ? 2 : 1)
        .join('/')
    : name
        .split('/')
        .slice(0, name.startsWith('packages/') ? 2 : 4)
        .join('/');
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + bytes);
}
console.log('\nby package or folder (minified):');
for (const [pkg, bytes] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`${kb(bytes).padStart(9)}  ${pkg}`);
console.log(`\nlargest modules (minified):`);
for (const [name, bytes] of [...modules].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${kb(bytes).padStart(9)}  ${name}`);
