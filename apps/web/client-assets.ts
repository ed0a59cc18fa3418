import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { ClientAssets } from './src/lib/client-start.js';

export const CLIENT_ASSETS_MODULE = 'virtual:portico-client-assets';
const RESOLVED = `\0${CLIENT_ASSETS_MODULE}`;
/** Where the client build (`vite build --outDir dist/client`) writes its manifest, from the app's root. */
const MANIFEST = 'dist/client/.vite/manifest.json';

/** The part of Vite's build manifest read here. */
type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] }
>;

/**
 * The entry, its static imports, and per lazily imported module (manifest key: `src/app/routes/jobs-search.tsx`,
 * `virtual:portico-locale/de-page`, …) its chunk and the chunks it imports that the entry does not.
 */
export function clientAssetsFrom(manifest: Manifest): ClientAssets {
  const url = (key: string) => `/${manifest[key]!.file}`;
  const withImports = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) withImports(imported, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('the client build manifest has no entry');
  const first = withImports(entryKey, new Set());
  const lazy: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    // Vite names a virtual module relative to the working directory of the build (`../../virtual:…` when
    // built from the repository root); the plugins' own names (`virtual:…`) are the keys here.
    lazy[key.replace(/^(?:\.\.\/)+(?=virtual:)/, '')] = [...withImports(key, new Set())]
      .filter((k) => !first.has(k))
      .map(url);
  }
  return { entry: url(entryKey), preloads: [...first].filter((k) => k !== entryKey).map(url), lazy };
}

/**
 * `virtual:portico-client-assets` for the server bundle: the client build's files, read from the manifest
 * the client build writes before the server build runs, so the server render can name every file a page
 * needs before it hydrates (src/lib/client-start.ts). Outside a server build (tests) it exports null and
 * rendered pages start no client bundle.
 */
export function clientAssets(): Plugin {
  let manifest: string | null = null;
  return {
    name: 'portico-client-assets',
    configResolved(config) {
      manifest = config.command === 'build' && config.build.ssr ? join(config.root, MANIFEST) : null;
    },
    resolveId: (id) => (id === CLIENT_ASSETS_MODULE ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      if (manifest && !existsSync(manifest)) {
        throw new Error(`${manifest} is missing: build the client before the server bundle`);
      }
      const assets = manifest
        ? clientAssetsFrom(JSON.parse(readFileSync(manifest, 'utf8')) as Manifest)
        : null;
      return `export const clientAssets = ${JSON.stringify(assets)};\n`;
    },
  };
}
