/**
 * Bundle size of the built web app: what a first visit to /careers downloads (the entry chunk, its static
 * imports and the stylesheet) and what stays lazy, raw and gzip. Baseline, measured in the same run:
 * react-dom's own production client build, the floor any React app pays. Needs `npm run build` first.
 * `--before DIR` (another client build, e.g. `vite build --outDir /tmp/before` of the previous commit) prints the
 * profile page's first load of both builds side by side.
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

/** The files of a build's first loads, from its manifest (`dir` is a client build: apps/web/dist/client). */
function firstLoads(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const walk = (key, files) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported, files);
    return files;
  };
  const initial = walk(entryKey, new Set());
  // What a page needs before it hydrates: the entry plus its route module and that module's static imports
  // (the browser loads a server-rendered route's lazy module before hydrating; docs/decisions/006, 014).
  const withRoute = (routeKey) => (manifest[routeKey] ? walk(routeKey, new Set(initial)) : null);
  const keyOf = (suffix) => Object.keys(manifest).find((key) => key.endsWith(suffix));
  const menuKey = keyOf('src/app/shell/account-menu.tsx');
  const withMenu = (files) => (files && menuKey ? walk(menuKey, new Set(files)) : null);
  // A screen's route also loads the `screens` strings (auth, settings, forms, the account pages, profile, …)
  // beside its code, through the map of part loaders; in English that is one chunk (docs/decisions/014).
  const withScreenStrings = (files) => {
    const strings = keyOf('virtual:portico-locale/en-screens');
    const loaders = keyOf('virtual:portico-locale-loaders');
    if (!files || !strings || !loaders) return null;
    return walk(loaders, walk(strings, new Set(files)));
  };
  const total = (files) =>
    [...files].reduce(
      (sum, file) => {
        const s = sizes(join(dir, file));
        return { raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip };
      },
      { raw: 0, gzip: 0 },
    );
  return { manifest, initial, withRoute, withMenu, withScreenStrings, total };
}

export async function run() {
  let build;
  try {
    build = firstLoads(clientDir);
  } catch {
    console.error('no build found: run `npm run build` first');
    process.exitCode = 1;
    return;
  }
  const { manifest, initial, withRoute, total } = build;
  const css = new Set();
  for (const file of initial) {
    const chunk = Object.values(manifest).find((c) => c.file === file);
    for (const sheet of chunk?.css ?? []) css.add(sheet);
  }
  // The app builds one stylesheet (cssCodeSplit off, docs/decisions/006), linked in every page's head.
  // The app's one stylesheet (cssCodeSplit off) is its own manifest entry; lazily imported CSS (Leaflet's,
  // loaded with the map) is listed as well but is not part of a first visit.
  for (const [key, chunk] of Object.entries(manifest)) if (key === 'style.css') css.add(chunk.file);
  const lazy = new Set(
    Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js') && !initial.has(file)),
  );

  const reactDomFile = join(root, 'node_modules/react-dom/cjs/react-dom-client.production.js');
  statSync(reactDomFile);
  const baseline = sizes(reactDomFile);
  const searchPage = withRoute('src/app/routes/jobs-search.tsx');
  const jobPage = withRoute('src/app/routes/job-page.tsx');
  // The apply page hydrates with its header and states; the form (toolkit, field types) comes after.
  const applyPage = withRoute('src/app/routes/apply.tsx');
  // A signed-in page: the route's module on top of the entry. The account menu's React Aria is no longer part of
  // it: the first load has a plain stand-in button, and the menu downloads when it is approached or pressed
  // (docs/decisions/026). Budget: 160 KB gzip (issue 15 §9).
  const profilePage = withRoute('src/app/routes/profile.tsx');
  const exportPage = withRoute('src/app/routes/export-resume.tsx');
  const rows = [
    ['baseline: react-dom client (production)', baseline, 1],
    [`first visit JS (${initial.size} chunks)`, total(initial)],
    [`/careers before hydration: entry + search route (${searchPage.size} chunks)`, total(searchPage)],
    [`/careers/job/… before hydration: entry + job route (${jobPage.size} chunks)`, total(jobPage)],
    [`/careers/apply before hydration: entry + apply route (${applyPage.size} chunks)`, total(applyPage)],
    ...(profilePage
      ? [
          [
            `/careers/profile before hydration, signed in: entry + profile route (${profilePage.size} chunks)`,
            total(profilePage),
          ],
        ]
      : []),
    ...(exportPage
      ? [
          [
            `/careers/export-resume before hydration, signed in: entry + route (${exportPage.size} chunks)`,
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

  // The profile page's first load, with what comes beside it, in this build and (`--before DIR`, another client
  // build of the app, e.g. of the previous commit) in that one, measured in the same run.
  const beforeAt = process.argv.indexOf('--before');
  const before = beforeAt > 0 ? firstLoads(process.argv[beforeAt + 1]) : null;
  const profileRows = (b) => {
    const page = b.withRoute('src/app/routes/profile.tsx');
    if (!page) return null;
    const menu = b.withMenu(page);
    const strings = b.withScreenStrings(page);
    return [
      ['entry + profile route', b.total(page), page.size],
      ['… + account menu (React Aria)', menu ? b.total(menu) : null, menu?.size],
      [
        '… + English `screens` strings and the part loaders (no menu)',
        strings ? b.total(strings) : null,
        strings?.size,
      ],
    ];
  };
  const now = profileRows(build);
  const then = before ? profileRows(before) : null;
  if (now) {
    console.log(
      `\n/careers/profile, signed in (gzip)${then ? `: ${process.argv[beforeAt + 1]} → this build` : ''}`,
    );
    console.log(then ? '| what | before | after |\n|---|---:|---:|' : '| what | gzip |\n|---|---:|');
    now.forEach(([label, s, n], i) => {
      const cell = (v, count) => (v ? `${kb(v.gzip)} (${count} chunks)` : '—');
      console.log(`| ${label} | ${then ? `${cell(then[i][1], then[i][2])} | ` : ''}${cell(s, n)} |`);
    });
  }
  const BUDGET_GZIP = 160 * 1024;
  if (profilePage) {
    const { gzip } = total(profilePage);
    console.log(
      `\n/careers/profile first-load JS (entry + route; the menu comes when pressed): ${kb(gzip)} gzip against the ${kb(
        BUDGET_GZIP,
      )} budget: ${gzip <= BUDGET_GZIP ? 'within' : 'OVER'}`,
    );
  } else console.log('\n/careers/profile: no route module in this build (src/app/routes/profile.tsx)');
}
