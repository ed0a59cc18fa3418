#!/usr/bin/env node
/**
 * Benchmarks: numbers, not pass/fail. `npm run bench` builds first, then runs every benchmark here, or the
 * ones named on the command line (`node bench/run.mjs http-throughput`).
 */
const benchmarks = {
  analytics: () => import('./analytics.mjs'),
  apply: () => import('./apply.mjs'),
  'bundle-size': () => import('./bundle-size.mjs'),
  dashboard: () => import('./dashboard.mjs'),
  'form-validation': () => import('./form-validation.mjs'),
  'http-throughput': () => import('./http-throughput.mjs'),
  'job-alerts': () => import('./job-alerts.mjs'),
  lcp: () => import('./lcp.mjs'),
  notifications: () => import('./notifications.mjs'),
  'position-insights': () => import('./position-insights.mjs'),
  profile: () => import('./profile.mjs'),
  relevance: () => import('./relevance.mjs'),
  'resume-parse': () => import('./resume-parse.mjs'),
  search: () => import('./search.mjs'),
  spelling: () => import('./spelling.mjs'),
  workspace: () => import('./workspace.mjs'),
};

// Names choose benchmarks; `--flag value` pairs are the benchmarks' own options (e.g. `--jobs 1000000`).
const wanted = [];
for (let i = 2; i < process.argv.length; i++) {
  if (process.argv[i].startsWith('--')) i++;
  else wanted.push(process.argv[i]);
}
const unknown = wanted.filter((name) => !(name in benchmarks));
if (unknown.length > 0) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; known: ${Object.keys(benchmarks).join(', ')}`);
  process.exit(2);
}

for (const name of wanted.length > 0 ? wanted : Object.keys(benchmarks)) {
  console.log(`\n## ${name}\n`);
  const started = Date.now();
  const { run } = await benchmarks[name]();
  await run();
  console.log(`(${name} took ${((Date.now() - started) / 1000).toFixed(1)}s)`);
}
