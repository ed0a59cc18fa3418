/**
 * Bundle size of the built web app: what a first visit to /careers downloads (the entry chunk, its static
 * imports and the stylesheet) and what stays lazy, raw and gzip. Baseline, measured in the same run:
 * react-dom's own production client build, the floor any React app pays. Needs `npm run build` first.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = join(root, 'apps/web/dist/client');

function sizes(file) {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export async function run() {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'));
  } catch {
    console.error('no build found: run `npm run build` first');
    process.exitCode = 1;
    return;
  }
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const initial = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  // The app builds one stylesheet (cssCodeSplit off, docs/decisions/006), linked in every page's head.
  // The app's one stylesheet (cssCodeSplit off) is its own manifest entry; lazily imported CSS (Leaflet's,
  // loaded with the map) is listed as well but is not part of a first visit.
  for (const [key, chunk] of Object.entries(manifest)) if (key === 'style.css') css.add(chunk.file);
  const lazy = new Set(
    Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js') && !initial.has(file)),
  );

  const total = (files) =>
    [...files].reduce(
      (sum, file) => {
        const s = sizes(join(clientDir, file));
        return { raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip };
      },
      { raw: 0, gzip: 0 },
    );
  const reactDomFile = join(root, 'node_modules/react-dom/cjs/react-dom-client.production.js');
  statSync(reactDomFile);
  const baseline = sizes(reactDomFile);
  // What a page needs before it hydrates: the entry plus its route module and that module's static imports
  // (the browser loads a server-rendered route's lazy module before hydrating; docs/decisions/006, 014).
  const withRoute = (routeKey) => {
    const files = new Set(initial);
    const walk = (key) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) walk(imported);
    };
    walk(routeKey);
    return files;
  };
  const searchPage = withRoute('src/app/routes/jobs-search.tsx');
  const jobPage = withRoute('src/app/routes/job-page.tsx');
  // The apply page hydrates with its header and states; the form (toolkit, field types) comes after.
  const applyPage = withRoute('src/app/routes/apply.tsx');
  // A signed-in page: the route's module and the account menu, which the shell loads before hydration for a
  // signed-in candidate (docs/decisions/014), on top of the entry. Budget: 160 KB gzip (issue 15 §9).
  const signedIn = (routeKey) => {
    if (!manifest[routeKey]) return null;
    const files = withRoute(routeKey);
    const menu = Object.keys(manifest).find((key) => key.endsWith('src/app/shell/account-menu.tsx'));
    if (menu) for (const file of withRoute(menu)) files.add(file);
    return files;
  };
  const profilePage = signedIn('src/app/routes/profile.tsx');
  const exportPage = signedIn('src/app/routes/export-resume.tsx');
  const rows = [
    ['baseline: react-dom client (production)', baseline, 1],
    [`first visit JS (${initial.size} chunks)`, total(initial)],
    [`/careers before hydration: entry + search route (${searchPage.size} chunks)`, total(searchPage)],
    [`/careers/job/… before hydration: entry + job route (${jobPage.size} chunks)`, total(jobPage)],
    [`/careers/apply before hydration: entry + apply route (${applyPage.size} chunks)`, total(applyPage)],
    ...(profilePage
      ? [
          [
            `/careers/profile before hydration, signed in: entry + profile route + account menu (${profilePage.size} chunks)`,
            total(profilePage),
          ],
        ]
      : []),
    ...(exportPage
      ? [
          [
            `/careers/export-resume before hydration, signed in: entry + route + account menu (${exportPage.size} chunks)`,
            total(exportPage),
          ],
        ]
      : []),
    [`first visit CSS (${css.size} files)`, total(css)],
    [`lazy JS (${lazy.size} chunks: screens, locales)`, total(lazy)],
  ];
  console.log('| what | raw | gzip | gzip vs baseline |');
  console.log('|---|---:|---:|---:|');
  for (const [label, s] of rows) {
    console.log(`| ${label} | ${kb(s.raw)} | ${kb(s.gzip)} | ${(s.gzip / baseline.gzip).toFixed(2)}x |`);
  }
  const BUDGET_GZIP = 160 * 1024;
  if (profilePage) {
    const { gzip } = total(profilePage);
    console.log(
      `\n/careers/profile first-load JS: ${kb(gzip)} gzip against the ${kb(BUDGET_GZIP)} budget: ${
        gzip <= BUDGET_GZIP ? 'within' : 'OVER'
      }`,
    );
  } else console.log('\n/careers/profile: no route module in this build (src/app/routes/profile.tsx)');
}
