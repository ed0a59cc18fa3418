import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import {
  CATALOGUE_PARTS,
  type CataloguePart,
  isBundledPart,
  LOCALE_LOADERS_MODULE,
  LOCALE_PART_PREFIX,
  localePartModule,
  type Namespace,
} from './src/lib/i18n/catalogue-parts.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const APP_LOCALES = here('./src/locales');
const FORMS_LOCALES = here('../../packages/forms/src/locales');
const RESOLVED = '\0';

function catalogueFile(locale: string, namespace: Namespace): string | null {
  const file =
    namespace === 'forms' ? `${FORMS_LOCALES}/${locale}.json` : `${APP_LOCALES}/${locale}/${namespace}.json`;
  return existsSync(file) ? file : null;
}

/**
 * One chunk per language and catalogue part (docs/decisions/014) instead of one per JSON file: a language
 * arrives in one download per part, and the loader map the entry carries has 2 entries per language, not 6.
 *
 * - `virtual:portico-locale-loaders` exports `loaders`: `{ 'de:page': () => Promise<{ common, shell, jobs }>,
 *   'de:screens': …, 'en:screens': … }`. English `page` is not there: resources.ts bundles it eagerly.
 * - `virtual:portico-locale/<locale>-<part>` imports that part's JSON files and exports them by namespace.
 */
export function localeBundles(): Plugin {
  return {
    name: 'portico-locale-bundles',
    resolveId(id) {
      if (id === LOCALE_LOADERS_MODULE || id.startsWith(LOCALE_PART_PREFIX)) return `${RESOLVED}${id}`;
      return null;
    },
    load(id) {
      if (id === `${RESOLVED}${LOCALE_LOADERS_MODULE}`) {
        const locales = readdirSync(APP_LOCALES, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
          .sort();
        const entries: string[] = [];
        for (const locale of locales) {
          for (const part of Object.keys(CATALOGUE_PARTS) as CataloguePart[]) {
            if (isBundledPart(locale, part)) continue;
            const module = JSON.stringify(localePartModule(locale, part));
            entries.push(
              `  ${JSON.stringify(`${locale}:${part}`)}: () => import(${module}).then((m) => m.default),`,
            );
          }
        }
        return `export const loaders = {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(`${RESOLVED}${LOCALE_PART_PREFIX}`)) {
        const name = id.slice(RESOLVED.length + LOCALE_PART_PREFIX.length);
        const dash = name.lastIndexOf('-');
        const locale = name.slice(0, dash);
        const part = name.slice(dash + 1) as CataloguePart;
        const namespaces = CATALOGUE_PARTS[part];
        if (!namespaces) throw new Error(`Unknown catalogue part in ${id}`);
        const imports: string[] = [];
        const fields: string[] = [];
        namespaces.forEach((namespace, index) => {
          const file = catalogueFile(locale, namespace);
          if (!file) return;
          imports.push(`import ns${index} from ${JSON.stringify(file)};`);
          fields.push(`${namespace}: ns${index}`);
        });
        return `${imports.join('\n')}\nexport default { ${fields.join(', ')} };\n`;
      }
      return null;
    },
  };
}
