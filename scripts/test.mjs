#!/usr/bin/env node
/**
 * `npm test`: every check the project has, in the order a failure is cheapest to find.
 *
 *   lint (biome) -> typecheck (tsc -b) -> unit and integration (vitest) -> build -> browser journeys (playwright)
 *
 * Every stage runs even when an earlier one failed, so one run shows every problem. The test runners write
 * JSON reports beside their usual output; the summary counts tests from those reports, and a failed stage
 * without tests (lint, typecheck, build, or a runner that crashed before reporting) counts as one failure.
 * The very last line is the plain `total: N passed, N failed, N skipped` that CI reads.
 *
 * Usage: node scripts/test.mjs [--only lint,typecheck,unit,build,e2e]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const VITEST_REPORT = join(root, '.vitest-results.json');
// A stage that hangs must not eat CI's whole budget: it is stopped and counted as failed.
const STAGE_TIMEOUT_MS = Number(process.env.TEST_STAGE_TIMEOUT_MS ?? 25 * 60 * 1000);
// Must match the json reporter's outputFile in e2e/playwright.config.ts.
const E2E_REPORT = join(root, '.e2e-results.json');

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */

/** @type {Array<{ id: string, title: string, command: string, args: string[], env?: Record<string, string>, report?: string, count?: (report: any) => Counts }>} */
const stages = [
  { id: 'lint', title: 'lint (biome check)', command: bin('biome'), args: ['check', '.'] },
  { id: 'typecheck', title: 'typecheck (tsc -b)', command: bin('tsc'), args: ['-b'] },
  {
    id: 'unit',
    title: 'unit + integration (vitest)',
    command: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`],
    report: VITEST_REPORT,
    count: (r) => ({
      passed: r.numPassedTests ?? 0,
      failed: r.numFailedTests ?? 0,
      skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
    }),
  },
  { id: 'build', title: 'build (npm run build)', command: 'npm', args: ['run', 'build', '--silent'] },
  {
    id: 'e2e',
    title: 'browser journeys (playwright)',
    command: bin('playwright'),
    args: ['test', '-c', 'e2e/playwright.config.ts'],
    report: E2E_REPORT,
    // Flaky = failed once, passed on the retry: it passed, and Playwright's own output names it.
    count: (r) => ({
      passed: (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0),
      failed: r.stats?.unexpected ?? 0,
      skipped: r.stats?.skipped ?? 0,
    }),
  },
];

const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? new Set((process.argv[onlyArg + 1] ?? '').split(',')) : null;

const results = [];
for (const stage of stages) {
  if (only && !only.has(stage.id)) continue;
  if (stage.report) rmSync(stage.report, { force: true });
  console.log(`\n=== ${stage.title} ===\n`);
  const started = Date.now();
  const run = spawnSync(stage.command, stage.args, {
    cwd: root,
    stdio: 'inherit',
    timeout: STAGE_TIMEOUT_MS,
    killSignal: 'SIGKILL',
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
  });
  const seconds = (Date.now() - started) / 1000;
  const code = run.status ?? 1;
  const timedOut = run.error?.code === 'ETIMEDOUT';
  if (timedOut) console.error(`\n${stage.title}: stopped after ${STAGE_TIMEOUT_MS / 1000}s`);
  else if (run.error) console.error(`could not start ${stage.command}: ${run.error.message}`);

  /** @type {Counts & { note: string }} */
  let counts = { passed: 0, failed: 0, skipped: 0, note: '' };
  if (stage.count) {
    const report = readReport(stage.report);
    if (report) counts = { ...stage.count(report), note: '' };
    else counts.note = 'no report written';
    // A runner can fail outside any test (startup error, unhandled error, server that never came up):
    // that still has to show up as a failure in the total.
    if (code !== 0 && counts.failed === 0) {
      counts.failed = 1;
      counts.note ||= timedOut ? 'timed out' : `exit code ${code} with no failed test`;
    }
  } else if (code !== 0) {
    // Stages without tests add nothing to "passed" (that counts tests), but a failure is one failure.
    counts.failed = 1;
    counts.note = timedOut ? 'timed out' : `exit code ${code}`;
  }
  results.push({ stage, code, seconds, counts });
}

function readReport(path) {
  if (!path || !existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    console.error(`unreadable report ${path}: ${error.message}`);
    return null;
  }
}

const rows = results.map(({ stage, code, seconds, counts }) => [
  stage.title,
  code === 0 ? 'ok' : 'FAILED',
  stage.count ? String(counts.passed) : '-',
  String(counts.failed),
  stage.count ? String(counts.skipped) : '-',
  `${seconds.toFixed(1)}s`,
  counts.note,
]);
const header = ['stage', 'result', 'passed', 'failed', 'skipped', 'time', 'note'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) =>
  cells
    .map((c, i) => c.padEnd(widths[i]))
    .join('  ')
    .trimEnd();
console.log(`\n=== summary ===\n`);
console.log(line(header));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const row of rows) console.log(line(row));

const total = results.reduce(
  (sum, { counts }) => ({
    passed: sum.passed + counts.passed,
    failed: sum.failed + counts.failed,
    skipped: sum.skipped + counts.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('');
console.log(`total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exitCode = total.failed > 0 || results.length === 0 ? 1 : 0;
