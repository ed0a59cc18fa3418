/**
 * Largest Contentful Paint of the server-rendered pages under Lighthouse's mobile preset, against a static
 * HTML page served by the same server in the same run.
 *
 * The baseline is the search page itself without JavaScript: the server-rendered HTML of
 * `/careers?query=engineer` with every <script> element and modulepreload link removed, written into a
 * temporary copy of the web build (WEB_DIST, as e2e/start-server.mjs does) and served as a public file. So
 * the ratio is what hydration, the client bundle and rendering per request add on top of the same markup,
 * stylesheet and images. The theme's inline <style> carries the rendering response's CSP nonce, which a file
 * served later cannot match; its `:root` custom properties move to a style attribute on <html> (allowed by
 * `style-src-attr 'unsafe-inline'`), which styles the page the same without an extra request.
 *
 * Starts `apps/server/dist/server.js` (needs `npm run build`) on a free loopback port with a fresh SQLite
 * file and the demo data, launches Debian's Chromium (CHROME_PATH, default /usr/bin/chromium; headless, no
 * sandbox) once, and runs Lighthouse (performance category only, default mobile preset: Moto G Power
 * screen, slow 4G and 4x CPU slowdown, simulated throttling) RUNS times per page, interleaved, the page
 * order rotated every round. Prints median and min/max LCP, median FCP and TBT, transferred JavaScript,
 * the ratio of median LCP to the static page's, then the LCP element and the median of LCP's phases.
 *
 * Simulated throttling (Lighthouse's default, Lantern) replays the unthrottled load on a model of slow 4G.
 * Its LCP graph keeps every request that finished before the LCP observed unthrottled (all but low-priority
 * images, whatever their priority); only a classic script whose evaluation began after that paint is proven
 * not to block it, and module scripts leave no such trace event. So any script that lands before the observed
 * paint is charged in full to LCP (FCP counts only render-blocking priorities). docs/decisions/014,
 * "Client start". Stable on a quiet machine (min-max within ~10%); under load the unthrottled race between
 * paint and requests shifts and so do the numbers.
 * `--throttling devtools` throttles the real load instead (the browser's own ordering: CSS and the hero
 * image competing with the scripts for bandwidth); slower to run, useful as a cross-check.
 *
 * Options: `--runs N` (default 5, env BENCH_LCP_RUNS), `--throttling simulate|devtools` (default simulate,
 * env BENCH_LCP_THROTTLING), `--reports DIR` (env BENCH_LCP_REPORTS: keep every run's Lighthouse JSON).
 * Traffic goes only to 127.0.0.1; Lighthouse downloads nothing.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, startServer } from './http-throughput.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const RUNS = Number(option('runs', process.env.BENCH_LCP_RUNS ?? 5));
const THROTTLING = option('throttling', process.env.BENCH_LCP_THROTTLING ?? 'simulate');
const REPORTS_DIR = option('reports', process.env.BENCH_LCP_REPORTS);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SEARCH_PATH = '/careers?query=engineer';
const STATIC_DIR = 'bench-lcp';
const STATIC_FILE = 'search-engineer.html';
const WARMUP_REQUESTS = 20;

/**
 * The server-rendered page as a static document: no scripts (inline, module or JSON data), no
 * modulepreloads, and the theme's nonce-bound <style> turned into a style attribute on <html>.
 */
function staticCopy(html) {
  let out = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>\s*/gi, '');
  const rootVars = [];
  const otherStyles = [];
  out = out.replace(/<style\b[^>]*>([\s\S]*?)<\/style>\s*/gi, (element, css) => {
    const rule = css.match(/^\s*:root\s*\{([^{}]*)\}\s*$/);
    if (rule) {
      rootVars.push(rule[1].trim().replace(/;$/, ''));
      return '';
    }
    otherStyles.push(css);
    return element;
  });
  if (otherStyles.length > 0) {
    // An inline style this function cannot move would be blocked by the file's CSP (another nonce).
    throw new Error(`the page has ${otherStyles.length} inline <style> element(s) beyond :root variables`);
  }
  if (rootVars.length > 0) {
    const style = rootVars.join(';').replaceAll('&', '&amp;').replaceAll('"', '&quot;');
    out = out.replace(/<html\b/i, `<html style="${style}"`);
  }
  if (/<script\b/i.test(out)) throw new Error('a <script> survived the stripping');
  return out;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One Lighthouse run: the numbers this benchmark reports, or an error message. */
async function measure(chrome, url, reportName) {
  const result = await lighthouse(url, {
    port: chrome.port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
    throttlingMethod: THROTTLING,
  });
  const lhr = result?.lhr;
  if (!lhr) return { error: 'no result' };
  if (REPORTS_DIR && reportName) {
    mkdirSync(REPORTS_DIR, { recursive: true });
    writeFileSync(join(REPORTS_DIR, `${reportName}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const audit = (id) => lhr.audits[id];
  const lcp = audit('largest-contentful-paint').numericValue;
  if (typeof lcp !== 'number') return { error: 'no LCP measured' };
  const scripts = audit('resource-summary').details?.items?.find((item) => item.resourceType === 'script');
  const total = audit('resource-summary').details?.items?.find((item) => item.resourceType === 'total');
  const [elementTable, phaseTable] = audit('largest-contentful-paint-element').details?.items ?? [];
  const node = elementTable?.items?.[0]?.node;
  // When the page's stylesheets were in (observed: throttled with devtools, unthrottled with simulate).
  const cssLoaded = Math.max(
    0,
    ...(audit('network-requests').details?.items ?? [])
      .filter((request) => request.resourceType === 'Stylesheet')
      .map((request) => request.networkEndTime ?? 0),
  );
  const phases = Object.fromEntries((phaseTable?.items ?? []).map((row, i) => [i, row.timing]));
  return {
    lcp,
    fcp: audit('first-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    jsBytes: scripts?.transferSize ?? 0,
    jsRequests: scripts?.requestCount ?? 0,
    totalBytes: total?.transferSize ?? 0,
    element: node
      ? `${node.selector ?? '?'} ${(node.snippet ?? '').replace(/\s+/g, ' ').slice(0, 90)}`
      : 'none',
    // TTFB, resource load delay, resource load time, element render delay (Lighthouse's LCP breakdown).
    phases: [0, 1, 2, 3].map((i) => phases[i] ?? 0),
    cssLoaded,
    warnings: lhr.runWarnings ?? [],
  };
}

function table(header, rows, leftColumns = 1) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const fmt = (cells) =>
    `| ${cells.map((c, i) => (i < leftColumns ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(fmt(header));
  console.log(
    `| ${widths.map((w, i) => (i < leftColumns ? `${'-'.repeat(w - 1)}-` : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`,
  );
  for (const row of rows) console.log(fmt(row));
}

export async function run() {
  if (!['simulate', 'devtools'].includes(THROTTLING)) {
    throw new Error(`--throttling must be simulate or devtools, not ${THROTTLING}`);
  }
  for (const built of ['apps/web/dist/client/index.html', 'apps/server/dist/server.js']) {
    if (!existsSync(join(root, built)))
      throw new Error(`no build found (${built}): run \`npm run build\` first`);
  }
  const port = await freePort();
  const dbPath = join(tmpdir(), `portico-bench-lcp-${process.pid}.db`);
  // The served build is a copy (inside the repository, so the SSR bundle still resolves its imports from the
  // root node_modules): the static page is written there, never into apps/web/dist, and a rebuild meanwhile
  // does not swap the assets under the server.
  const webDist = join(root, 'node_modules/.cache/portico-bench', `web-lcp-${process.pid}`);
  const base = `http://127.0.0.1:${port}`;
  let server;
  let chrome;
  const removeTemporaryFiles = () => {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
    rmSync(webDist, { recursive: true, force: true });
  };
  // Chromium runs in its own process group: an interrupted run must not leave it (or the server) behind.
  const interrupted = (signal) => {
    if (chrome?.pid) process.kill(chrome.pid, 'SIGKILL');
    if (chrome?.userDataDir) rmSync(chrome.userDataDir, { recursive: true, force: true });
    server?.kill('SIGKILL');
    removeTemporaryFiles();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    rmSync(webDist, { recursive: true, force: true });
    cpSync(join(root, 'apps/web/dist'), webDist, { recursive: true });
    // Directories of the client build are served as they are at request time (files only at start).
    mkdirSync(join(webDist, 'client', STATIC_DIR));

    // The template no longer names the entry (the server render starts it: apps/web/src/lib/client-start.ts).
    const manifest = JSON.parse(readFileSync(join(webDist, 'client/.vite/manifest.json'), 'utf8'));
    const entry = Object.values(manifest)
      .find((chunk) => chunk.isEntry)
      ?.file.replace(/^assets\//, '');
    console.log(
      `lcp: server on 127.0.0.1:${port}, Lighthouse mobile preset, throttling ${THROTTLING}, ${RUNS} runs per page, ` +
        `web build entry ${entry ?? '?'}, load average ${loadavg()[0].toFixed(2)} (1 min) at start`,
    );
    if (loadavg()[0] >= 1)
      console.log('note: the machine is busy (load >= 1.0); throttled CPU timings will be inflated');
    server = await startServer(port, dbPath, { WEB_DIST: webDist });
    const searchResponse = await fetch(`${base}${SEARCH_PATH}`);
    if (searchResponse.status !== 200) throw new Error(`${SEARCH_PATH} answered ${searchResponse.status}`);
    const searchHtml = await searchResponse.text();
    const jobPath = searchHtml.match(/href="(\/careers\/job\/\d+-[^"?#]*)"/)?.[1];
    if (!jobPath) throw new Error(`no job link in the HTML of ${SEARCH_PATH}: no results?`);
    writeFileSync(join(webDist, 'client', STATIC_DIR, STATIC_FILE), staticCopy(searchHtml));

    const pages = [
      {
        key: 'static',
        name: 'baseline: static HTML of the search page',
        path: `/${STATIC_DIR}/${STATIC_FILE}`,
      },
      { key: 'search', name: `search ${SEARCH_PATH}`, path: SEARCH_PATH },
      { key: 'job', name: `job page ${jobPath}`, path: jobPath },
      { key: 'landing', name: 'search /careers (no query)', path: '/careers' },
    ];
    for (const page of pages) {
      page.runs = [];
      page.errors = [];
      for (let i = 0; i < WARMUP_REQUESTS; i++) {
        const res = await fetch(`${base}${page.path}`);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${page.path} answered ${res.status}; nothing to measure`);
      }
    }

    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox'],
      logLevel: 'silent',
      handleSIGINT: false,
    });
    // One discarded run: the first navigation of a fresh browser pays its own start-up.
    await measure(chrome, `${base}${SEARCH_PATH}`);
    for (let round = 0; round < RUNS; round++) {
      const order = pages.map((_, i) => pages[(i + round) % pages.length]);
      for (const page of order) {
        // A failed run (Lighthouse sometimes misses the trace's navigation start) is retried, at most twice.
        for (let attempt = 0; attempt < 3; attempt++) {
          const m = await measure(chrome, `${base}${page.path}`, `${page.key}-${round + 1}`).catch(
            (error) => ({
              error: String(error),
            }),
          );
          if (!m.error) {
            page.runs.push(m);
            break;
          }
          page.errors.push(m.error);
        }
      }
    }

    const staticLcp = pages[0].runs.length > 0 ? median(pages[0].runs.map((r) => r.lcp)) : Number.NaN;
    const ms = (n) => (Number.isFinite(n) ? n.toFixed(0) : 'n/a');
    const rows = pages.map((page) => {
      const lcps = page.runs.map((r) => r.lcp);
      const has = lcps.length > 0;
      const lcp = has ? median(lcps) : Number.NaN;
      return [
        page.name,
        `${page.runs.length}${page.errors.length ? ` (+${page.errors.length} retried)` : ''}`,
        ms(lcp),
        has ? `${ms(Math.min(...lcps))}-${ms(Math.max(...lcps))}` : 'n/a',
        has ? (lcp / staticLcp).toFixed(2) : 'n/a',
        has ? ms(median(page.runs.map((r) => r.fcp))) : 'n/a',
        has ? ms(median(page.runs.map((r) => r.tbt))) : 'n/a',
        has ? (median(page.runs.map((r) => r.jsBytes)) / 1024).toFixed(1) : 'n/a',
        has ? String(median(page.runs.map((r) => r.jsRequests))) : 'n/a',
        has ? (median(page.runs.map((r) => r.totalBytes)) / 1024).toFixed(1) : 'n/a',
      ];
    });
    console.log('');
    table(
      [
        'page',
        'runs',
        'LCP ms (median)',
        'LCP min-max',
        'LCP vs static',
        'FCP ms',
        'TBT ms',
        'JS KB transferred',
        'JS requests',
        'all KB transferred',
      ],
      rows,
      2,
    );

    console.log('');
    const elementRows = [];
    for (const page of pages) {
      const counts = new Map();
      for (const r of page.runs) counts.set(r.element, (counts.get(r.element) ?? 0) + 1);
      const phase = (i) => (page.runs.length ? ms(median(page.runs.map((r) => r.phases[i]))) : 'n/a');
      const elements = [...counts].sort((a, b) => b[1] - a[1]);
      elementRows.push([
        page.name,
        elements.map(([element, n]) => `${element} (${n}x)`).join('; ') || 'n/a',
        phase(0),
        phase(1),
        phase(2),
        phase(3),
        page.runs.length ? ms(median(page.runs.map((r) => r.cssLoaded))) : 'n/a',
      ]);
    }
    table(
      ['page', 'LCP element (runs)', 'TTFB', 'load delay', 'load time', 'render delay', 'CSS loaded'],
      elementRows,
      2,
    );
    console.log(
      'LCP phases and CSS loaded: medians in ms; CSS loaded is when the last stylesheet arrived as observed' +
        (THROTTLING === 'simulate' ? ' (unthrottled: simulate estimates the rest)' : ' (throttled)'),
    );

    for (const page of pages) {
      for (const error of new Set(page.errors)) console.log(`note: ${page.path} failed: ${error}`);
      const warnings = new Set(page.runs.flatMap((r) => r.warnings));
      for (const warning of warnings) console.log(`note: ${page.path}: ${String(warning).slice(0, 200)}`);
    }
    console.log(`load average ${loadavg()[0].toFixed(2)} (1 min) at the end`);
    return pages;
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    if (chrome) await chrome.kill();
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    removeTemporaryFiles();
  }
}
